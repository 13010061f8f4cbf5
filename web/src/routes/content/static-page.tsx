// A static content page (spec 000 §2): its copy from static-pages.ts, found by the screen's path, in her language.
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { PageTitle } from '../../layout/page-title';
import NotFoundPage from '../not-found/not-found-page';
import type { ScreenProps } from '../route-table';
import styles from './content-page.module.css';
import { STATIC_PAGES } from './static-pages';

export default function StaticPage({ screen }: ScreenProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const copy = STATIC_PAGES[screen.path];
  if (!copy) return <NotFoundPage />;
  return (
    <article className={styles.page} aria-labelledby="content-heading">
      <PageTitle title={t(screen.title)} />
      <p className={styles.eyebrow}>{t(copy.eyebrow)}</p>
      <h1 id="content-heading">{t(copy.title)}</h1>
      <p className={styles.lead}>{t(copy.lead)}</p>
      <div className={styles.body}>
        {copy.sections.map((section) => (
          <section key={section.heading.id}>
            <h2>{t(section.heading)}</h2>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph.id}>{t(paragraph)}</p>
            ))}
          </section>
        ))}
      </div>
      {copy.next && (
        <p className={styles.next}>
          <Link className="button button--primary" to={copy.next.to}>
            {t(copy.next.label)}
          </Link>
        </p>
      )}
    </article>
  );
}
