// Step 3's booking settings (spec 001 §3, §5, §9): minimum and maximum nights, advance notice, booking window,
// check-in and check-out times (wall-clock times in the listing's time zone, or flexible), the weekdays on which
// nobody checks in, instant book, and the long-term (28+ days), month-plus (31+ days) and exclusive flags.
import * as stay from '@golightly/stay-rules';
import { checkWhole, Refusals, type Checked } from './fields';
import { LISTING_TEXTS as T } from './texts';

// The options and bounds are rules of the terms, kept once in @golightly/stay-rules (decision 0035).
export const WEEKDAYS = stay.WEEKDAYS;
export type Weekday = stay.Weekday;
/** Advance notice options in days: same day, 1, 2, 3 or 7 days. */
export const ADVANCE_NOTICE_DAYS: readonly number[] = stay.ADVANCE_NOTICE_DAYS;
/** Spec 001 §9: 3, 6, 9, 12 months, or all future dates (null). */
export const BOOKING_WINDOW_MONTHS: readonly number[] = stay.BOOKING_WINDOW_MONTHS;
/** Check-in and check-out times the server takes: on the hour or the half hour, 'HH:MM'. */
export const HALF_HOURS: readonly string[] = Array.from(
  { length: 48 },
  (_, i) => `${String(Math.floor(i / 2)).padStart(2, '0')}:${i % 2 === 0 ? '00' : '30'}`,
);
/** Spec 001 §9: a long-term stay is 28 days or more, a month-plus stay 31 or more. */
export const LONG_TERM_NIGHTS = 28;
export const MONTH_PLUS_NIGHTS = 31;
export const MIN_NIGHTS_MAX = stay.MIN_NIGHTS_MAX;
export const MAX_NIGHTS_MAX = stay.MAX_NIGHTS_MAX;

export interface BookingInput {
  minNight?: number | null;
  /** null: no maximum. */
  maxNight?: number | null;
  advanceNoticeDays?: number | null;
  /** null: all future dates. */
  bookingWindowMonths?: number | null;
  /** 'HH:MM', or null / 'flexible'. */
  checkInStart?: string | null;
  checkInEnd?: string | null;
  checkOutTime?: string | null;
  blockedCheckInDays?: readonly string[] | null;
  instantBook?: boolean | null;
  isLongerStay?: boolean | null;
  isMonthPlus?: boolean | null;
  isExclusive?: boolean | null;
}

export interface BookingSettings {
  minNight: number;
  maxNight: number | null;
  advanceNoticeDays: number;
  bookingWindowMonths: number | null;
  /** null: flexible. */
  checkInStart: string | null;
  checkInEnd: string | null;
  checkOutTime: string | null;
  blockedCheckInDays: Weekday[];
  instantBook: boolean;
  isLongerStay: boolean;
  isMonthPlus: boolean;
  isExclusive: boolean;
}

const TIME = /^([01]\d|2[0-3]):(00|30)$/;

/** 'HH:MM' on the hour or the half hour; null or 'flexible' is flexible. */
function checkTime(r: Refusals, field: string, value: string | null | undefined): string | null {
  const given = (value ?? '').trim();
  if (given === '' || given.toLowerCase() === 'flexible') return null;
  if (!TIME.test(given)) r.add(field, T.timeInvalid);
  return given;
}

export function checkBookingSettings(input: BookingInput): Checked<BookingSettings> {
  const r = new Refusals();
  const minNight = checkWhole(r, 'minNight', input.minNight ?? 1, {
    min: 1,
    max: MIN_NIGHTS_MAX,
    message: T.minNightsRange,
  });
  const maxNight = checkWhole(r, 'maxNight', input.maxNight, {
    min: 1,
    max: MAX_NIGHTS_MAX,
    message: T.maxNightsRange,
  });
  if (minNight !== null && maxNight !== null && !r.has('minNight') && !r.has('maxNight') && minNight > maxNight) {
    r.add('minNight', T.minAboveMax);
  }
  const advanceNoticeDays = input.advanceNoticeDays ?? 0;
  if (!ADVANCE_NOTICE_DAYS.includes(advanceNoticeDays)) r.add('advanceNoticeDays', T.advanceNoticeInvalid);
  const bookingWindowMonths = input.bookingWindowMonths ?? null;
  if (bookingWindowMonths !== null && !BOOKING_WINDOW_MONTHS.includes(bookingWindowMonths)) {
    r.add('bookingWindowMonths', T.bookingWindowInvalid);
  }
  const checkInStart = checkTime(r, 'checkInStart', input.checkInStart);
  const checkInEnd = checkTime(r, 'checkInEnd', input.checkInEnd);
  const checkOutTime = checkTime(r, 'checkOutTime', input.checkOutTime);
  if (checkInStart && checkInEnd && !r.has('checkInStart') && !r.has('checkInEnd') && checkInStart >= checkInEnd) {
    r.add('checkInStart', T.checkInFromAfterTo);
  }
  const days = [...new Set((input.blockedCheckInDays ?? []).map((d) => d.trim().toUpperCase()))];
  if (days.some((d) => !(WEEKDAYS as readonly string[]).includes(d))) r.add('blockedCheckInDays', T.weekdayInvalid);
  else if (days.length === WEEKDAYS.length) r.add('blockedCheckInDays', T.allDaysBlocked);
  const isLongerStay = Boolean(input.isLongerStay);
  const isMonthPlus = Boolean(input.isMonthPlus);
  if (maxNight !== null && isLongerStay && maxNight < LONG_TERM_NIGHTS) r.add('maxNight', T.longTermNeedsNights);
  else if (maxNight !== null && isMonthPlus && maxNight < MONTH_PLUS_NIGHTS) r.add('maxNight', T.monthPlusNeedsNights);

  return r.result(() => ({
    minNight: minNight!,
    maxNight,
    advanceNoticeDays,
    bookingWindowMonths,
    checkInStart,
    checkInEnd,
    checkOutTime,
    blockedCheckInDays: WEEKDAYS.filter((d) => days.includes(d)),
    instantBook: Boolean(input.instantBook),
    isLongerStay,
    isMonthPlus,
    isExclusive: Boolean(input.isExclusive),
  }));
}
