// Use case: the host agrees to the guest pledge, the last part of step 3 (acceptGuestPledge). Agreeing again keeps
// the first agreement's time.
import type { HostCaller } from '../domain/host';
import { checkGuestPledge } from '../domain/listing-rules';
import { updateListing } from '../db/listings';
import { invalid, type EditOutcome, type ListingsDeps } from './deps';
import { editOwnListing } from './edit-listing';

export async function acceptGuestPledge(
  deps: ListingsDeps,
  host: HostCaller,
  listId: number,
  agreed: boolean,
): Promise<EditOutcome> {
  return editOwnListing(deps, host, listId, async (trx, listing) => {
    const checked = checkGuestPledge(agreed);
    if (!checked.ok) return { refused: invalid(checked.errors) };
    if (listing.guestPledgeAcceptedAt !== null) return { listing };
    return { listing: await updateListing(trx, listing.id, { guestPledgeAcceptedAt: new Date() }) };
  });
}
