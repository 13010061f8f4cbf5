// The listing's calendar day by day, as the date picker and the search read-model show it: each night open or why
// not, and whether a stay may start or end that day. The same rules as checkAvailability, one date at a time.
import { addDays, addMonths, daysBetween, nightsOf, weekdayOf, type LocalDate } from './local-date';
import { seasonOf } from './seasons';
import type { CalendarTerms, StayDates } from './terms';
import { localDateTimeAt } from './time-zone';

/** Why a night cannot be booked, or 'available'. */
export type NightStatus = 'available' | 'past' | 'notice' | 'beyond-window' | 'blocked' | 'reserved';

export interface CalendarDay {
  date: LocalDate;
  /** The night that starts this day. */
  night: NightStatus;
  /** A stay may arrive this day: its night is available and the day is not a no-check-in day. */
  checkIn: boolean;
  /** A stay may leave this day: the day is not a no-check-out day (whether the nights before are free is the stay's question). */
  checkOut: boolean;
}

/** Every day from `from` to `to` (both included) on the listing's calendar at the instant `now`. */
export function calendarDays(
  terms: CalendarTerms,
  reserved: readonly StayDates[],
  from: LocalDate,
  to: LocalDate,
  now: number,
): CalendarDay[] {
  const local = localDateTimeAt(now, terms.timeZone);
  const today = local.date;
  let earliest = addDays(today, terms.advanceNoticeDays);
  if (terms.advanceNoticeDays === 0 && terms.sameDayCutOff !== null) {
    const cutOff = Number(terms.sameDayCutOff.slice(0, 2)) * 60 + Number(terms.sameDayCutOff.slice(3, 5));
    if (local.hour * 60 + local.minute >= cutOff) earliest = addDays(today, 1);
  }
  const windowEnd = terms.bookingWindowMonths === null ? null : addMonths(today, terms.bookingWindowMonths);
  const blocked = new Set(terms.blockedDates);
  const taken = new Set<LocalDate>();
  const end = addDays(to, 1);
  for (const stay of reserved) {
    if (stay.checkIn < end && from < stay.checkOut) {
      for (const night of nightsOf(
        stay.checkIn > from ? stay.checkIn : from,
        stay.checkOut < end ? stay.checkOut : end,
      )) {
        taken.add(night);
      }
    }
  }
  return nightsOf(from, end).map((date) => {
    const night: NightStatus =
      date < today
        ? 'past'
        : daysBetween(earliest, date) < 0
          ? 'notice'
          : windowEnd !== null && date >= windowEnd
            ? 'beyond-window'
            : blocked.has(date)
              ? 'blocked'
              : taken.has(date)
                ? 'reserved'
                : 'available';
    const weekday = weekdayOf(date);
    const season = seasonOf(date, terms.seasons);
    return {
      date,
      night,
      checkIn:
        night === 'available' &&
        !terms.blockedCheckInDays.includes(weekday) &&
        !(season?.noCheckInDays.includes(weekday) ?? false),
      checkOut: !terms.blockedCheckOutDays.includes(weekday) && !(season?.noCheckOutDays.includes(weekday) ?? false),
    };
  });
}
