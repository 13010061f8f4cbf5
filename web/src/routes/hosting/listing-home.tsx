// /become-a-host/{listId}/home (spec 001 §2, §4): where the listing stands (draft, awaiting approval, approved or
// rejected with our team's message; published or not; listed or not, with her reason), each step's sections with
// their state and a link to edit them, and what she can do with the listing now. A rejected listing is resubmitted here.
import { useIntl, type MessageDescriptor } from 'react-intl';
import { Link } from 'react-router';
import { hostingScreenMessages as m } from '../../i18n/areas/hosting';
import { editorPath, FORM_PAGES, stepDone, STEPS } from './editor-pages';
import type { HostListing } from './editor-context';
import { ListingActions } from './listing-actions';
import styles from './hosting.module.css';

// Messages with values are passed as plain descriptors: react-intl's typed descriptors expect no values.
const EDIT_SECTION: MessageDescriptor = m.editSection;
const REJECTED_MESSAGE: MessageDescriptor = m.rejectedMessage;
const UNLISTED_REASON: MessageDescriptor = m.unlistedReason;

const APPROVAL_LABELS: Record<string, MessageDescriptor> = {
  draft: m.statusDraft,
  awaitingApproval: m.statusAwaiting,
  approved: m.statusApproved,
  rejected: m.statusRejected,
};

/** The approval status in her words: draft, awaiting approval, approved or rejected. */
export const approvalLabel = (status: string): MessageDescriptor => APPROVAL_LABELS[status] ?? m.statusDraft;

/** What the listing's state means for her now. */
function stateNote(listing: HostListing): MessageDescriptor {
  switch (listing.approvalStatus) {
    case 'awaitingApproval':
      return m.awaitingNote;
    case 'approved':
      return listing.isPublished ? m.liveNote : m.approvedUnpublishedNote;
    case 'rejected':
      return m.rejectedAdvice;
    default:
      return m.draftNote;
  }
}

export function ListingHome({ listing }: { listing: HostListing }) {
  const t = useIntl().formatMessage;
  const approved = listing.approvalStatus === 'approved';
  return (
    <div className={styles.stack}>
      <p className={styles.lead}>{t(m.homeLead)}</p>

      <section className={styles.panel} aria-labelledby="listing-status-heading">
        <h2 id="listing-status-heading">{t(m.statusHeading)}</h2>
        <ul className={styles.badges}>
          <li className={`${styles.badge} ${approved ? styles.badgeGood : styles.badgeOpen}`}>
            {t(approvalLabel(listing.approvalStatus))}
          </li>
          {approved && <li className={styles.badge}>{t(listing.isPublished ? m.published : m.unpublished)}</li>}
          {approved && <li className={styles.badge}>{t(listing.isListed ? m.listed : m.unlisted)}</li>}
        </ul>
        {listing.approvalStatus === 'rejected' && (
          <div className={styles.rejected}>
            <h3>{t(m.rejectedHeading)}</h3>
            {listing.rejectionMessage && <p>{t(REJECTED_MESSAGE, { message: listing.rejectionMessage })}</p>}
          </div>
        )}
        <p>{t(stateNote(listing))}</p>
        {!listing.isListed && listing.unlistedReason && (
          <p className={styles.muted}>{t(UNLISTED_REASON, { reason: listing.unlistedReason })}</p>
        )}
      </section>

      <ListingActions listing={listing} />

      <section className={styles.panel} aria-labelledby="listing-steps-heading">
        <h2 id="listing-steps-heading">{t(m.sectionsLabel)}</h2>
        <ol className={styles.homeSteps}>
          {STEPS.filter((step) => step.step < 4).map((step) => {
            const done = stepDone(listing, step.step);
            return (
              <li key={step.step}>
                <h3>
                  {t(step.title)}{' '}
                  <span className={done ? styles.statusGood : styles.statusOpen}>
                    {t(done ? m.stepCompleted : m.stepIncomplete)}
                  </span>
                </h3>
                <ul className={styles.sectionLinks}>
                  {FORM_PAGES.filter((page) => page.step === step.step).map((page) => (
                    <li key={page.page}>
                      <Link to={editorPath(listing.id, page.page)}>{t(EDIT_SECTION, { section: t(page.title) })}</Link>
                    </li>
                  ))}
                </ul>
              </li>
            );
          })}
        </ol>
      </section>
    </div>
  );
}
