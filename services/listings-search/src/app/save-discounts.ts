// Use case: the host (or her co-host) sets her listing's discounts at once (saveListingDiscounts, decision 0039): the
// weekly, monthly and 90+ nights percentages and the last-minute and length-of-stay rules, all or nothing.
import { stayTermsOf } from '../domain/calendar-terms';
import { checkDiscounts, type DiscountsInput } from '../domain/discount-rules';
import type { HostCaller } from '../domain/host';
import { LISTING_TEXTS as T } from '../domain/texts';
import { findCalendarParts, replaceDiscountRules } from '../db/listing-calendar';
import { updateListing } from '../db/listings';
import { invalid, type EditOutcome, type ListingsDeps } from './deps';
import { editOwnListing } from './edit-listing';

export async function saveListingDiscounts(
  deps: ListingsDeps,
  host: HostCaller,
  listId: number,
  input: DiscountsInput,
): Promise<EditOutcome> {
  return editOwnListing(deps, host, listId, async (trx, listing) => {
    const parts = await findCalendarParts(trx, listing.id);
    const checked = checkDiscounts(input, stayTermsOf(listing, parts));
    if (!checked.ok) return { refused: invalid(checked.errors, T.nothingSaved) };
    const { lastMinuteDiscounts, lengthOfStayDiscounts, ...percentages } = checked.value;
    const rulesChanged =
      JSON.stringify([lastMinuteDiscounts, lengthOfStayDiscounts]) !==
      JSON.stringify([parts.lastMinuteDiscounts, parts.lengthOfStayDiscounts]);
    const percentagesChanged =
      percentages.weeklyDiscount !== listing.weeklyDiscount ||
      percentages.monthlyDiscount !== listing.monthlyDiscount ||
      percentages.threeMonthDiscount !== listing.threeMonthDiscount;
    if (!rulesChanged && !percentagesChanged) return { listing };
    if (rulesChanged) await replaceDiscountRules(trx, listing.id, lastMinuteDiscounts, lengthOfStayDiscounts);
    return { listing: await updateListing(trx, listing.id, percentages) };
  });
}
