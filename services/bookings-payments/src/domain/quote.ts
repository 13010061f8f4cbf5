// The price of a stay as the club quotes it (issue 16 item 1, decision 0047): stay-rules' availability and quote
// from the listing's published terms (nights, weekend and seasonal prices, extra guests, discounts, cleaning, pet fee,
// tax, deposit), then the club's own lines on top (the guest service fee, Booking Protection), every line in the
// listing's currency and in the currency she reads prices in. Pure: the caller loads the terms, fees, rates and the
// nights already taken.
import { MoneyRangeError, parseMinor, percentOf, sumMinor, type Minor } from '@golightly/money';
import {
  checkAvailability,
  parseLocalDate,
  quoteStay,
  type DiscountKind,
  type LocalDate,
  type StayDates,
  type StayTerms,
} from '@golightly/stay-rules';
import { stayFees, type FeeSettings } from './fees';
import { convertAcross, convertForDisplay, type Conversion } from './quote-conversion';
import { QUOTE_LINE_LABELS as L, QUOTE_MESSAGES as M } from './quote-texts';

/** Booking Protection costs this percentage of the stay with its tax, before the club's fees (decision 0047). */
export const BOOKING_PROTECTION_PERCENT = 7;
/** A stored quote can be booked for 30 minutes. */
export const QUOTE_LIFETIME_MS = 30 * 60_000;
/** The most guests of any kind, or pets, a request may name (spec 001 §9: max guests 1000). */
export const GUESTS_MAX = 1000;

/** The terms a quote is priced from: stay-rules' terms and what else the listing's event carries for booking. */
export interface BookingTerms extends StayTerms {
  instantBook: boolean;
  womensOnly: boolean;
  cancellationPolicy: string;
  /** Earliest check-in and check-out, 'HH:MM' on the listing's clock; null (absent in older rows) when flexible. */
  checkInStart?: string | null;
  checkOutTime?: string | null;
}

/** A listing's row of the listing_terms read-model. */
export interface ListingTermsRecord {
  listId: number;
  version: number;
  hostId: string;
  bookable: boolean;
  deleted: boolean;
  terms: BookingTerms;
}

export interface GuestsByKind {
  women: number;
  men: number;
  children: number;
  others: number;
  /** Do not count toward the guests a home takes (spec 001 §9). */
  infants: number;
}

export interface StayQuoteRequest {
  /** 'YYYY-MM-DD' at the home, as typed: checked here. */
  checkIn: string;
  checkOut: string;
  guests: GuestsByKind;
  pets: number;
  /** null: not chosen yet; the price is shown without it, a booking needs the choice. */
  bookingProtection: boolean | null;
  /** The instant she asks (milliseconds). */
  now: number;
}

/** Every stored rate of the base currency, as exact decimal text by code, and when they were stored. */
export interface RateTable {
  base: string;
  rates: Readonly<Record<string, string>>;
  asOf: Date;
}

export interface QuoteContext {
  fees: FeeSettings;
  guestIsDiamond: boolean;
  /** Stays holding nights on the listing (holds and reservations). */
  taken: readonly StayDates[];
  /** The currency she reads prices in. */
  displayCurrency: string;
  rates: RateTable;
}

export type DiscountLineKind = `${DiscountKind}-discount`;
export type QuoteLineKind =
  | 'nights'
  | 'extra-guests'
  | DiscountLineKind
  | 'cleaning'
  | 'pet-fee'
  /** The stay at a price the host approved or offered, in place of the lines above (decision 0052). */
  | 'special-price'
  | 'counter-offer'
  | 'tax'
  | 'service-fee'
  | 'booking-protection';

/** One line of a quote. Amounts are never negative; a deducted line (a discount) is taken off the total. */
export interface QuoteLine {
  kind: QuoteLineKind;
  /** English, for receipts; the member app words the line from its kind, count and percent. */
  label: string;
  amountMinor: Minor;
  displayAmountMinor: Minor;
  deducted: boolean;
  /** Nights for 'nights', extra guests for 'extra-guests'; null otherwise. */
  count: number | null;
  /** The percentage a discount, tax, fee or Booking Protection line is; null for amounts. */
  percent: number | null;
}

export interface PricedQuote {
  listId: number;
  hostId: string;
  termsVersion: number;
  checkIn: LocalDate;
  checkOut: LocalDate;
  nights: number;
  guests: GuestsByKind;
  pets: number;
  bookingProtection: boolean | null;
  diamond: boolean;
  currency: string;
  displayCurrency: string;
  conversion: Conversion;
  lines: QuoteLine[];
  totalMinor: Minor;
  displayTotalMinor: Minor;
  securityDepositMinor: Minor;
  displaySecurityDepositMinor: Minor;
  hostServiceFeeMinor: Minor;
  /** The stay with its tax, less the host's fee: what she is paid. */
  hostPayoutMinor: Minor;
}

export type QuoteOutcome = { ok: true; quote: PricedQuote } | { ok: false; message: string };

const refuse = (message: string): QuoteOutcome => ({ ok: false, message });

/** What the lines add up to: charged lines in, deducted lines out. */
export const linesTotal = (lines: readonly QuoteLine[], pick: (line: QuoteLine) => Minor): Minor =>
  sumMinor(lines.map((line) => (line.deducted ? -pick(line) : pick(line))));

/** Guests who count toward the home's capacity: everyone but infants. */
export const countedGuests = (guests: GuestsByKind) => guests.women + guests.men + guests.children + guests.others;

const wholeUpTo = (value: number, max: number) => Number.isInteger(value) && value >= 0 && value <= max;

/** The conversion from the listing's currency into hers, or none (shown in the listing's) when a rate is missing. */
export function conversionOf(currency: string, displayCurrency: string, table: RateTable): Conversion {
  const listingRate = table.rates[currency];
  const displayRate = table.rates[displayCurrency];
  if (currency === displayCurrency || listingRate === undefined || displayRate === undefined) {
    return { from: currency, to: currency, rates: null };
  }
  return {
    from: currency,
    to: displayCurrency,
    rates: { base: table.base, listingRate, displayRate, asOf: table.asOf },
  };
}

/** A fixed fee (decimal text in the settings' currency) in minor units of the listing's currency; null if it cannot. */
export function fixedFeeIn(currency: string, settings: FeeSettings, table: RateTable) {
  return (value: string): Minor => {
    const parsed = parseMinor(value, settings.currency);
    if (!parsed.ok) throw new RangeError(`service fee ${value} ${settings.currency} is not an amount`);
    if (settings.currency === currency) return parsed.minor;
    const feeRate = table.rates[settings.currency];
    const listingRate = table.rates[currency];
    if (feeRate === undefined || listingRate === undefined) throw new NoRateError();
    return convertAcross(parsed.minor, settings.currency, currency, feeRate, listingRate);
  };
}

/** No stored rate converts a fixed fee into the listing's currency. */
export class NoRateError extends Error {}

/**
 * The quote of a stay, or the first reason it cannot be booked (stay-rules' message verbatim): the listing must be
 * bookable, the dates real and available (calendar rules, blocked and taken nights), the guests within the home's
 * rules; then stay-rules prices it and the club adds its fee (none for Diamond) and, when chosen, Booking Protection.
 */
export function priceStay(
  listing: ListingTermsRecord | undefined,
  request: StayQuoteRequest,
  context: QuoteContext,
): QuoteOutcome {
  try {
    return priceStayOrThrow(listing, request, context);
  } catch (error) {
    // An amount past 2^53 minor units (absurd terms, a broken rate) is refused in words, never a stack trace.
    if (error instanceof MoneyRangeError) return refuse(M.tooLarge);
    throw error;
  }
}

function priceStayOrThrow(
  listing: ListingTermsRecord | undefined,
  request: StayQuoteRequest,
  context: QuoteContext,
): QuoteOutcome {
  if (!listing || !listing.bookable || listing.deleted || !listing.terms.currency || !listing.terms.basePriceMinor) {
    return refuse(M.notAvailable);
  }
  const { terms } = listing;
  const checkIn = parseLocalDate(request.checkIn);
  const checkOut = parseLocalDate(request.checkOut);
  if (checkIn === null || checkOut === null) return refuse(M.datesInvalid);
  const { guests, pets } = request;
  const kinds = [guests.women, guests.men, guests.children, guests.others, guests.infants, pets];
  if (!kinds.every((count) => wholeUpTo(count, GUESTS_MAX))) return refuse(M.guestsInvalid);
  if (terms.womensOnly && guests.men > 0) return refuse(M.womenOnly);

  const availability = checkAvailability(terms, {
    checkIn,
    checkOut,
    now: request.now,
    reserved: context.taken,
  });
  if (!availability.available) return refuse(availability.reasons[0].message);
  const stay = quoteStay(terms, { checkIn, checkOut, guests: countedGuests(guests), pets, now: request.now });
  if (!stay.ok) return refuse(stay.refusal.message);
  const priced = stay.quote;

  let fees;
  try {
    fees = stayFees(
      context.fees,
      priced.taxableMinor,
      context.guestIsDiamond,
      fixedFeeIn(terms.currency, context.fees, context.rates),
    );
  } catch (error) {
    if (error instanceof NoRateError) return refuse(M.cannotConvert);
    throw error;
  }
  const conversion = conversionOf(terms.currency, context.displayCurrency, context.rates);
  const line = (
    kind: QuoteLineKind,
    label: string,
    amountMinor: Minor,
    extra: { deducted?: boolean; count?: number; percent?: number } = {},
  ): QuoteLine => ({
    kind,
    label,
    amountMinor,
    displayAmountMinor: convertForDisplay(amountMinor, conversion),
    deducted: extra.deducted ?? false,
    count: extra.count ?? null,
    percent: extra.percent ?? null,
  });

  const nightsMinor = sumMinor(priced.nightLines.map((night) => night.priceMinor));
  const extraGuestsMinor = sumMinor(priced.nightLines.map((night) => night.extraGuestMinor));
  const extraGuests = priced.nightLines[0]?.extraGuests ?? 0;
  const lines: QuoteLine[] = [line('nights', L.nights(priced.nights), nightsMinor, { count: priced.nights })];
  if (extraGuestsMinor > 0) {
    lines.push(line('extra-guests', L.extraGuests(extraGuests), extraGuestsMinor, { count: extraGuests }));
  }
  for (const discount of priced.discounts) {
    lines.push(
      line(`${discount.kind}-discount`, DISCOUNT_LABELS[discount.kind](discount.percent), discount.amountMinor, {
        deducted: true,
        percent: discount.percent,
      }),
    );
  }
  if (priced.cleaningMinor > 0) lines.push(line('cleaning', L.cleaning, priced.cleaningMinor));
  if (priced.petFeeMinor > 0) lines.push(line('pet-fee', L.petFee, priced.petFeeMinor));
  if (priced.taxMinor > 0) lines.push(line('tax', L.tax(priced.taxRate), priced.taxMinor, { percent: priced.taxRate }));
  if (fees.guestMinor > 0) {
    const percent = context.fees.guest.type === 'percentage' ? Number(context.fees.guest.value) : undefined;
    lines.push(line('service-fee', L.serviceFee, fees.guestMinor, percent === undefined ? {} : { percent }));
  }
  if (request.bookingProtection === true) {
    const protection = percentOf(priced.totalMinor, BOOKING_PROTECTION_PERCENT);
    lines.push(
      line('booking-protection', L.bookingProtection(BOOKING_PROTECTION_PERCENT), protection, {
        percent: BOOKING_PROTECTION_PERCENT,
      }),
    );
  }

  return {
    ok: true,
    quote: {
      listId: listing.listId,
      hostId: listing.hostId,
      termsVersion: listing.version,
      checkIn,
      checkOut,
      nights: priced.nights,
      guests,
      pets,
      bookingProtection: request.bookingProtection,
      diamond: context.guestIsDiamond,
      currency: terms.currency,
      displayCurrency: conversion.to,
      conversion,
      lines,
      totalMinor: linesTotal(lines, (l) => l.amountMinor),
      displayTotalMinor: linesTotal(lines, (l) => l.displayAmountMinor),
      securityDepositMinor: priced.securityDepositMinor,
      displaySecurityDepositMinor: convertForDisplay(priced.securityDepositMinor, conversion),
      hostServiceFeeMinor: fees.hostMinor,
      hostPayoutMinor: priced.totalMinor - fees.hostMinor,
    },
  };
}

const DISCOUNT_LABELS: Record<DiscountKind, (percent: number) => string> = {
  weekly: L.weeklyDiscount,
  monthly: L.monthlyDiscount,
  'three-month': L.threeMonthDiscount,
  'length-of-stay': L.lengthOfStayDiscount,
  'last-minute': L.lastMinuteDiscount,
};

/** A quote as stored for a member: a booking names its id. */
export interface StoredQuote extends PricedQuote {
  id: string;
  guestId: string;
  createdAt: Date;
  expiresAt: Date;
}

/** Whether a stored quote can still be booked at `now`. */
export const isExpired = (quote: Pick<StoredQuote, 'expiresAt'>, now: number) => quote.expiresAt.getTime() <= now;
