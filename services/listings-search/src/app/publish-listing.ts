// Use case: the host puts her approved listing live again (publishListing); members can find and book it.
import { publish } from '../domain/approval';
import type { HostCaller } from '../domain/host';
import { updateListing } from '../db/listings';
import { listingPublished } from '../events/publish';
import { conflict, type EditOutcome, type ListingsDeps } from './deps';
import { editOwnListing } from './edit-listing';

export async function publishListing(deps: ListingsDeps, host: HostCaller, listId: number): Promise<EditOutcome> {
  return editOwnListing(deps, host, listId, async (trx, listing) => {
    const step = publish(listing);
    if (!step.ok) return { refused: conflict(step.message) };
    const updated = await updateListing(trx, listing.id, { isPublished: true });
    await listingPublished(trx, updated);
    return { listing: updated };
  });
}
