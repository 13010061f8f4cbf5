// The editor's progress (spec 001 §4): step 1 the basics, 2 the scene, 3 ready for guests, 4 submitted, each marked
// completed as the server counts it (step1 to step4), the current one marked for screen readers, each a link to its
// first page once the listing exists.
import { useIntl, type MessageDescriptor } from 'react-intl';
import { Link } from 'react-router';
import { hostingScreenMessages as m } from '../../i18n/areas/hosting';
import { editorPath, FORM_PAGES, stepDone, stepsDone, STEPS, type EditorPage } from './editor-pages';
import type { HostListing } from './editor-context';
import styles from './hosting.module.css';

// Messages with values are passed as plain descriptors: react-intl's typed descriptors expect no values.
const STEP_NUMBER: MessageDescriptor = m.stepNumber;
const SUMMARY: MessageDescriptor = m.progressSummary;

/** The step a page belongs to: the overview is step 4's (submitting). */
export const stepOfPage = (page: EditorPage): number =>
  page === 'home' ? 4 : (FORM_PAGES.find((spec) => spec.page === page)?.step ?? 1);

export function StepProgress({ listing, page }: { listing: HostListing | null; page: EditorPage }) {
  const t = useIntl().formatMessage;
  const current = stepOfPage(page);
  return (
    <nav className={styles.progress} aria-label={t(m.progressLabel)}>
      <p className={styles.progressSummary}>{t(SUMMARY, { done: stepsDone(listing), total: STEPS.length })}</p>
      <ol className={styles.steps}>
        {STEPS.map((step) => {
          const done = stepDone(listing, step.step);
          const title = (
            <>
              <span className={styles.stepNumber}>{t(STEP_NUMBER, { number: step.step })}</span>
              <strong>{t(step.title)}</strong>
            </>
          );
          return (
            <li
              key={step.step}
              className={`${styles.step} ${done ? styles.stepDone : ''} ${step.step === current ? styles.stepCurrent : ''}`}
            >
              <span className={styles.stepMark} aria-hidden="true">
                {done ? '✓' : step.step}
              </span>
              <span className={styles.stepText}>
                {listing ? (
                  <Link
                    to={editorPath(listing.id, step.firstPage)}
                    aria-current={step.step === current ? 'step' : undefined}
                  >
                    {title}
                  </Link>
                ) : (
                  <span aria-current={step.step === current ? 'step' : undefined}>{title}</span>
                )}
                <span className={styles.muted}>{t(step.summary)}</span>
                <span className={done ? styles.statusGood : styles.statusOpen}>
                  {t(done ? m.stepCompleted : m.stepIncomplete)}
                </span>
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
