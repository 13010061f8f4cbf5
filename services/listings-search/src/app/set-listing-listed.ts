// Use case: the host unlists her listing with a reason, or lists it again (setListingListed). Unlisted, search and
// the map skip it; members who have its link still see and book it.
import { UNLISTED_REASON_MAX } from '@golightly/listing-rules';
import { setListed } from '../domain/approval';
import { checkText, Refusals } from '../domain/fields';
import type { HostCaller } from '../domain/host';
import { LISTING_TEXTS } from '../domain/texts';
import { updateListing } from '../db/listings';
import { listingListedChanged } from '../events/publish';
import { conflict, invalid, type EditOutcome, type ListingsDeps } from './deps';
import { editOwnListing } from './edit-listing';

export { UNLISTED_REASON_MAX };

export async function setListingListed(
  deps: ListingsDeps,
  host: HostCaller,
  listId: number,
  listed: boolean,
  reason: string | null | undefined,
): Promise<EditOutcome> {
  return editOwnListing(deps, host, listId, async (trx, listing) => {
    const refusals = new Refusals();
    const why = listed
      ? null
      : checkText(refusals, 'reason', reason, { max: UNLISTED_REASON_MAX, required: LISTING_TEXTS.reasonRequired });
    if (refusals.errors.length > 0) return { refused: invalid(refusals.errors) };
    const step = setListed(listing, listed);
    if (!step.ok) return { refused: conflict(step.message) };
    const updated = await updateListing(trx, listing.id, { isListed: listed, unlistedReason: why });
    await listingListedChanged(trx, updated);
    return { listing: updated };
  });
}
