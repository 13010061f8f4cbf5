// Use case: the host chooses step 3's cancellation policy (setListingCancellationPolicy), one of spec 001 §9's four.
import type { HostCaller } from '../domain/host';
import { checkCancellationPolicy } from '../domain/listing-rules';
import { updateListing } from '../db/listings';
import { invalid, type EditOutcome, type ListingsDeps } from './deps';
import { editOwnListing } from './edit-listing';

export async function setListingCancellationPolicy(
  deps: ListingsDeps,
  host: HostCaller,
  listId: number,
  policy: string,
): Promise<EditOutcome> {
  return editOwnListing(deps, host, listId, async (trx, listing) => {
    const checked = checkCancellationPolicy(policy);
    if (!checked.ok) return { refused: invalid(checked.errors) };
    return { listing: await updateListing(trx, listing.id, { cancellationPolicy: checked.value }) };
  });
}
