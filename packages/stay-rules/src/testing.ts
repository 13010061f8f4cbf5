// Terms to test with: a plain listing (USD, London, every rule off) that a test changes only where it cares.
import { localDate, type LocalDate } from './local-date';
import type { Season, StayTerms } from './terms';

/** A listing in London at 100.00 USD a night, no fees, no discounts, no limits beyond one night. */
export function stayTerms(overrides: Partial<StayTerms> = {}): StayTerms {
  return {
    timeZone: 'Europe/London',
    currency: 'USD',
    basePriceMinor: 10_000,
    weekendPriceMinor: null,
    cleaningPriceMinor: 0,
    extraGuestFeeMinor: 0,
    extraGuestAfter: null,
    petFeeMinor: 0,
    securityDepositMinor: 0,
    taxRate: 0,
    weeklyDiscount: 0,
    monthlyDiscount: 0,
    threeMonthDiscount: 0,
    lastMinuteDiscounts: [],
    lengthOfStayDiscounts: [],
    personCapacity: 4,
    minNight: 1,
    maxNight: null,
    advanceNoticeDays: 0,
    sameDayCutOff: null,
    bookingWindowMonths: null,
    blockedDates: [],
    blockedCheckInDays: [],
    blockedCheckOutDays: [],
    seasons: [],
    ...overrides,
  };
}

/** A season from `from` to `to` (both included) at `nightlyMinor`, nothing else set. */
export function season(
  name: string,
  from: string,
  to: string,
  nightlyMinor: number,
  overrides: Partial<Season> = {},
): Season {
  return {
    name,
    from: localDate(from),
    to: localDate(to),
    nightlyMinor,
    weekendMinor: null,
    extraGuestMinor: null,
    minimumStay: null,
    maximumStay: null,
    noCheckInDays: [],
    noCheckOutDays: [],
    ...overrides,
  };
}

/** A stay from `checkIn` to `checkOut`. */
export const stay = (checkIn: string, checkOut: string): { checkIn: LocalDate; checkOut: LocalDate } => ({
  checkIn: localDate(checkIn),
  checkOut: localDate(checkOut),
});

/** The instant of a UTC ISO time ('2024-03-01T12:00:00Z'). */
export const at = (iso: string): number => Date.parse(iso);
