// The checks of a listing's calendar and price terms (spec 001 §5, §9), every refusal with the field it belongs to:
// the listing editor shows them, listings-search refuses to publish terms that fail, and bookings-payments can tell a
// read-model that should never have been published.
import { currencyExponent, formatMoney, isCurrencyCode, type Minor } from '@golightly/money';
import { parseLocalDate, WEEKDAYS, type Weekday } from './local-date';
import {
  ADVANCE_NOTICE_DAYS,
  BOOKING_WINDOW_MONTHS,
  MAX_NIGHTS_MAX,
  MIN_NIGHTS_MAX,
  PERCENT_MAX,
  type LastMinuteDiscount,
  type LengthOfStayDiscount,
  type Season,
  type StayTerms,
} from './terms';
import { TERMS_TEXTS as T } from './texts';
import { canonicalTimeZone, parseLocalTime } from './time-zone';

/** One refusal: the field as a path into the terms ('seasons.1.to'), and the message the host reads. */
export interface TermsFieldError {
  field: string;
  message: string;
}

/** Most guests a listing takes (spec 001 §5: "guest count must not exceed 1000"). */
export const PERSON_CAPACITY_MAX = 1000;
/** How far ahead a discount's days-before-arrival may reach: three years, the longest maximum stay. */
export const DAYS_BEFORE_ARRIVAL_MAX = 1095;

/**
 * The largest security deposit, in major units of the currency: 5,000 in most currencies; currencies whose unit is
 * worth much less take a matching figure, so the cap means about the same everywhere (the same table as the listing
 * editor's). The host is told to add more cover to her house rules (spec 001 §5).
 */
const DEPOSIT_MAX_MAJOR: Readonly<Record<string, number>> = {
  JPY: 750_000,
  KRW: 7_000_000,
  INR: 400_000,
  IDR: 80_000_000,
  VND: 125_000_000,
  HUF: 1_800_000,
  CLP: 4_500_000,
  COP: 20_000_000,
  ISK: 700_000,
  PHP: 280_000,
  THB: 175_000,
  TWD: 160_000,
  CZK: 115_000,
  MXN: 90_000,
  ZAR: 90_000,
  TRY: 170_000,
  UAH: 200_000,
  NGN: 7_500_000,
  KES: 650_000,
  PKR: 1_400_000,
  RUB: 450_000,
  ARS: 5_000_000,
};
export const DEFAULT_DEPOSIT_MAX_MAJOR = 5_000;

/** The security deposit's maximum in minor units of `currency`. */
export function securityDepositMax(currency: string): Minor {
  return (DEPOSIT_MAX_MAJOR[currency] ?? DEFAULT_DEPOSIT_MAX_MAJOR) * 10 ** currencyExponent(currency);
}

const MONEY_LABELS = {
  basePriceMinor: 'Base price',
  weekendPriceMinor: 'Weekend price',
  cleaningPriceMinor: 'Cleaning price',
  extraGuestFeeMinor: 'Extra guest fee',
  petFeeMinor: 'Pet fee',
  securityDepositMinor: 'Security deposit',
} as const;

class Refusals {
  readonly errors: TermsFieldError[] = [];
  add(field: string, message: string): void {
    if (!this.errors.some((e) => e.field === field)) this.errors.push({ field, message });
  }
  has(field: string): boolean {
    return this.errors.some((e) => e.field === field);
  }
}

const isWhole = (value: unknown, min: number, max: number): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;

/** A percentage 0-99 with at most `decimals` decimals (a tax of 8.875 % is written 8.88). */
const isPercent = (value: unknown, decimals: number): value is number => {
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0 || value > PERCENT_MAX) return false;
  const scaled = value * 10 ** decimals;
  return Math.abs(scaled - Math.round(scaled)) < 1e-9;
};

function checkAmount(r: Refusals, field: string, label: string, value: Minor | null, positive: boolean): void {
  if (value === null) return;
  if (!Number.isSafeInteger(value) || value < 0) r.add(field, T.numbersOnly(label));
  else if (positive && value === 0) r.add(field, T.mustBeAboveZero(label));
}

function checkWeekdays(r: Refusals, field: string, days: readonly Weekday[], allBlocked: string | null): void {
  if (days.some((d) => !(WEEKDAYS as readonly string[]).includes(d))) r.add(field, T.weekdayInvalid);
  else if (allBlocked !== null && new Set(days).size === WEEKDAYS.length) r.add(field, allBlocked);
}

/** Every refusal of the terms, in the order of the editor's fields; an empty list when they are sound. */
export function validateTerms(terms: StayTerms): TermsFieldError[] {
  const r = new Refusals();
  // Canonical names only, so one zone has one spelling in every read-model ('US/Eastern' is 'America/New_York').
  if (canonicalTimeZone(terms.timeZone) !== terms.timeZone) r.add('timeZone', T.timeZoneInvalid);
  const currencyOk = isCurrencyCode(terms.currency);
  if (!currencyOk) r.add('currency', T.currencyInvalid);

  checkAmount(r, 'basePriceMinor', MONEY_LABELS.basePriceMinor, terms.basePriceMinor, true);
  checkAmount(r, 'weekendPriceMinor', MONEY_LABELS.weekendPriceMinor, terms.weekendPriceMinor, true);
  checkAmount(r, 'cleaningPriceMinor', MONEY_LABELS.cleaningPriceMinor, terms.cleaningPriceMinor, false);
  checkAmount(r, 'extraGuestFeeMinor', MONEY_LABELS.extraGuestFeeMinor, terms.extraGuestFeeMinor, false);
  checkAmount(r, 'petFeeMinor', MONEY_LABELS.petFeeMinor, terms.petFeeMinor, false);
  checkAmount(r, 'securityDepositMinor', MONEY_LABELS.securityDepositMinor, terms.securityDepositMinor, false);
  if (currencyOk && !r.has('securityDepositMinor') && terms.securityDepositMinor > securityDepositMax(terms.currency)) {
    const max = securityDepositMax(terms.currency);
    r.add('securityDepositMinor', T.securityDepositTooHigh(formatMoney(max, terms.currency)));
  }

  if (!isWhole(terms.personCapacity, 1, PERSON_CAPACITY_MAX)) r.add('personCapacity', T.guestCountRange);
  if (terms.extraGuestAfter !== null) {
    if (!isWhole(terms.extraGuestAfter, 1, PERSON_CAPACITY_MAX)) r.add('extraGuestAfter', T.extraGuestAfterRange);
    else if (!r.has('personCapacity') && terms.extraGuestAfter > terms.personCapacity) {
      r.add('extraGuestAfter', T.extraGuestAfterOverCapacity);
    }
  }

  if (!isPercent(terms.taxRate, 2)) r.add('taxRate', T.taxRateRange);
  for (const field of ['weeklyDiscount', 'monthlyDiscount', 'threeMonthDiscount'] as const) {
    if (!isWhole(terms[field], 0, PERCENT_MAX)) r.add(field, T.discountRange);
  }

  if (!isWhole(terms.minNight, 1, MIN_NIGHTS_MAX)) r.add('minNight', T.minNightsRange);
  if (terms.maxNight !== null && !isWhole(terms.maxNight, 1, MAX_NIGHTS_MAX)) r.add('maxNight', T.maxNightsRange);
  if (!r.has('minNight') && !r.has('maxNight') && terms.maxNight !== null && terms.minNight > terms.maxNight) {
    r.add('minNight', T.minAboveMax);
  }
  if (!(ADVANCE_NOTICE_DAYS as readonly number[]).includes(terms.advanceNoticeDays)) {
    r.add('advanceNoticeDays', T.advanceNoticeInvalid);
  }
  if (terms.sameDayCutOff !== null && parseLocalTime(terms.sameDayCutOff) === null) {
    r.add('sameDayCutOff', T.timeInvalid);
  }
  if (
    terms.bookingWindowMonths !== null &&
    !(BOOKING_WINDOW_MONTHS as readonly number[]).includes(terms.bookingWindowMonths)
  ) {
    r.add('bookingWindowMonths', T.bookingWindowInvalid);
  }
  checkWeekdays(r, 'blockedCheckInDays', terms.blockedCheckInDays, T.allCheckInDaysBlocked);
  checkWeekdays(r, 'blockedCheckOutDays', terms.blockedCheckOutDays, T.allCheckOutDaysBlocked);
  terms.blockedDates.forEach((date, i) => {
    if (parseLocalDate(date) === null) r.add(`blockedDates.${i}`, T.dateInvalid);
  });

  terms.seasons.forEach((season, i) => checkSeason(r, `seasons.${i}`, season, terms));
  checkSeasonOverlaps(r, terms.seasons);
  terms.lastMinuteDiscounts.forEach((rule, i) => checkLastMinute(r, `lastMinuteDiscounts.${i}`, rule));
  terms.lengthOfStayDiscounts.forEach((rule, i) => checkLengthOfStay(r, `lengthOfStayDiscounts.${i}`, rule));
  return r.errors;
}

function checkSeason(r: Refusals, at: string, season: Season, terms: StayTerms): void {
  if (season.name.trim() === '') r.add(`${at}.name`, T.nameRequired);
  if (parseLocalDate(season.from) === null) r.add(`${at}.from`, T.dateInvalid);
  if (parseLocalDate(season.to) === null) r.add(`${at}.to`, T.dateInvalid);
  // A season of one night runs from a date to the same date; only a "to" before the "from" is refused.
  if (!r.has(`${at}.from`) && !r.has(`${at}.to`) && season.from > season.to) r.add(`${at}.to`, T.fromNotBelowTo);
  checkAmount(r, `${at}.nightlyMinor`, 'Nightly price', season.nightlyMinor, true);
  checkAmount(r, `${at}.weekendMinor`, MONEY_LABELS.weekendPriceMinor, season.weekendMinor, true);
  checkAmount(r, `${at}.extraGuestMinor`, MONEY_LABELS.extraGuestFeeMinor, season.extraGuestMinor, false);
  if (season.minimumStay !== null && !isWhole(season.minimumStay, 1, MIN_NIGHTS_MAX)) {
    r.add(`${at}.minimumStay`, T.minNightsRange);
  }
  if (season.maximumStay !== null && !isWhole(season.maximumStay, 1, MAX_NIGHTS_MAX)) {
    r.add(`${at}.maximumStay`, T.maxNightsRange);
  }
  const minimum = season.minimumStay ?? terms.minNight;
  const maximum = season.maximumStay ?? terms.maxNight;
  if (!r.has(`${at}.minimumStay`) && !r.has(`${at}.maximumStay`) && maximum !== null && minimum > maximum) {
    r.add(`${at}.minimumStay`, T.minAboveMax);
  }
  checkWeekdays(r, `${at}.noCheckInDays`, season.noCheckInDays, T.allCheckInDaysBlocked);
  checkWeekdays(r, `${at}.noCheckOutDays`, season.noCheckOutDays, T.allCheckOutDaysBlocked);
}

/** Seasons may not share a night: which price would it take? Refused on the later season of each pair. */
function checkSeasonOverlaps(r: Refusals, seasons: readonly Season[]): void {
  seasons.forEach((season, i) => {
    if (parseLocalDate(season.from) === null || parseLocalDate(season.to) === null || season.from > season.to) return;
    for (let j = 0; j < i; j++) {
      const earlier = seasons[j];
      if (!earlier || parseLocalDate(earlier.from) === null || parseLocalDate(earlier.to) === null) continue;
      if (season.from <= earlier.to && earlier.from <= season.to) {
        r.add(`seasons.${i}.from`, T.seasonsOverlap(earlier.name, season.name));
        return;
      }
    }
  });
}

function checkDaysWindow(r: Refusals, at: string, from: number | null, to: number | null): void {
  if (from !== null && !isWhole(from, 0, DAYS_BEFORE_ARRIVAL_MAX))
    r.add(`${at}.daysBeforeArrivalFrom`, T.daysBeforeArrivalRange);
  if (to !== null && !isWhole(to, 0, DAYS_BEFORE_ARRIVAL_MAX))
    r.add(`${at}.daysBeforeArrivalTo`, T.daysBeforeArrivalRange);
  if (
    !r.has(`${at}.daysBeforeArrivalFrom`) &&
    !r.has(`${at}.daysBeforeArrivalTo`) &&
    from !== null &&
    to !== null &&
    from > to
  ) {
    r.add(`${at}.daysBeforeArrivalTo`, T.fromNotBelowTo);
  }
}

function checkLastMinute(r: Refusals, at: string, rule: LastMinuteDiscount): void {
  if (!isWhole(rule.percent, 0, PERCENT_MAX)) r.add(`${at}.percent`, T.discountRange);
  checkDaysWindow(r, at, rule.daysBeforeArrivalFrom, rule.daysBeforeArrivalTo);
}

function checkLengthOfStay(r: Refusals, at: string, rule: LengthOfStayDiscount): void {
  if (!isWhole(rule.minimumNights, 1, MAX_NIGHTS_MAX)) r.add(`${at}.minimumNights`, T.lengthOfStayNightsRange);
  if (!isWhole(rule.percent, 0, PERCENT_MAX)) r.add(`${at}.percent`, T.discountRange);
  checkDaysWindow(r, at, rule.daysBeforeArrivalFrom, rule.daysBeforeArrivalTo);
}
