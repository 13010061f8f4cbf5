// Calendar dates as a listing's calendar has them (YYYY-MM-DD, no time, no zone) and the arithmetic of nights.

/**
 * A date on the listing's own calendar, 'YYYY-MM-DD'. It names a night (the night that starts that evening) and
 * carries no time zone: which instant "today" is depends on the listing's zone (see time-zone.ts), but a night is a
 * night. Strings of this shape sort in calendar order, which the availability rules rely on.
 */
export type LocalDate = string & { readonly __localDate: true };

export const WEEKDAYS = ['MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT', 'SUN'] as const;
/** A day of the week as the spec names check-in blocked weekdays (MON to SUN). */
export type Weekday = (typeof WEEKDAYS)[number];

const MS_PER_DAY = 86_400_000;
const SHAPE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Days in a month of the proleptic Gregorian calendar (month 1-12). */
export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** The date if `text` is a real calendar date 'YYYY-MM-DD' (years 1000-9999), else null. */
export function parseLocalDate(text: string): LocalDate | null {
  const match = SHAPE.exec(text);
  if (!match) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  if (year < 1000 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return text as LocalDate;
}

/** The date, or a RangeError: for dates that are constants or already checked. */
export function localDate(text: string): LocalDate {
  const date = parseLocalDate(text);
  if (date === null) throw new RangeError(`Not a calendar date (YYYY-MM-DD): ${JSON.stringify(text)}`);
  return date;
}

/** Days since 1970-01-01 (negative before): the integer the arithmetic below works on. */
export function toEpochDay(date: LocalDate): number {
  return Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10))) / MS_PER_DAY;
}

/** The date `epochDay` days after 1970-01-01. */
export function fromEpochDay(epochDay: number): LocalDate {
  return new Date(epochDay * MS_PER_DAY).toISOString().slice(0, 10) as LocalDate;
}

/** The date `days` later (earlier when negative). */
export function addDays(date: LocalDate, days: number): LocalDate {
  return fromEpochDay(toEpochDay(date) + days);
}

/** Whole days from `from` to `to`: daysBetween('2024-03-01', '2024-03-04') = 3 (negative when `to` is earlier). */
export function daysBetween(from: LocalDate, to: LocalDate): number {
  return toEpochDay(to) - toEpochDay(from);
}

/**
 * The same day `months` later, or the month's last day when it has no such day: 2024-01-31 + 1 month = 2024-02-29.
 * The booking window counts this way ("3 months from 30 November" ends on 28 or 29 February, not in March).
 */
export function addMonths(date: LocalDate, months: number): LocalDate {
  const year = Number(date.slice(0, 4));
  const month = Number(date.slice(5, 7)) - 1 + months;
  const targetYear = year + Math.floor(month / 12);
  const targetMonth = (((month % 12) + 12) % 12) + 1;
  const day = Math.min(Number(date.slice(8, 10)), daysInMonth(targetYear, targetMonth));
  return fromEpochDay(Date.UTC(targetYear, targetMonth - 1, day) / MS_PER_DAY);
}

/** The day of the week of a date. */
export function weekdayOf(date: LocalDate): Weekday {
  // 1970-01-01 was a Thursday, index 3 from Monday.
  return WEEKDAYS[(((toEpochDay(date) + 3) % 7) + 7) % 7] as Weekday;
}

/**
 * The nights of a stay: every date from check-in (included) to check-out (excluded). The check-out date is not a
 * night of the stay: the guest leaves that morning, and another guest may arrive that afternoon.
 */
export function nightsOf(checkIn: LocalDate, checkOut: LocalDate): LocalDate[] {
  const first = toEpochDay(checkIn);
  const count = toEpochDay(checkOut) - first;
  return Array.from({ length: Math.max(0, count) }, (_, i) => fromEpochDay(first + i));
}

/** The earlier of two dates. */
export const minDate = (a: LocalDate, b: LocalDate): LocalDate => (a <= b ? a : b);
/** The later of two dates. */
export const maxDate = (a: LocalDate, b: LocalDate): LocalDate => (a >= b ? a : b);
