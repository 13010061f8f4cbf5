// Use case: the host (or her co-host) sets the calendar's weekly rules (updateListingCalendarRules, decision 0039):
// the weekdays on which no stay may end and, with same-day notice, the time at the home after which today is closed.
import { checkCalendarRules, type CalendarRulesInput } from '../domain/calendar-rules';
import { stayTermsOf } from '../domain/calendar-terms';
import type { HostCaller } from '../domain/host';
import { LISTING_TEXTS as T } from '../domain/texts';
import { findCalendarParts, saveCalendarRules } from '../db/listing-calendar';
import { updateListing } from '../db/listings';
import { invalid, type EditOutcome, type ListingsDeps } from './deps';
import { editOwnListing } from './edit-listing';

export async function updateListingCalendarRules(
  deps: ListingsDeps,
  host: HostCaller,
  listId: number,
  input: CalendarRulesInput,
): Promise<EditOutcome> {
  return editOwnListing(deps, host, listId, async (trx, listing) => {
    const parts = await findCalendarParts(trx, listing.id);
    const checked = checkCalendarRules(input, stayTermsOf(listing, parts));
    if (!checked.ok) return { refused: invalid(checked.errors, T.nothingSaved) };
    const rules = checked.value;
    const same =
      rules.sameDayCutOff === parts.sameDayCutOff &&
      rules.blockedCheckOutDays.join() === parts.blockedCheckOutDays.join();
    if (same) return { listing };
    await saveCalendarRules(trx, listing.id, rules);
    return { listing: await updateListing(trx, listing.id, {}) };
  });
}
