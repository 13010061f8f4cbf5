// The price of a stay (issue 14 item 3), itemised in minor units of the listing's currency: each night at its price
// (base, weekend or seasonal, plus extra guests), the discounts, the fees, the tax and the total; the security
// deposit beside it, held and not charged. Decisions: docs/decisions/0035-stay-rules.md.
import { percentOf, sumMinor, timesMinor, type Minor } from '@golightly/money';
import { daysBetween, nightsOf, type LocalDate } from './local-date';
import { isWeekendNight, seasonOf } from './seasons';
import { MONTHLY_NIGHTS, NINETY_PLUS_NIGHTS, WEEKLY_NIGHTS, type PriceTerms, type StayDates } from './terms';
import { QUOTE_TEXTS as T } from './texts';
import { todayAt } from './time-zone';

/** One night of the stay and what it costs. */
export interface NightLine {
  date: LocalDate;
  /** Friday and Saturday nights. */
  weekend: boolean;
  /** The seasonal price it took, or null for the listing's own price. */
  season: string | null;
  priceMinor: Minor;
  extraGuests: number;
  /** extraGuests × the extra-guest fee in force that night. */
  extraGuestMinor: Minor;
}

export type DiscountKind = 'weekly' | 'monthly' | 'three-month' | 'length-of-stay' | 'last-minute';

/** A discount taken off the accommodation, as a positive amount. */
export interface DiscountLine {
  kind: DiscountKind;
  percent: number;
  amountMinor: Minor;
}

export interface Quote {
  currency: string;
  checkIn: LocalDate;
  checkOut: LocalDate;
  nights: number;
  guests: number;
  pets: number;
  /** Days from the booking date at the listing to check-in (0: arriving today). */
  daysBeforeArrival: number;
  nightLines: NightLine[];
  /** Every night's price and extra guests: what the discounts apply to. */
  accommodationMinor: Minor;
  discounts: DiscountLine[];
  cleaningMinor: Minor;
  petFeeMinor: Minor;
  /** Accommodation after discounts, cleaning and pet fee: what the tax applies to. */
  taxableMinor: Minor;
  taxRate: number;
  taxMinor: Minor;
  /** What the guest pays the host for the stay: taxable + tax. Service fees are bookings-payments' own, added on top. */
  totalMinor: Minor;
  /** Held on the guest's card, refunded unless claimed: never part of the total. */
  securityDepositMinor: Minor;
}

export type QuoteRefusal =
  | { rule: 'dates-invalid'; message: string }
  | { rule: 'guests-required'; message: string }
  | { rule: 'too-many-guests'; capacity: number; message: string }
  | { rule: 'pets-invalid'; message: string };

export type QuoteResult = { ok: true; quote: Quote } | { ok: false; refusal: QuoteRefusal };

export interface QuoteRequest extends StayDates {
  /** Guests who count (women, men, children; infants do not count, spec 001 §9). */
  guests: number;
  pets: number;
  /** The instant of booking; the booking date is its date on the listing's clock. */
  now: number;
}

/** Prices a stay. It does not ask whether the stay is available: checkAvailability does, with the same dates. */
export function quoteStay(terms: PriceTerms, request: QuoteRequest): QuoteResult {
  const { checkIn, checkOut, guests, pets } = request;
  const nights = daysBetween(checkIn, checkOut);
  if (nights < 1) return refuse({ rule: 'dates-invalid', message: T.datesInvalid });
  if (!Number.isInteger(guests) || guests < 1) return refuse({ rule: 'guests-required', message: T.guestsRequired });
  if (guests > terms.personCapacity) {
    const capacity = terms.personCapacity;
    return refuse({ rule: 'too-many-guests', capacity, message: T.tooManyGuests(capacity) });
  }
  if (!Number.isInteger(pets) || pets < 0) return refuse({ rule: 'pets-invalid', message: T.petsInvalid });

  const extraGuests = terms.extraGuestAfter === null ? 0 : Math.max(0, guests - terms.extraGuestAfter);
  const nightLines = nightsOf(checkIn, checkOut).map((date): NightLine => {
    const season = seasonOf(date, terms.seasons);
    const weekend = isWeekendNight(date);
    // A season states its own price: its weekend price, else its nightly price, never the listing's weekend price.
    const priceMinor = season
      ? weekend
        ? (season.weekendMinor ?? season.nightlyMinor)
        : season.nightlyMinor
      : weekend
        ? (terms.weekendPriceMinor ?? terms.basePriceMinor)
        : terms.basePriceMinor;
    const fee = season?.extraGuestMinor ?? terms.extraGuestFeeMinor;
    return {
      date,
      weekend,
      season: season?.name ?? null,
      priceMinor,
      extraGuests,
      extraGuestMinor: timesMinor(fee, extraGuests),
    };
  });
  const accommodationMinor = sumMinor(nightLines.flatMap((line) => [line.priceMinor, line.extraGuestMinor]));

  const daysBeforeArrival = daysBetween(todayAt(terms.timeZone, request.now), checkIn);
  const discounts = discountLines(terms, nights, daysBeforeArrival, accommodationMinor);
  const cleaningMinor = terms.cleaningPriceMinor;
  const petFeeMinor = pets > 0 ? terms.petFeeMinor : 0;
  const taxableMinor = sumMinor([
    accommodationMinor,
    -sumMinor(discounts.map((d) => d.amountMinor)),
    cleaningMinor,
    petFeeMinor,
  ]);
  const taxMinor = percentOf(taxableMinor, terms.taxRate);
  return {
    ok: true,
    quote: {
      currency: terms.currency,
      checkIn,
      checkOut,
      nights,
      guests,
      pets,
      daysBeforeArrival,
      nightLines,
      accommodationMinor,
      discounts,
      cleaningMinor,
      petFeeMinor,
      taxableMinor,
      taxRate: terms.taxRate,
      taxMinor,
      totalMinor: sumMinor([taxableMinor, taxMinor]),
      securityDepositMinor: terms.securityDepositMinor,
    },
  };
}

const refuse = (refusal: QuoteRefusal): QuoteResult => ({ ok: false, refusal });

const within = (days: number, from: number | null, to: number | null) =>
  (from === null || days >= from) && (to === null || days <= to);

/**
 * The discounts of a stay. At most one length discount (weekly 7+, monthly 28+, 90+ nights, or a length-of-stay
 * rule), the largest that applies: they reward the same thing, and a 90-night stay is also a 7-night stay, so
 * stacking them would pay for one reason twice. Then at most one last-minute discount, the largest that applies,
 * taken off what is left: it rewards something else (filling nights that would stay empty), so a host who set both
 * means both. Each is rounded once (half-up) and leaves at least one minor unit: half-up could otherwise round 50 %
 * of a 1-cent stay up to the whole of it, and a discounted stay is never free.
 */
export function discountLines(
  terms: PriceTerms,
  nights: number,
  daysBeforeArrival: number,
  accommodationMinor: Minor,
): DiscountLine[] {
  const lengthCandidates: { kind: DiscountKind; percent: number }[] = [];
  if (nights >= NINETY_PLUS_NIGHTS) lengthCandidates.push({ kind: 'three-month', percent: terms.threeMonthDiscount });
  if (nights >= MONTHLY_NIGHTS) lengthCandidates.push({ kind: 'monthly', percent: terms.monthlyDiscount });
  if (nights >= WEEKLY_NIGHTS) lengthCandidates.push({ kind: 'weekly', percent: terms.weeklyDiscount });
  for (const rule of terms.lengthOfStayDiscounts) {
    if (
      nights >= rule.minimumNights &&
      within(daysBeforeArrival, rule.daysBeforeArrivalFrom, rule.daysBeforeArrivalTo)
    ) {
      lengthCandidates.push({ kind: 'length-of-stay', percent: rule.percent });
    }
  }
  const lastMinuteCandidates = terms.lastMinuteDiscounts
    .filter((rule) => within(daysBeforeArrival, rule.daysBeforeArrivalFrom, rule.daysBeforeArrivalTo))
    .map((rule) => ({ kind: 'last-minute' as const, percent: rule.percent }));

  const lines: DiscountLine[] = [];
  let base = accommodationMinor;
  for (const candidates of [lengthCandidates, lastMinuteCandidates]) {
    // The first listed wins a tie, so the longer threshold names a discount the 7-night one equals.
    const best = candidates.reduce<{ kind: DiscountKind; percent: number } | null>(
      (top, c) => (c.percent > 0 && (top === null || c.percent > top.percent) ? c : top),
      null,
    );
    if (best === null) continue;
    const amountMinor = Math.min(percentOf(base, best.percent), base - 1);
    if (amountMinor <= 0) continue;
    lines.push({ kind: best.kind, percent: best.percent, amountMinor });
    base -= amountMinor;
  }
  return lines;
}
