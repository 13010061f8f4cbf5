// Use case: the host takes her listing off the club (unpublishListing): only she, her co-hosts and admins see it;
// confirmed stays are bookings-payments' and are kept.
import { unpublish } from '../domain/approval';
import type { HostCaller } from '../domain/host';
import { updateListing } from '../db/listings';
import { listingUnpublished } from '../events/publish';
import { conflict, type EditOutcome, type ListingsDeps } from './deps';
import { editOwnListing } from './edit-listing';

export async function unpublishListing(deps: ListingsDeps, host: HostCaller, listId: number): Promise<EditOutcome> {
  return editOwnListing(deps, host, listId, async (trx, listing) => {
    const step = unpublish(listing);
    if (!step.ok) return { refused: conflict(step.message) };
    const updated = await updateListing(trx, listing.id, { isPublished: false });
    await listingUnpublished(trx, updated);
    return { listing: updated };
  });
}
