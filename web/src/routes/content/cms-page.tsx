// /page/{pageUrl}: a page written by the club's admins (spec 000 §2). Unknown pages show the not-found page; a
// private page asks a visitor to log in. Its HTML is sanitised before it is shown (decision 0013).
import { CombinedGraphQLErrors } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import DOMPurify from 'dompurify';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router';
import { useAuthDialogs } from '../../auth/dialogs';
import { useSession } from '../../auth/session';
import { PageByUrlDocument } from '../../gen/graphql';
import { contentMessages as m } from '../../i18n/messages';
import { PageTitle } from '../../layout/page-title';
import NotFoundPage from '../not-found/not-found-page';
import styles from './content-page.module.css';

/** The page HTML without scripts, event handlers, frames or forms. */
export function sanitisePageHtml(html: string): string {
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true }, FORBID_TAGS: ['style', 'form', 'iframe'] });
}

const errorCode = (error: unknown) =>
  CombinedGraphQLErrors.is(error) ? error.errors.find((entry) => entry.extensions?.code)?.extensions?.code : undefined;

export default function CmsPage() {
  const { account } = useSession();
  // Asked afresh when the member signs in or out: a private page opens once she has logged in.
  return <CmsPageContent key={account?.userId ?? 'visitor'} />;
}

function CmsPageContent() {
  const { pageUrl = '' } = useParams();
  const { show } = useAuthDialogs();
  const intl = useIntl();
  const { data, error, loading } = useQuery(PageByUrlDocument, {
    variables: { pageUrl },
    skip: pageUrl === '',
    fetchPolicy: 'network-only',
    errorPolicy: 'all',
  });
  const page = data?.getPageByUrl;
  const html = useMemo(() => (page ? sanitisePageHtml(page.content) : ''), [page]);

  if (pageUrl === '') return <NotFoundPage />;
  if (loading && !page) {
    return (
      <p className="loading-message" role="status">
        {intl.formatMessage(m.loading)}
      </p>
    );
  }
  const needsSignIn = errorCode(error) === 'UNAUTHENTICATED';
  if (needsSignIn) {
    return (
      <section className={`${styles.page} ${styles.notice}`} aria-labelledby="content-heading">
        <h1 id="content-heading">{intl.formatMessage(m.signInNeeded)}</h1>
        <button type="button" className="button button--primary" onClick={() => show('login')}>
          {intl.formatMessage(m.logIn)}
        </button>
      </section>
    );
  }
  if (error && !page) {
    return (
      <p className={styles.page} role="alert">
        {intl.formatMessage(m.loadFailed)}
      </p>
    );
  }
  if (!page) return <NotFoundPage />;
  return (
    <article className={styles.page} aria-labelledby="content-heading">
      <PageTitle title={page.pageTitle} />
      {page.metaDescription && <meta name="description" content={page.metaDescription} />}
      <h1 id="content-heading">{page.pageTitle}</h1>
      <div className={styles.body} dangerouslySetInnerHTML={{ __html: html }} />
    </article>
  );
}
