// Reads of a listing's calendar terms (decision 0039) for a caller who may already see the listing: the calendar day
// by day from its terms, blocked nights and the read-model of the stays bookings-payments holds; its seasonal prices,
// discount rules and weekly rules for the editor and the listing page.
import { parseLocalDate } from '@golightly/stay-rules';
import type { CalendarParts } from '../domain/calendar-terms';
import type { ListingRecord } from '../domain/listing';
import { findCalendarParts, findReservedStays } from '../db/listing-calendar';
import type { ListingsDeps } from './deps';
import { listingCalendar, type CalendarAnswer } from './listing-calendar';
import { readAll } from '../db/reads';

/** The calendar from `from` to `to` (listing-local dates, both included) at `now`, or why the range is refused. */
export async function readListingCalendar(
  deps: ListingsDeps,
  listing: ListingRecord,
  from: string,
  to: string,
  now = Date.now(),
): Promise<CalendarAnswer> {
  const first = parseLocalDate(from);
  const last = parseLocalDate(to);
  const [parts, reserved] = await readAll(deps.db, [
    () => findCalendarParts(deps.db, listing.id),
    async () => (first && last && first <= last ? findReservedStays(deps.db, listing.id, first, last) : []),
  ]);
  return listingCalendar(listing, from, to, now, { parts, reserved });
}

export const calendarPartsOf = (deps: ListingsDeps, listId: number): Promise<CalendarParts> =>
  findCalendarParts(deps.db, listId);
