// The calendar side of a listing's terms (issue 14 item 3, decision 0039) beside the columns of the listing itself:
// blocked nights, no-check-out weekdays, the same-day cut-off, seasonal prices and the discount rules; and the whole
// terms as @golightly/stay-rules reads them, so the checks, the calendar and bookings-payments agree on every rule.
import type { Minor } from '@golightly/money';
import {
  addDays,
  quoteStay,
  validateTerms,
  WEEKDAYS,
  type TermsFieldError,
  type AdvanceNoticeDays,
  type BookingWindowMonths,
  type LastMinuteDiscount,
  type LengthOfStayDiscount,
  type LocalDate,
  type LocalTime,
  type Season,
  type StayTerms,
  type Weekday,
} from '@golightly/stay-rules';
import type { ListingRecord } from './listing';

/** A seasonal price as kept: the rules' season with the id the editor names it by. */
export interface SavedSeason extends Season {
  id: number;
}

/** Everything a listing's terms hold beyond the listing's own columns. */
export interface CalendarParts {
  /** Weekdays on which no stay may end. */
  blockedCheckOutDays: Weekday[];
  /** With same-day notice, the time at the home after which today is closed; null: none. */
  sameDayCutOff: LocalTime | null;
  /** The nights the host blocked, in date order. */
  blockedDates: LocalDate[];
  /** By first night. */
  seasons: SavedSeason[];
  lastMinuteDiscounts: LastMinuteDiscount[];
  lengthOfStayDiscounts: LengthOfStayDiscount[];
}

export const NO_CALENDAR_PARTS: CalendarParts = {
  blockedCheckOutDays: [],
  sameDayCutOff: null,
  blockedDates: [],
  seasons: [],
  lastMinuteDiscounts: [],
  lengthOfStayDiscounts: [],
};

/**
 * The listing's terms as stay-rules reads them. A draft without prices reads as a price of 0 in no currency; the
 * checks of a section only look at the fields it sets (termsErrors), so that does not refuse a season.
 */
export function stayTermsOf(listing: ListingRecord, parts: CalendarParts): StayTerms {
  const seasons = parts.seasons.map(({ id: _id, ...season }) => season);
  return {
    timeZone: listing.timeZone,
    currency: listing.currency ?? '',
    basePriceMinor: listing.basePriceMinor ?? 0,
    weekendPriceMinor: listing.weekendPriceMinor,
    cleaningPriceMinor: listing.cleaningPriceMinor,
    extraGuestFeeMinor: listing.extraGuestFeeMinor,
    extraGuestAfter: listing.extraGuestAfter,
    petFeeMinor: listing.petFeeMinor,
    securityDepositMinor: listing.securityDepositMinor,
    taxRate: Number(listing.taxRate),
    weeklyDiscount: listing.weeklyDiscount,
    monthlyDiscount: listing.monthlyDiscount,
    threeMonthDiscount: listing.threeMonthDiscount,
    lastMinuteDiscounts: parts.lastMinuteDiscounts,
    lengthOfStayDiscounts: parts.lengthOfStayDiscounts,
    seasons,
    personCapacity: listing.personCapacity,
    minNight: listing.minNight,
    maxNight: listing.maxNight,
    advanceNoticeDays: listing.advanceNoticeDays as AdvanceNoticeDays,
    sameDayCutOff: parts.sameDayCutOff,
    bookingWindowMonths: listing.bookingWindowMonths as BookingWindowMonths,
    blockedDates: parts.blockedDates,
    blockedCheckInDays: listing.blockedCheckInDays as Weekday[],
    blockedCheckOutDays: parts.blockedCheckOutDays,
  };
}

/**
 * Each night's price before discounts (minor units) and the season it falls in, from `from` to `to` (both included),
 * as stay-rules' quote prices nights: a season's weekend or nightly price within it, else the listing's weekend or
 * base price. Empty until the listing has a price.
 */
export function nightPrices(
  terms: StayTerms,
  listing: Pick<ListingRecord, 'basePriceMinor' | 'currency'>,
  from: LocalDate,
  to: LocalDate,
  now: number,
): Map<LocalDate, { priceMinor: Minor; season: string | null }> {
  if (listing.basePriceMinor === null || listing.currency === null) return new Map();
  const quote = quoteStay(terms, { checkIn: from, checkOut: addDays(to, 1), guests: 1, pets: 0, now });
  if (!quote.ok) return new Map();
  return new Map(
    quote.quote.nightLines.map((line) => [line.date, { priceMinor: line.priceMinor, season: line.season }]),
  );
}

/** validateTerms' refusals of the fields one section sets: `fields` and the paths under them ('seasons.1.to'). */
export function termsErrors(terms: StayTerms, fields: readonly string[]): TermsFieldError[] {
  return validateTerms(terms).filter((e) => fields.some((f) => e.field === f || e.field.startsWith(`${f}.`)));
}

/** Weekdays as the form sends them, trimmed, upper-cased, each once, in week order; unknown ones kept for the check. */
export function weekdaysOf(days: readonly string[] | null | undefined): Weekday[] {
  const given = [...new Set((days ?? []).map((d) => d.trim().toUpperCase()))];
  const known = WEEKDAYS.filter((d) => given.includes(d));
  return [...known, ...given.filter((d) => !(WEEKDAYS as readonly string[]).includes(d))] as Weekday[];
}
