// Can this stay be booked? Each calendar rule of a listing (issue 14 item 3) gives its own reason, with the message
// the guest reads. Nights are listing-local dates from check-in (included) to check-out (excluded): the check-out
// day is never taken, so one guest may leave on the 10th and the next arrive that afternoon.
import {
  addDays,
  addMonths,
  daysBetween,
  nightsOf,
  weekdayOf,
  maxDate,
  minDate,
  type LocalDate,
  type Weekday,
} from './local-date';
import { seasonOf } from './seasons';
import type { CalendarTerms, StayDates } from './terms';
import { AVAILABILITY_TEXTS as T } from './texts';
import { localDateTimeAt, type LocalTime } from './time-zone';

/** One rule a stay breaks. `rule` names the rule; `message` is what the guest reads. */
export type Unavailable =
  | { rule: 'dates-invalid'; message: string }
  | { rule: 'in-the-past'; today: LocalDate; message: string }
  | { rule: 'advance-notice'; days: number; earliestCheckIn: LocalDate; message: string }
  | { rule: 'same-day-cut-off'; cutOff: LocalTime; message: string }
  | { rule: 'booking-window'; months: number; lastNight: LocalDate; message: string }
  | { rule: 'check-in-day'; weekday: Weekday; season: string | null; message: string }
  | { rule: 'check-out-day'; weekday: Weekday; season: string | null; message: string }
  | { rule: 'minimum-stay'; minimum: number; season: string | null; message: string }
  | { rule: 'maximum-stay'; maximum: number; season: string | null; message: string }
  | { rule: 'blocked'; nights: LocalDate[]; message: string }
  | { rule: 'reserved'; nights: LocalDate[]; message: string };

export type UnavailableRule = Unavailable['rule'];

export type Availability =
  { available: true; nights: number } | { available: false; reasons: [Unavailable, ...Unavailable[]] };

export interface AvailabilityRequest extends StayDates {
  /** The instant of the question (milliseconds since the epoch); "today" is its date on the listing's clock. */
  now: number;
  /** Stays already holding nights (reservations and holds), each check-in to check-out as booked. */
  reserved: readonly StayDates[];
}

/**
 * Whether the listing takes this stay: available with its number of nights, or every rule it breaks, in the order
 * a guest would fix them (the dates themselves, notice and window, the days of the week, the length, then the
 * nights that are taken). The first reason is the one to show when there is room for one.
 */
export function checkAvailability(terms: CalendarTerms, request: AvailabilityRequest): Availability {
  const { checkIn, checkOut } = request;
  const nights = daysBetween(checkIn, checkOut);
  if (nights < 1) return { available: false, reasons: [{ rule: 'dates-invalid', message: T.datesInvalid }] };

  const reasons: Unavailable[] = [];
  const local = localDateTimeAt(request.now, terms.timeZone);
  const today = local.date;

  if (checkIn < today) reasons.push({ rule: 'in-the-past', today, message: T.inThePast });
  else if (terms.advanceNoticeDays > 0 && daysBetween(today, checkIn) < terms.advanceNoticeDays) {
    const earliestCheckIn = addDays(today, terms.advanceNoticeDays);
    reasons.push({
      rule: 'advance-notice',
      days: terms.advanceNoticeDays,
      earliestCheckIn,
      message: T.advanceNotice(terms.advanceNoticeDays, earliestCheckIn),
    });
  } else if (terms.advanceNoticeDays === 0 && checkIn === today && terms.sameDayCutOff !== null) {
    const cutOff = terms.sameDayCutOff;
    const nowMinutes = local.hour * 60 + local.minute;
    const cutOffMinutes = Number(cutOff.slice(0, 2)) * 60 + Number(cutOff.slice(3, 5));
    if (nowMinutes >= cutOffMinutes)
      reasons.push({ rule: 'same-day-cut-off', cutOff, message: T.sameDayCutOff(cutOff) });
  }

  if (terms.bookingWindowMonths !== null) {
    // The window's nights run up to the day before today + N months; that day can still be a check-out.
    const windowEnd = addMonths(today, terms.bookingWindowMonths);
    if (checkOut > windowEnd) {
      const lastNight = addDays(windowEnd, -1);
      reasons.push({
        rule: 'booking-window',
        months: terms.bookingWindowMonths,
        lastNight,
        message: T.bookingWindow(lastNight),
      });
    }
  }

  const arrivalSeason = seasonOf(checkIn, terms.seasons);
  const departureSeason = seasonOf(checkOut, terms.seasons);
  const arrivalDay = weekdayOf(checkIn);
  const departureDay = weekdayOf(checkOut);
  if (terms.blockedCheckInDays.includes(arrivalDay)) {
    reasons.push({ rule: 'check-in-day', weekday: arrivalDay, season: null, message: T.checkInDay(arrivalDay, null) });
  } else if (arrivalSeason?.noCheckInDays.includes(arrivalDay)) {
    const season = arrivalSeason.name;
    reasons.push({ rule: 'check-in-day', weekday: arrivalDay, season, message: T.checkInDay(arrivalDay, season) });
  }
  if (terms.blockedCheckOutDays.includes(departureDay)) {
    reasons.push({
      rule: 'check-out-day',
      weekday: departureDay,
      season: null,
      message: T.checkOutDay(departureDay, null),
    });
  } else if (departureSeason?.noCheckOutDays.includes(departureDay)) {
    const season = departureSeason.name;
    reasons.push({
      rule: 'check-out-day',
      weekday: departureDay,
      season,
      message: T.checkOutDay(departureDay, season),
    });
  }

  // A season the stay arrives in sets its length limits; otherwise the listing's.
  const minimumFromSeason = arrivalSeason?.minimumStay ?? null;
  const minimum = minimumFromSeason ?? terms.minNight;
  if (nights < minimum) {
    const season = minimumFromSeason === null ? null : (arrivalSeason?.name ?? null);
    reasons.push({ rule: 'minimum-stay', minimum, season, message: T.minimumStay(minimum, season) });
  }
  const maximumFromSeason = arrivalSeason?.maximumStay ?? null;
  const maximum = maximumFromSeason ?? terms.maxNight;
  if (maximum !== null && nights > maximum) {
    const season = maximumFromSeason === null ? null : (arrivalSeason?.name ?? null);
    reasons.push({ rule: 'maximum-stay', maximum, season, message: T.maximumStay(maximum, season) });
  }

  const blocked = blockedNights(terms.blockedDates, checkIn, checkOut);
  if (blocked.length > 0) reasons.push({ rule: 'blocked', nights: blocked, message: T.notAvailable });
  const taken = reservedNights(request.reserved, checkIn, checkOut);
  if (taken.length > 0) reasons.push({ rule: 'reserved', nights: taken, message: T.notAvailable });

  const [first, ...rest] = reasons;
  return first === undefined ? { available: true, nights } : { available: false, reasons: [first, ...rest] };
}

/** The host's blocked nights within [checkIn, checkOut), sorted, each once. */
export function blockedNights(
  blockedDates: readonly LocalDate[],
  checkIn: LocalDate,
  checkOut: LocalDate,
): LocalDate[] {
  const hits = new Set<LocalDate>();
  for (const date of blockedDates) if (date >= checkIn && date < checkOut) hits.add(date);
  return [...hits].sort();
}

/** The nights within [checkIn, checkOut) that other stays already hold, sorted, each once. */
export function reservedNights(reserved: readonly StayDates[], checkIn: LocalDate, checkOut: LocalDate): LocalDate[] {
  let hits: Set<LocalDate> | null = null;
  for (const stay of reserved) {
    // Half-open ranges: a stay that leaves on our check-in day, or arrives on our check-out day, shares no night.
    if (stay.checkIn < checkOut && checkIn < stay.checkOut) {
      hits ??= new Set();
      for (const night of nightsOf(maxDate(stay.checkIn, checkIn), minDate(stay.checkOut, checkOut))) hits.add(night);
    }
  }
  return hits === null ? [] : [...hits].sort();
}
