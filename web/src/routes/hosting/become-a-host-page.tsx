// /become-a-host/{listId}?/{formPage}? (spec 000 §5, spec 001 §4): the host editor. Without a listing number she starts
// a new listing with step 1; with one, the listing is checked first (getListingData: one that is not hers, or not
// there, is the not-found page) and the editor opens at the page named, or at the overview. A member the server does
// not let list (her standing, DESIGN §8) is told why instead of the editor: before a new listing's first form
// (hostingEligibility), or when a change is refused.
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { Link, useParams } from 'react-router';
import { HostEditorListingDocument, HostingEligibilityDocument } from '../../gen/graphql';
import { hostingScreenMessages as m } from '../../i18n/areas/hosting';
import { PageTitle } from '../../layout/page-title';
import NotFoundPage from '../not-found/not-found-page';
import { MemberOnly } from '../profile/member-only';
import type { ScreenProps } from '../screen';
import { BasicsPage } from './basics-page';
import { CalendarPage } from './calendar-page';
import { DescriptionPage } from './description-page';
import type { Refusal } from './edit-answer';
import { EditorContext, type HostListing } from './editor-context';
import { editorPageOf, editorPath, FORM_PAGES, type EditorPage } from './editor-pages';
import { HostRefusal } from './host-refusal';
import { ListingHome } from './listing-home';
import { PhotosPage } from './photos-page';
import { PricingPage } from './pricing-page';
import { CancellationPolicyPage, GuestPledgePage, HouseRulesPage } from './rules-pages';
import { StepProgress } from './step-progress';
import styles from './hosting.module.css';

/** A listing number as the path writes it: digits only, within an Int. */
function listingNumber(segment: string): number | null {
  if (!/^\d{1,10}$/.test(segment)) return null;
  const id = Number(segment);
  return id >= 1 && id <= 2_147_483_647 ? id : null;
}

export default function BecomeAHostPage(props: ScreenProps) {
  const { listId, formPage } = useParams();
  return <MemberOnly>{() => <HostEditor {...props} listId={listId} formPage={formPage} />}</MemberOnly>;
}

function HostEditor({ screen, listId, formPage }: ScreenProps & { listId?: string; formPage?: string }) {
  const t = useIntl().formatMessage;
  const id = listId === undefined ? null : listingNumber(listId);
  const page = listId === undefined ? 'basics' : editorPageOf(formPage);
  const { data, loading, error } = useQuery(HostEditorListingDocument, {
    variables: { id: id ?? 0 },
    skip: id === null,
    // Checked with the server each time the editor opens; what the cache holds shows meanwhile.
    fetchPolicy: 'cache-and-network',
  });
  const eligibility = useQuery(HostingEligibilityDocument, { skip: listId !== undefined, fetchPolicy: 'network-only' });
  if (listId !== undefined && (id === null || page === null)) return <NotFoundPage />;
  if ((id !== null && loading && !data) || (listId === undefined && eligibility.loading && !eligibility.data)) {
    return (
      <p role="status" className={styles.page}>
        {t(m.loading)}
      </p>
    );
  }
  if (id !== null && !data && error) {
    return (
      <p role="alert" className={styles.page}>
        {t(m.couldNotLoad)}
      </p>
    );
  }
  const answer = data?.getListingData;
  if (id !== null && (answer?.status !== 200 || !answer.listing)) return <NotFoundPage />;
  return (
    <Editor
      key={id ?? 'new'}
      screen={screen}
      listing={answer?.listing ?? null}
      page={page ?? 'basics'}
      refused={refusalOfEligibility(eligibility.data?.hostingEligibility)}
    />
  );
}

/** The answer of hostingEligibility as the refusal a change would have thrown; null when she may list. */
function refusalOfEligibility(
  answer: { mayList: boolean; reason?: string | null; message?: string | null } | undefined,
): Refusal | null {
  if (!answer || answer.mayList) return null;
  const signedOut = answer.reason === 'notLoggedIn';
  return {
    code: signedOut ? 'UNAUTHENTICATED' : 'FORBIDDEN',
    reason: answer.reason ?? null,
    message: answer.message ?? '',
  };
}

function Editor({
  screen,
  listing,
  page,
  refused,
}: ScreenProps & { listing: HostListing | null; page: EditorPage; refused: Refusal | null }) {
  const t = useIntl().formatMessage;
  const [refusal, setRefusal] = useState<Refusal | null>(refused);
  const heading = listing ? listing.title || t(m.untitled) : t(screen.title);
  const pageTitle: MessageDescriptor =
    page === 'home' ? m.pageHome : FORM_PAGES.find((spec) => spec.page === page)!.title;
  return (
    <EditorContext.Provider value={{ listing, refuse: setRefusal }}>
      <div className={styles.page}>
        <PageTitle title={`${t(pageTitle)} · ${heading}`} />
        {listing && <p className={styles.eyebrow}>{t(screen.title)}</p>}
        <h1>{heading}</h1>
        {refusal ? (
          <HostRefusal refusal={refusal} />
        ) : (
          <div className={styles.layout}>
            <aside className={styles.aside}>
              <StepProgress listing={listing} page={page} />
              {listing && <SectionNav listing={listing} page={page} />}
            </aside>
            <div className={styles.main}>
              {!listing && <p className={styles.lead}>{t(m.newLead)}</p>}
              <h2 className={styles.pageHeading}>{t(pageTitle)}</h2>
              <EditorPageContent key={page} listing={listing} page={page} />
            </div>
          </div>
        )}
      </div>
    </EditorContext.Provider>
  );
}

function EditorPageContent({ listing, page }: { listing: HostListing | null; page: EditorPage }) {
  switch (page) {
    case 'basics':
      return <BasicsPage />;
    case 'photos':
      return <PhotosPage />;
    case 'description':
      return <DescriptionPage />;
    case 'pricing':
      return <PricingPage />;
    case 'calendar':
      return <CalendarPage />;
    case 'house-rules':
      return <HouseRulesPage />;
    case 'cancellation-policy':
      return <CancellationPolicyPage />;
    case 'guest-pledge':
      return <GuestPledgePage />;
    case 'home':
      return listing ? <ListingHome listing={listing} /> : null;
  }
}

/** Every page of the listing, the current one marked: the overview first, then the sections in order. */
function SectionNav({ listing, page }: { listing: HostListing; page: EditorPage }) {
  const t = useIntl().formatMessage;
  const pages: { page: EditorPage; title: MessageDescriptor }[] = [{ page: 'home', title: m.pageHome }, ...FORM_PAGES];
  return (
    <nav className={styles.sectionNav} aria-label={t(m.sectionsLabel)}>
      <ul>
        {pages.map((spec) => (
          <li key={spec.page}>
            <Link to={editorPath(listing.id, spec.page)} aria-current={spec.page === page ? 'page' : undefined}>
              {t(spec.title)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
