// /rooms (spec 000 §7 ManageListings, issue 14 item 5): every listing she hosts (her host's, for a co-host), the last
// changed first, each with its steps, where it stands, and links to edit it and to preview it as guests will see it.
import { useQuery } from '@apollo/client/react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { Link } from 'react-router';
import { ManageListingsDocument, type ManageListingsQuery } from '../../gen/graphql';
import { hostingScreenMessages as m } from '../../i18n/areas/hosting';
import { PageTitle } from '../../layout/page-title';
import { MemberOnly } from '../profile/member-only';
import type { ScreenProps } from '../screen';
import { editorPath, stepDone, stepsDone, STEPS } from './editor-pages';
import { approvalLabel } from './listing-home';
import { photoUrl } from './photo-service';
import styles from './hosting.module.css';

// Messages with values are passed as plain descriptors: react-intl's typed descriptors expect no values.
const EDIT_LABEL: MessageDescriptor = m.roomsEditLabel;
const PREVIEW_LABEL: MessageDescriptor = m.roomsPreviewLabel;
const UPDATED: MessageDescriptor = m.roomsUpdated;
const SUMMARY: MessageDescriptor = m.progressSummary;
const STEP_NUMBER: MessageDescriptor = m.stepNumber;

type ManagedListing = ManageListingsQuery['ManageListings'][number];

export default function ManageListingsPage({ screen }: ScreenProps) {
  const t = useIntl().formatMessage;
  return (
    <div className={styles.page}>
      <PageTitle title={t(screen.title)} />
      <h1>{t(screen.title)}</h1>
      <MemberOnly>{() => <Listings />}</MemberOnly>
    </div>
  );
}

function Listings() {
  const t = useIntl().formatMessage;
  const { data, loading, error } = useQuery(ManageListingsDocument, { fetchPolicy: 'network-only' });
  const listings = data?.ManageListings;
  return (
    <>
      <div className={styles.roomsHeader}>
        <p className={styles.lead}>{t(m.roomsLead)}</p>
        <Link className="button button--primary" to="/become-a-host?mode=new">
          {t(m.roomsNew)}
        </Link>
      </div>
      {loading && !listings && (
        <p role="status" className={styles.muted}>
          {t(m.roomsLoading)}
        </p>
      )}
      {!loading && !listings && error && (
        <p role="alert" className={styles.muted}>
          {t(m.roomsCouldNotLoad)}
        </p>
      )}
      {listings && listings.length === 0 && <p className={styles.muted}>{t(m.roomsEmpty)}</p>}
      {listings && listings.length > 0 && (
        <ul className={styles.rooms}>
          {listings.map((listing) => (
            <ListingRow key={listing.id} listing={listing} />
          ))}
        </ul>
      )}
    </>
  );
}

function ListingRow({ listing }: { listing: ManagedListing }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const title = listing.title || t(m.untitled);
  const place = [listing.city, listing.country].filter(Boolean).join(', ');
  const approved = listing.approvalStatus === 'approved';
  return (
    <li className={styles.room}>
      <div className={styles.roomPhoto}>
        {listing.coverPhoto && <img src={photoUrl({ name: listing.coverPhoto, type: '' })} alt="" loading="lazy" />}
      </div>
      <div className={styles.roomBody}>
        <h2 className={styles.roomTitle}>
          <Link to={editorPath(listing.id, 'home')}>{title}</Link>
        </h2>
        {place && <p className={styles.muted}>{place}</p>}
        <ul className={styles.badges}>
          <li className={`${styles.badge} ${approved ? styles.badgeGood : styles.badgeOpen}`}>
            {t(approvalLabel(listing.approvalStatus))}
          </li>
          {approved && <li className={styles.badge}>{t(listing.isPublished ? m.published : m.unpublished)}</li>}
          {approved && <li className={styles.badge}>{t(listing.isListed ? m.listed : m.unlisted)}</li>}
        </ul>
        <p className={styles.muted}>{t(SUMMARY, { done: stepsDone(listing), total: STEPS.length })}</p>
        <ol className={styles.miniSteps} aria-label={t(m.roomsSteps)}>
          {STEPS.map((step) => {
            const done = stepDone(listing, step.step);
            return (
              <li key={step.step} className={done ? styles.statusGood : styles.statusOpen}>
                {t(STEP_NUMBER, { number: step.step })}: {t(step.title)} ·{' '}
                {t(done ? m.stepCompleted : m.stepIncomplete)}
              </li>
            );
          })}
        </ol>
        <p className={styles.muted}>
          {t(UPDATED, { date: intl.formatDate(listing.updatedAt, { dateStyle: 'medium' }) })}
        </p>
        <div className={styles.actions}>
          <Link
            className="button button--quiet"
            to={editorPath(listing.id, 'home')}
            aria-label={t(EDIT_LABEL, { title })}
          >
            {t(m.roomsEdit)}
          </Link>
          <Link
            className="button button--quiet"
            to={`/rooms/${listing.id}/preview`}
            aria-label={t(PREVIEW_LABEL, { title })}
          >
            {t(m.roomsPreview)}
          </Link>
        </div>
      </div>
    </li>
  );
}
