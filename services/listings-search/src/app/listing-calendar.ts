// A listing's availability calendar day by day (decision 0037), as its page shows it: stay-rules' calendarDays over
// the listing's own terms, on the listing's clock, so the page and bookings-payments answer alike for every night.
import {
  calendarDays,
  daysBetween,
  parseLocalDate,
  type AdvanceNoticeDays,
  type BookingWindowMonths,
  type CalendarDay,
  type CalendarTerms,
  type LocalDate,
  type StayDates,
  type Weekday,
} from '@golightly/stay-rules';
import type { ListingRecord } from '../domain/listing';

/** A page shows two months; a year and a day lets a date picker ask for any twelve months at once. */
export const CALENDAR_DAYS_MAX = 366;
export const CALENDAR_RANGE_MESSAGE = `Ask for the calendar from one date to another (YYYY-MM-DD), at most ${CALENDAR_DAYS_MAX} days.`;

export type CalendarAnswer = { status: 'success'; days: CalendarDay[] } | { status: 'invalid'; message: string };

/** The calendar rules of a listing as stay-rules reads them. */
export function calendarTermsOf(listing: ListingRecord, blockedDates: readonly LocalDate[]): CalendarTerms {
  return {
    timeZone: listing.timeZone,
    minNight: listing.minNight,
    maxNight: listing.maxNight,
    advanceNoticeDays: listing.advanceNoticeDays as AdvanceNoticeDays,
    sameDayCutOff: null,
    bookingWindowMonths: listing.bookingWindowMonths as BookingWindowMonths,
    blockedDates,
    blockedCheckInDays: listing.blockedCheckInDays as Weekday[],
    blockedCheckOutDays: [],
    seasons: [],
  };
}

/** Every day from `from` to `to` (both included, listing-local dates) on the listing's calendar at `now`. */
export function listingCalendar(listing: ListingRecord, from: string, to: string, now = Date.now()): CalendarAnswer {
  const first = parseLocalDate(from);
  const last = parseLocalDate(to);
  if (!first || !last || last < first || daysBetween(first, last) >= CALENDAR_DAYS_MAX) {
    return { status: 'invalid', message: CALENDAR_RANGE_MESSAGE };
  }
  // This service does not keep a host's blocked nights or bookings-payments' holds yet (decision 0037): until those
  // arrive, the calendar shows what the terms decide (past, notice, booking window, no-check-in weekdays).
  const blocked: LocalDate[] = [];
  const reserved: StayDates[] = [];
  return { status: 'success', days: calendarDays(calendarTermsOf(listing, blocked), reserved, first, last, now) };
}
