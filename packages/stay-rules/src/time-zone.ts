// The listing's IANA time zone: which date it is there now, and which instant a wall-clock time there is, across
// daylight-saving changes. Intl only (the tz database the runtime ships); no time-zone library.
import { addDays, fromEpochDay, toEpochDay, type LocalDate } from './local-date';

/** A wall-clock time at the listing, 'HH:MM' (00:00-23:59). */
export type LocalTime = string & { readonly __localTime: true };

/** A date and wall-clock time at the listing. */
export interface LocalDateTime {
  date: LocalDate;
  hour: number;
  minute: number;
  second: number;
}

const MS_PER_HOUR = 3_600_000;
const MS_PER_DAY = 86_400_000;
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(zone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    // Kept under canonical names only ('Europe/London', not 'europe/LONDON'), so the cache stays one per zone
    // whatever spellings reach it.
    if (formatter.resolvedOptions().timeZone === zone) formatters.set(zone, formatter);
  }
  return formatter;
}

/** The zone's canonical IANA name ('europe/london' → 'Europe/London'), or null when the runtime does not know it. */
export function canonicalTimeZone(zone: string): string | null {
  if (zone.trim() === '') return null;
  try {
    return formatterFor(zone).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

/** True when the runtime knows `zone` as an IANA time zone ('Europe/London', 'UTC'). */
export function isTimeZone(zone: string): boolean {
  return canonicalTimeZone(zone) !== null;
}

/** 'HH:MM' (00:00 to 23:59) as a LocalTime, else null. */
export function parseLocalTime(text: string): LocalTime | null {
  return /^([01]\d|2[0-3]):[0-5]\d$/.test(text) ? (text as LocalTime) : null;
}

/** The time, or a RangeError: for constants and already-checked values. */
export function localTime(text: string): LocalTime {
  const time = parseLocalTime(text);
  if (time === null) throw new RangeError(`Not a wall-clock time (HH:MM): ${JSON.stringify(text)}`);
  return time;
}

const minutesOf = (time: LocalTime) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** The date and wall-clock time in `zone` at an instant (milliseconds since the epoch). */
export function localDateTimeAt(instant: number, zone: string): LocalDateTime {
  const parts: Record<string, string> = {};
  for (const part of formatterFor(zone).formatToParts(instant)) parts[part.type] = part.value;
  return {
    date: `${parts.year}-${parts.month}-${parts.day}` as LocalDate,
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    second: Number(parts.second),
  };
}

/** "Today at the listing": the listing-local date at `now`. */
export function todayAt(zone: string, now: number): LocalDate {
  return localDateTimeAt(now, zone).date;
}

/** The zone's offset from UTC at an instant, in milliseconds (London in summer: +3,600,000). */
export function offsetAt(instant: number, zone: string): number {
  const local = localDateTimeAt(instant, zone);
  const wall = toEpochDay(local.date) * MS_PER_DAY + ((local.hour * 60 + local.minute) * 60 + local.second) * 1000;
  const wholeSecond = instant - (((instant % 1000) + 1000) % 1000);
  return wall - wholeSecond;
}

/**
 * The instant at which the wall clock in `zone` shows `date` `time`. When that wall time happens twice (clocks go
 * back) it is the first; when it never happens (clocks go forward over it) it is the instant as far past the jump as
 * the time was past its start, so 01:30 on the night London's clocks jump from 01:00 to 02:00 is 02:30 BST. This is
 * Temporal's 'compatible' disambiguation, the one calendars use: an event set in a skipped hour moves later, never
 * earlier.
 */
export function instantAt(date: LocalDate, time: LocalTime, zone: string): number {
  const wall = toEpochDay(date) * MS_PER_DAY + minutesOf(time) * 60_000;
  // Every offset in force within two days either side (a zone may jump by up to a day, as Samoa did in 2011).
  const offsets = [...new Set([-2, -1, 0, 1, 2].map((d) => offsetAt(wall + d * MS_PER_DAY, zone)))];
  const valid = offsets.map((offset) => wall - offset).filter((instant) => offsetAt(instant, zone) === wall - instant);
  if (valid.length > 0) return Math.min(...valid);
  // A gap: read the wall time with the offset in force before the jump (the smaller one: clocks jump forward).
  return wall - Math.min(...offsets);
}

/** The instant the listing's day `date` begins (its local midnight, or the first instant after it). */
export function startOfDay(date: LocalDate, zone: string): number {
  return instantAt(date, '00:00' as LocalTime, zone);
}

/** A span of time between two instants, start included and end excluded. */
export interface InstantWindow {
  start: number;
  end: number;
}

/**
 * When a guest may arrive on `checkIn`: from `from` to `to` on the listing's wall clock, each null when flexible
 * (from the start of the day, to the end of the day). Measured in the listing's zone, so on a day the clocks change
 * a window from 00:00 to 04:00 lasts three or five hours of real time, as it does for the host waiting at the door.
 */
export function checkInWindow(
  checkIn: LocalDate,
  from: LocalTime | null,
  to: LocalTime | null,
  zone: string,
): InstantWindow {
  return {
    start: from === null ? startOfDay(checkIn, zone) : instantAt(checkIn, from, zone),
    end: to === null ? startOfDay(addDays(checkIn, 1), zone) : instantAt(checkIn, to, zone),
  };
}

/** When the guest must have left on `checkOut`: that wall-clock time at the listing (or its midnight at the end of the day when flexible). */
export function checkOutDeadline(checkOut: LocalDate, time: LocalTime | null, zone: string): number {
  return time === null ? startOfDay(addDays(checkOut, 1), zone) : instantAt(checkOut, time, zone);
}

/** A window of hours that starts at an instant, with its end as the listing's wall clock shows it. */
export interface HoursWindow extends InstantWindow {
  endLocal: LocalDateTime;
}

/**
 * A window of `hours` hours from `start` (24 for a host's answer, a guest's booking after a special price, a
 * counter-offer, a friend's half of a trip): elapsed time, so a night the clocks change gives nobody 23 or 25 hours.
 * Its end is shown on the listing's clock, which is where both sides read it.
 */
export function hoursWindow(start: number, hours: number, zone: string): HoursWindow {
  const end = start + hours * MS_PER_HOUR;
  return { start, end, endLocal: localDateTimeAt(end, zone) };
}

/**
 * The listing-local date `days` days before `date`'s `time` on the listing's clock, as an instant: "7 days before
 * arrival" is the same wall-clock time a week earlier at the listing, whatever the clocks did in between.
 */
export function localDaysBefore(date: LocalDate, time: LocalTime, days: number, zone: string): number {
  return instantAt(fromEpochDay(toEpochDay(date) - days), time, zone);
}
