// The prices a search shows (decision 0041): a home's lowest nightly price over the asked nights (or the coming
// year), seasons and weekend prices included, the lowest of each month ahead, the discount the asked stay earns, and
// a price in the member's display currency. Pure: no I/O.
import { currencyExponent, type Minor } from '@golightly/money';
import {
  MONTHLY_NIGHTS,
  NINETY_PLUS_NIGHTS,
  WEEKLY_NIGHTS,
  addDays,
  addMonths,
  daysBetween,
  isWeekendNight,
  nightsOf,
  seasonOf,
  type LocalDate,
  type Season,
} from '@golightly/stay-rules';

export interface NightlyPricing {
  basePriceMinor: Minor;
  weekendPriceMinor: Minor | null;
  seasons: readonly Season[];
}

/** A night's price before discounts, as stay-rules' quote prices it. */
export function nightPriceMinor(pricing: NightlyPricing, night: LocalDate): Minor {
  const weekend = isWeekendNight(night);
  const season = seasonOf(night, pricing.seasons);
  if (season) return weekend && season.weekendMinor !== null ? season.weekendMinor : season.nightlyMinor;
  return weekend && pricing.weekendPriceMinor !== null ? pricing.weekendPriceMinor : pricing.basePriceMinor;
}

/** The lowest nightly price of the nights from `from` to the night before `to`. */
export function lowestNightMinor(pricing: NightlyPricing, from: LocalDate, to: LocalDate): Minor {
  let lowest = Number.POSITIVE_INFINITY;
  for (const night of nightsOf(from, to)) lowest = Math.min(lowest, nightPriceMinor(pricing, night));
  return Number.isFinite(lowest) ? lowest : pricing.basePriceMinor;
}

export interface MonthPrice {
  year: number;
  month: number;
  priceMinor: Minor;
}

/** The lowest nightly price of each of the `months` months from today's month (today's month from today). */
export function monthPrices(pricing: NightlyPricing, today: LocalDate, months = 12): MonthPrice[] {
  const answer: MonthPrice[] = [];
  let start = today;
  for (let i = 0; i < months; i++) {
    const firstOfNext = addMonths(`${start.slice(0, 7)}-01` as LocalDate, 1);
    answer.push({
      year: Number(start.slice(0, 4)),
      month: Number(start.slice(5, 7)),
      priceMinor: lowestNightMinor(pricing, start, firstOfNext),
    });
    start = firstOfNext;
  }
  return answer;
}

/** The nights a search prices when no dates were asked: the coming year. */
export const comingYear = (today: LocalDate): { from: LocalDate; to: LocalDate } => ({
  from: today,
  to: addDays(today, 365),
});

/** The length discount (percent) a stay of these nights earns from the listing's own percentages; 0 when none. */
export function lengthDiscount(
  listing: { weeklyDiscount: number; monthlyDiscount: number; threeMonthDiscount: number },
  checkIn: LocalDate,
  checkOut: LocalDate,
): number {
  const nights = daysBetween(checkIn, checkOut);
  const earned = [
    nights >= WEEKLY_NIGHTS ? listing.weeklyDiscount : 0,
    nights >= MONTHLY_NIGHTS ? listing.monthlyDiscount : 0,
    nights >= NINETY_PLUS_NIGHTS ? listing.threeMonthDiscount : 0,
  ];
  return Math.max(...earned);
}

/**
 * Minor units of `from` in major units of `to`, at rates counted from the base currency (units for one of it),
 * rounded half-up to `to`'s decimals. null without both rates.
 */
export function convertToDisplay(
  amountMinor: Minor,
  from: string,
  to: string,
  rates: ReadonlyMap<string, number>,
): number | null {
  const fromRate = rates.get(from);
  const toRate = rates.get(to);
  if (fromRate === undefined || toRate === undefined) return null;
  const major = (amountMinor / 10 ** currencyExponent(from)) * (toRate / fromRate);
  const scale = 10 ** currencyExponent(to);
  return Math.round(major * scale + Number.EPSILON * scale) / scale;
}
