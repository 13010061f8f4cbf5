// The club's quote of a stay (decision 0047), example by example: the refusals in stay-rules' words, the lines and
// their order, which discounts combine, the service fee and Diamond, Booking Protection, two currencies and a stay
// across a clock change.
import { season, stayTerms } from '@golightly/stay-rules/testing';
import { localDate, SPEC_TEXTS } from '@golightly/stay-rules';
import { describe, expect, it } from 'vitest';
import type { FeeSettings } from './fees';
import {
  BOOKING_PROTECTION_PERCENT,
  isExpired,
  linesTotal,
  priceStay,
  type BookingTerms,
  type ListingTermsRecord,
  type QuoteContext,
  type StayQuoteRequest,
} from './quote';
import { QUOTE_MESSAGES } from './quote-texts';

const HOST = '00000000-0000-4000-8000-000000000001';
const NOW = Date.parse('2026-03-01T12:00:00Z');
const SITE_FEES: FeeSettings = {
  kind: 'site',
  guest: { type: 'percentage', value: '12' },
  host: { type: 'percentage', value: '3' },
  currency: 'USD',
};
const RATES = { base: 'USD', rates: { USD: '1', EUR: '0.862', JPY: '154.6', GBP: '0.761' }, asOf: new Date(NOW) };

function listingWith(overrides: Partial<BookingTerms> = {}, record: Partial<ListingTermsRecord> = {}) {
  return {
    listId: 7,
    version: 3,
    hostId: HOST,
    bookable: true,
    deleted: false,
    terms: { ...stayTerms(), instantBook: false, womensOnly: false, cancellationPolicy: 'flexible', ...overrides },
    ...record,
  } satisfies ListingTermsRecord;
}

const request = (overrides: Partial<StayQuoteRequest> = {}): StayQuoteRequest => ({
  checkIn: '2026-04-06',
  checkOut: '2026-04-09',
  guests: { women: 2, men: 0, children: 0, others: 0, infants: 0 },
  pets: 0,
  bookingProtection: null,
  now: NOW,
  ...overrides,
});
const context = (overrides: Partial<QuoteContext> = {}): QuoteContext => ({
  fees: SITE_FEES,
  guestIsDiamond: false,
  taken: [],
  displayCurrency: 'USD',
  rates: RATES,
  ...overrides,
});

function priced(...args: Parameters<typeof priceStay>) {
  const outcome = priceStay(...args);
  if (!outcome.ok) throw new Error(`refused: ${outcome.message}`);
  return outcome.quote;
}
const amountOf = (quote: ReturnType<typeof priced>, kind: string) =>
  quote.lines.find((line) => line.kind === kind)?.amountMinor;

describe('refusals', () => {
  it('refuses a listing it has no terms of, a deleted one and one that is not bookable with the spec text', () => {
    for (const listing of [
      undefined,
      listingWith({}, { deleted: true }),
      listingWith({}, { bookable: false }),
      listingWith({ basePriceMinor: 0 }),
    ]) {
      expect(priceStay(listing, request(), context())).toEqual({ ok: false, message: SPEC_TEXTS.notAvailable });
    }
  });

  it("answers stay-rules' own messages verbatim: taken and blocked nights, minimum stay, capacity", () => {
    const taken = [{ checkIn: localDate('2026-04-08'), checkOut: localDate('2026-04-10') }];
    expect(priceStay(listingWith(), request(), context({ taken }))).toEqual({
      ok: false,
      message: 'Property is not available for selected dates',
    });
    expect(priceStay(listingWith({ blockedDates: [localDate('2026-04-07')] }), request(), context())).toEqual({
      ok: false,
      message: 'Property is not available for selected dates',
    });
    expect(priceStay(listingWith({ minNight: 5 }), request(), context())).toEqual({
      ok: false,
      message: 'Minimum stay is 5 nights.',
    });
    const crowd = request({ guests: { women: 3, men: 0, children: 2, others: 0, infants: 4 } });
    expect(priceStay(listingWith({ personCapacity: 4 }), crowd, context())).toEqual({
      ok: false,
      message: 'This home takes at most 4 guests.',
    });
  });

  it('counts no infants toward the capacity', () => {
    const withInfants = request({ guests: { women: 2, men: 1, children: 1, others: 0, infants: 3 } });
    expect(priceStay(listingWith({ personCapacity: 4 }), withInfants, context()).ok).toBe(true);
  });

  it('lets a stay arrive on the day a taken one leaves', () => {
    const taken = [{ checkIn: localDate('2026-04-01'), checkOut: localDate('2026-04-06') }];
    expect(priceStay(listingWith(), request(), context({ taken })).ok).toBe(true);
  });

  it('refuses dates that are not dates, guests that are not whole numbers, and men at a women-only home', () => {
    expect(priceStay(listingWith(), request({ checkIn: '2026-02-30' }), context())).toEqual({
      ok: false,
      message: QUOTE_MESSAGES.datesInvalid,
    });
    expect(priceStay(listingWith(), request({ pets: -1 }), context())).toEqual({
      ok: false,
      message: QUOTE_MESSAGES.guestsInvalid,
    });
    const withMen = request({ guests: { women: 1, men: 1, children: 0, others: 0, infants: 0 } });
    expect(priceStay(listingWith({ womensOnly: true }), withMen, context())).toEqual({
      ok: false,
      message: QUOTE_MESSAGES.womenOnly,
    });
  });
});

describe('lines', () => {
  it('lists nights, extra guests, cleaning, pet fee, tax and the service fee, in that order, adding up to the total', () => {
    const quote = priced(
      listingWith({
        cleaningPriceMinor: 5_000,
        extraGuestAfter: 1,
        extraGuestFeeMinor: 1_000,
        petFeeMinor: 2_500,
        taxRate: 10,
        securityDepositMinor: 30_000,
      }),
      request({ pets: 1 }),
      context(),
    );
    expect(quote.lines.map((line) => [line.kind, line.amountMinor])).toEqual([
      ['nights', 30_000],
      ['extra-guests', 3_000],
      ['cleaning', 5_000],
      ['pet-fee', 2_500],
      // 10 % of 405.00
      ['tax', 4_050],
      // 12 % of the stay before tax (405.00)
      ['service-fee', 4_860],
    ]);
    expect(quote.totalMinor).toBe(49_410);
    expect(quote.securityDepositMinor).toBe(30_000);
    expect(quote.hostServiceFeeMinor).toBe(1_215);
    expect(quote.hostPayoutMinor).toBe(44_550 - 1_215);
  });

  it('takes the largest length discount only, then a last-minute one off what is left (decision 0035)', () => {
    const quote = priced(
      listingWith({
        weeklyDiscount: 10,
        monthlyDiscount: 20,
        lengthOfStayDiscounts: [
          { minimumNights: 7, percent: 15, daysBeforeArrivalFrom: null, daysBeforeArrivalTo: null },
        ],
        lastMinuteDiscounts: [{ percent: 5, daysBeforeArrivalFrom: 0, daysBeforeArrivalTo: 7 }],
      }),
      request({ checkIn: '2026-03-03', checkOut: '2026-03-13' }),
      context({ fees: { ...SITE_FEES, guest: { type: 'percentage', value: '0' } } }),
    );
    // 10 nights at 100.00: length-of-stay 15 % (not weekly 10 %), then 5 % of the 850.00 left.
    expect(quote.lines.filter((line) => line.deducted).map((line) => [line.kind, line.amountMinor])).toEqual([
      ['length-of-stay-discount', 15_000],
      ['last-minute-discount', 4_250],
    ]);
    expect(quote.totalMinor).toBe(100_000 - 15_000 - 4_250);
  });

  it('charges a Diamond member no service fee, and the host her fee all the same', () => {
    const diamond = priced(listingWith(), request(), context({ guestIsDiamond: true }));
    expect(amountOf(diamond, 'service-fee')).toBeUndefined();
    expect(diamond.totalMinor).toBe(30_000);
    expect(diamond.diamond).toBe(true);
    expect(diamond.hostServiceFeeMinor).toBe(900);
  });

  it('adds a fixed service fee once, converted from the fee currency into the listing currency', () => {
    const fixed: FeeSettings = { ...SITE_FEES, guest: { type: 'fixed', value: '10' } };
    const quote = priced(listingWith({ currency: 'EUR' }), request(), context({ fees: fixed, displayCurrency: 'EUR' }));
    // 10.00 USD at 0.862 EUR
    expect(amountOf(quote, 'service-fee')).toBe(862);
  });

  it('adds Booking Protection at 7 % of the stay with its tax when chosen yes, and nothing for no or unchosen', () => {
    const listing = listingWith({ taxRate: 10, cleaningPriceMinor: 2_000 });
    const yes = priced(listing, request({ bookingProtection: true }), context());
    expect(BOOKING_PROTECTION_PERCENT).toBe(7);
    // (300.00 + 20.00) + 10 % tax = 352.00; 7 % = 24.64
    expect(amountOf(yes, 'booking-protection')).toBe(2_464);
    expect(yes.lines.at(-1)!.kind).toBe('booking-protection');
    for (const choice of [false, null]) {
      const quote = priced(listing, request({ bookingProtection: choice }), context());
      expect(amountOf(quote, 'booking-protection')).toBeUndefined();
      expect(quote.bookingProtection).toBe(choice);
      expect(quote.totalMinor).toBe(yes.totalMinor - 2_464);
    }
  });
});

describe('currencies', () => {
  it('prices a JPY listing in yen with no decimals and shows it in dollars, each line converted once', () => {
    const quote = priced(
      listingWith({ currency: 'JPY', basePriceMinor: 15_000, cleaningPriceMinor: 3_333 }),
      request(),
      context({ displayCurrency: 'USD' }),
    );
    expect(quote.currency).toBe('JPY');
    expect(quote.displayCurrency).toBe('USD');
    expect(quote.lines.map((line) => [line.kind, line.amountMinor, line.displayAmountMinor])).toEqual([
      // 45,000 JPY / 154.6 = 291.07 USD
      ['nights', 45_000, 29_107],
      // 3,333 JPY = 21.559 → 21.56 USD
      ['cleaning', 3_333, 2_156],
      // 12 % of 48,333 = 5,799.96 → 5,800 JPY = 37.516 → 37.52 USD
      ['service-fee', 5_800, 3_752],
    ]);
    expect(quote.totalMinor).toBe(54_133);
    expect(quote.displayTotalMinor).toBe(linesTotal(quote.lines, (line) => line.displayAmountMinor));
    expect(quote.conversion.rates).toEqual({
      base: 'USD',
      listingRate: '154.6',
      displayRate: '1',
      asOf: new Date(NOW),
    });
  });

  it('prices a USD listing in dollars and shows it in yen', () => {
    const quote = priced(listingWith(), request(), context({ displayCurrency: 'JPY' }));
    expect(quote.lines.map((line) => [line.kind, line.amountMinor, line.displayAmountMinor])).toEqual([
      ['nights', 30_000, 46_380],
      ['service-fee', 3_600, 5_566],
    ]);
    expect(quote.displayTotalMinor).toBe(51_946);
  });

  it('shows the listing currency when the display currency has no stored rate', () => {
    const quote = priced(listingWith(), request(), context({ displayCurrency: 'CHF' }));
    expect(quote.displayCurrency).toBe('USD');
    expect(quote.conversion.rates).toBeNull();
  });
});

describe('time zones', () => {
  it('prices a stay across the night the clocks change at the home like any other: each night once', () => {
    // Europe/London goes forward on 29 March 2026; New York on 8 March.
    for (const [timeZone, checkIn, checkOut] of [
      ['Europe/London', '2026-03-27', '2026-03-31'],
      ['America/New_York', '2026-03-06', '2026-03-10'],
    ] as const) {
      const quote = priced(
        listingWith({ timeZone, weekendPriceMinor: 15_000 }),
        request({ checkIn, checkOut }),
        context({ fees: { ...SITE_FEES, guest: { type: 'percentage', value: '0' } } }),
      );
      expect(quote.nights).toBe(4);
      // Friday and Saturday at the weekend price, Sunday and Monday at the base price.
      expect(amountOf(quote, 'nights')).toBe(2 * 15_000 + 2 * 10_000);
    }
  });

  it('counts a last-minute discount from the date at the home, not the server', () => {
    const listing = listingWith({
      timeZone: 'Pacific/Auckland',
      lastMinuteDiscounts: [{ percent: 20, daysBeforeArrivalFrom: 0, daysBeforeArrivalTo: 0 }],
    });
    // 11:00 UTC on 1 March is already 2 March in Auckland: a stay from 2 March arrives today there.
    const quote = priced(
      listing,
      request({ checkIn: '2026-03-02', checkOut: '2026-03-03', now: NOW - 3_600_000 }),
      context(),
    );
    expect(amountOf(quote, 'last-minute-discount')).toBe(2_000);
  });

  it('keeps a seasonal price for the nights in its season', () => {
    const quote = priced(
      listingWith({ seasons: [season('Easter', '2026-04-07', '2026-04-07', 20_000)] }),
      request(),
      context(),
    );
    expect(amountOf(quote, 'nights')).toBe(40_000);
  });
});

describe('expiry', () => {
  it('expires at its expiry instant, not a millisecond later', () => {
    const expiresAt = new Date(NOW);
    expect(isExpired({ expiresAt }, NOW - 1)).toBe(false);
    expect(isExpired({ expiresAt }, NOW)).toBe(true);
  });
});

describe('limits', () => {
  it('refuses in words a stay whose amounts would pass what money can count', () => {
    const outcome = priceStay(
      listingWith({ basePriceMinor: 2 ** 52, personCapacity: 4 }),
      request({ checkIn: '2026-04-01', checkOut: '2026-04-30' }),
      context(),
    );
    expect(outcome).toEqual({ ok: false, message: QUOTE_MESSAGES.tooLarge });
  });
});
