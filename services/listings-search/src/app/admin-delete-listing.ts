// Use case: an admin deletes a listing (adminDeleteListing, /siteadmin/listings): softly, as a host's deletion, and
// recorded in the admin log; the deleted listings screen (/siteadmin/deleted-listings) reads them later.
import type { AdminActionActor } from '@golightly/events';
import type { EditOutcome, ListingsDeps } from './deps';
import { adminEditListing, logName } from './admin-edit';
import { markDeleted } from './delete-listing';

export async function adminDeleteListing(
  deps: ListingsDeps,
  actor: AdminActionActor,
  listId: number,
): Promise<EditOutcome> {
  return adminEditListing(deps, actor, listId, async (trx, listing) => {
    const updated = await markDeleted(trx, listing, 'admin', actor.adminId);
    return { listing: updated, log: { action: 'listing.deleted', summary: `Deleted ${logName(updated)}` } };
  });
}
