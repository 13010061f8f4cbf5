// A listing's availability calendar day by day (decisions 0037, 0039), as its page and the host's editor show it:
// stay-rules' calendarDays over the listing's full terms (blocked nights, seasons, weekly rules) and the stays
// bookings-payments holds, on the listing's clock, so the page and bookings-payments answer alike for every night.
import { toDecimalString } from '@golightly/money';
import { calendarDays, daysBetween, parseLocalDate, type CalendarDay, type StayDates } from '@golightly/stay-rules';
import { nightPrices, NO_CALENDAR_PARTS, stayTermsOf, type CalendarParts } from '../domain/calendar-terms';
import type { ListingRecord } from '../domain/listing';

/** A page shows two months; a year and a day lets a date picker ask for any twelve months at once. */
export const CALENDAR_DAYS_MAX = 366;
export const CALENDAR_RANGE_MESSAGE = `Ask for the calendar from one date to another (YYYY-MM-DD), at most ${CALENDAR_DAYS_MAX} days.`;

/** A day of the calendar with the price of its night (major units, before discounts) and its season, if any. */
export interface ListingCalendarDay extends CalendarDay {
  price: number | null;
  season: string | null;
}

export type CalendarAnswer = { status: 'success'; days: ListingCalendarDay[] } | { status: 'invalid'; message: string };

/** What the calendar is read from beyond the listing's columns (decision 0039): its calendar parts, the holds. */
export interface CalendarSources {
  parts: CalendarParts;
  /** Stays bookings-payments holds, from listings-search's read-model of its holds and releases. */
  reserved: readonly StayDates[];
}

/** Every day from `from` to `to` (both included, listing-local dates) on the listing's calendar at `now`. */
export function listingCalendar(
  listing: ListingRecord,
  from: string,
  to: string,
  now = Date.now(),
  sources: CalendarSources = { parts: NO_CALENDAR_PARTS, reserved: [] },
): CalendarAnswer {
  const first = parseLocalDate(from);
  const last = parseLocalDate(to);
  if (!first || !last || last < first || daysBetween(first, last) >= CALENDAR_DAYS_MAX) {
    return { status: 'invalid', message: CALENDAR_RANGE_MESSAGE };
  }
  const terms = stayTermsOf(listing, sources.parts);
  const prices = nightPrices(terms, listing, first, last, now);
  const major = (minor: number) => Number(toDecimalString(minor, listing.currency!));
  return {
    status: 'success',
    days: calendarDays(terms, sources.reserved, first, last, now).map((day) => {
      const price = prices.get(day.date);
      return { ...day, price: price ? major(price.priceMinor) : null, season: price?.season ?? null };
    }),
  };
}
