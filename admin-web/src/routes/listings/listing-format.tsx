// How the listing screens show a listing: its name, its host, its status, and the link to its page on the member site
// (/rooms/{id}/preview, opened in a new tab: the member site lives outside the admin app's /siteadmin).
import type { AdminListingRowFragment } from '../../gen/graphql';
import { ADMIN_TEXTS } from '../../texts';
import styles from './listings.module.css';

export type ListingRow = AdminListingRowFragment;

/** The server's limits: a search of up to 100 characters, a rejection message of up to 1000. */
export const LISTING_SEARCH_MAX = 100;
export const REJECTION_MAX = 1000;

/** Its title, or "Untitled listing 1234567" for a draft that has none yet. */
export const listingName = (row: Pick<ListingRow, 'id' | 'title'>): string =>
  row.title.trim() || `${ADMIN_TEXTS.untitledListing} ${row.id}`;

export const hostName = (row: Pick<ListingRow, 'host'>): string =>
  [row.host.firstName, row.host.lastName].filter(Boolean).join(' ') || ADMIN_TEXTS.listingHostUnknown;

export const placeOf = (row: Pick<ListingRow, 'city' | 'state' | 'country'>): string =>
  [row.city, row.state, row.country].filter(Boolean).join(', ') || '—';

export function HostCell({ row }: { row: ListingRow }) {
  return (
    <>
      {hostName(row)}
      {row.host.profileId ? (
        <span className={styles.second}>{ADMIN_TEXTS.listingHostProfile(row.host.profileId)}</span>
      ) : null}
    </>
  );
}

/** "Approved, live", "Rejected" (with the admin's message under it), "Awaiting approval". */
export function StatusCell({ row }: { row: ListingRow }) {
  const label = ADMIN_TEXTS.listingStatusLabels[row.approvalStatus] ?? row.approvalStatus;
  const live =
    row.approvalStatus === 'approved' && !row.deletedAt
      ? `, ${row.isPublished ? ADMIN_TEXTS.listingLive : ADMIN_TEXTS.listingUnpublished}`
      : '';
  return (
    <>
      <span className={styles.badge} data-status={row.approvalStatus}>
        {label}
        {live}
      </span>
      {row.hostSuspended && <span className={styles.second}>{ADMIN_TEXTS.listingHostSuspended}</span>}
      {row.rejectionMessage && <span className={styles.second}>{row.rejectionMessage}</span>}
    </>
  );
}

/** The listing's page as members will see it, in a new tab; named for the listing ("Open Loft in Lisbon"). */
export function OpenListingLink({ row }: { row: ListingRow }) {
  return (
    <a
      className={`button button--quiet ${styles.action}`}
      href={`/rooms/${row.id}/preview`}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={`${ADMIN_TEXTS.openListing} ${listingName(row)} ${ADMIN_TEXTS.opensInNewTab}`}
    >
      {ADMIN_TEXTS.openListing}
    </a>
  );
}
