// Use case: the host deletes her listing (deleteListing). Softly: the row stays for the records and for stays
// already booked, but the listing is hidden everywhere, from her too, and never bookable again; the admins are told.
import type { Knex } from '@golightly/db';
import type { HostCaller } from '../domain/host';
import type { ListingRecord } from '../domain/listing';
import { updateListing } from '../db/listings';
import { listingDeleted } from '../events/publish';
import type { EditOutcome, ListingsDeps } from './deps';
import { editOwnListing } from './edit-listing';

/** Marks the listing deleted by `by` and says so; its terms follow through the caller's terms check. */
export async function markDeleted(
  trx: Knex.Transaction,
  listing: ListingRecord,
  by: 'host' | 'admin',
  adminId: string | null,
): Promise<ListingRecord> {
  const updated = await updateListing(trx, listing.id, { deletedAt: new Date(), deletedBy: by, isPublished: false });
  await listingDeleted(trx, updated, adminId);
  return updated;
}

export async function deleteListing(deps: ListingsDeps, host: HostCaller, listId: number): Promise<EditOutcome> {
  return editOwnListing(deps, host, listId, async (trx, listing) => ({
    listing: await markDeleted(trx, listing, 'host', null),
  }));
}
