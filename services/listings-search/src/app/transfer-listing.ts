// Use case: an admin moves a listing to another host (transferListing, /siteadmin/listings, the "list transfer"
// dialog). Its terms travel with the new host; both e-mails' facts are in ListingTransferred; the log records it.
import type { AdminActionActor } from '@golightly/events';
import { LISTING_TEXTS } from '../domain/texts';
import { updateListing } from '../db/listings';
import { listingTransferred } from '../events/publish';
import { conflict, invalid, type EditOutcome, type ListingsDeps } from './deps';
import { adminEditListing, logName } from './admin-edit';

/** A member's user id as accounts gives it (a UUID); the admin picks her on the people screens. */
export const isUserId = (value: string): boolean =>
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);

export async function transferListing(
  deps: ListingsDeps,
  actor: AdminActionActor,
  listId: number,
  toHostId: string,
): Promise<EditOutcome> {
  const hostId = toHostId.trim().toLowerCase();
  if (!isUserId(hostId)) return invalid([{ field: 'hostId', message: LISTING_TEXTS.hostIdInvalid }]);
  return adminEditListing(deps, actor, listId, async (trx, listing) => {
    if (listing.hostId === hostId) return { refused: conflict(LISTING_TEXTS.sameHost) };
    // With another host the listing no longer waits for the old host's restore (decision 0040).
    const updated = await updateListing(trx, listing.id, { hostId, hostSuspendedAt: null });
    await listingTransferred(trx, updated, listing.hostId, actor.adminId);
    return {
      listing: updated,
      log: {
        action: 'listing.transferred',
        summary: `Transferred ${logName(updated)} from host ${listing.hostId} to host ${hostId}`,
      },
    };
  });
}
