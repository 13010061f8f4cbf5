// Use case: the host sets step 3's prices (updateListingPricing): the currency and every amount in it, the tax rate
// and the discounts, all at once.
import type { HostCaller } from '../domain/host';
import { checkPricing, type PricingInput } from '../domain/listing-pricing';
import { LISTING_TEXTS } from '../domain/texts';
import { findCalendarParts } from '../db/listing-calendar';
import { updateListing } from '../db/listings';
import { invalid, type EditOutcome, type ListingsDeps } from './deps';
import { editOwnListing } from './edit-listing';
import { pricingChanges } from './listing-fields';

export async function updateListingPricing(
  deps: ListingsDeps,
  host: HostCaller,
  listId: number,
  input: PricingInput,
): Promise<EditOutcome> {
  return editOwnListing(deps, host, listId, async (trx, listing) => {
    const checked = checkPricing(input, { personCapacity: listing.personCapacity });
    if (!checked.ok) return { refused: invalid(checked.errors, LISTING_TEXTS.nothingSaved) };
    // Seasonal prices are minor units of the listing's currency: another currency would misread them (decision 0039).
    const { currency } = checked.value;
    if (
      listing.currency &&
      currency !== listing.currency &&
      (await findCalendarParts(trx, listing.id)).seasons.length
    ) {
      const message = LISTING_TEXTS.seasonsInCurrency(listing.currency);
      return { refused: invalid([{ field: 'currency', message }], LISTING_TEXTS.nothingSaved) };
    }
    return { listing: await updateListing(trx, listing.id, pricingChanges(checked.value)) };
  });
}
