// An agreed price (special price, counter-offer) priced by the quote's rules (decision 0052): table cases for the lines
// and fees, Diamond, Booking Protection, a fixed fee in another currency, and properties over random stays: priced at
// exactly the host's own price of the stay, an offer gives the very total and fees the listing's quote gave.
import { stayTerms } from '@golightly/stay-rules/testing';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { FeeSettings } from './fees';
import { priceOffer } from './offer-quote';
import { linesTotal, priceStay, type ListingTermsRecord, type PricedQuote, type QuoteContext } from './quote';
import { QUOTE_MESSAGES } from './quote-texts';

const NOW = Date.parse('2026-03-01T12:00:00Z');
const SITE_FEES: FeeSettings = {
  kind: 'site',
  guest: { type: 'percentage', value: '12' },
  host: { type: 'percentage', value: '3' },
  currency: 'USD',
};
const RATES = { base: 'USD', rates: { USD: '1', EUR: '0.862', JPY: '154.6' }, asOf: new Date(NOW) };

const listing = (terms: Parameters<typeof stayTerms>[0] = {}): ListingTermsRecord => ({
  listId: 7,
  version: 3,
  hostId: '00000000-0000-4000-8000-000000000001',
  bookable: true,
  deleted: false,
  terms: { ...stayTerms(terms), instantBook: false, womensOnly: false, cancellationPolicy: 'flexible' },
});

function quoteOf(
  terms: Parameters<typeof stayTerms>[0] = {},
  options: { protection?: boolean | null; diamond?: boolean; fees?: FeeSettings; displayCurrency?: string } = {},
): PricedQuote {
  const context: QuoteContext = {
    fees: options.fees ?? SITE_FEES,
    guestIsDiamond: options.diamond ?? false,
    taken: [],
    displayCurrency: options.displayCurrency ?? 'USD',
    rates: RATES,
  };
  const outcome = priceStay(
    listing(terms),
    {
      checkIn: '2026-04-06',
      checkOut: '2026-04-09',
      guests: { women: 2, men: 0, children: 0, others: 0, infants: 0 },
      pets: 0,
      bookingProtection: options.protection ?? null,
      now: NOW,
    },
    context,
  );
  if (!outcome.ok) throw new Error(outcome.message);
  return outcome.quote;
}

function offered(quote: PricedQuote, offerMinor: number, fees = SITE_FEES) {
  const outcome = priceOffer(quote, 'special-price', offerMinor, { fees, rates: RATES });
  if (!outcome.ok) throw new Error(outcome.message);
  return outcome.quote;
}

const kindsAndAmounts = (quote: PricedQuote) => quote.lines.map((line) => [line.kind, line.amountMinor]);

describe('an agreed price priced by the quote rules', () => {
  it('replaces the stay lines by the offer, then adds tax, the service fee and the host fee', () => {
    const quote = quoteOf({ currency: 'USD', basePriceMinor: 20_000, cleaningPriceMinor: 5_000, taxRate: 10 });
    const offer = offered(quote, 50_000);
    expect(kindsAndAmounts(offer)).toEqual([
      ['special-price', 50_000],
      ['tax', 5_000],
      ['service-fee', 6_000],
    ]);
    expect(offer.lines[0]).toMatchObject({ label: 'Special price (3 nights)', count: 3, deducted: false });
    expect(offer.lines[1]).toMatchObject({ label: 'Tax (10 %)', percent: 10 });
    expect(offer.lines[2]).toMatchObject({ label: 'Service fee', percent: 12 });
    expect(offer.totalMinor).toBe(61_000);
    expect(offer.hostServiceFeeMinor).toBe(1_500);
    expect(offer.hostPayoutMinor).toBe(53_500);
  });

  it('names a counter-offer as such', () => {
    const outcome = priceOffer(quoteOf(), 'counter-offer', 30_000, { fees: SITE_FEES, rates: RATES });
    expect(outcome.ok && outcome.quote.lines[0]).toMatchObject({
      kind: 'counter-offer',
      label: 'Counter-offer (3 nights)',
    });
  });

  it('charges a Diamond guest no service fee; the host still pays hers', () => {
    const offer = offered(quoteOf({ currency: 'USD', taxRate: 0 }, { diamond: true }), 40_000);
    expect(kindsAndAmounts(offer)).toEqual([['special-price', 40_000]]);
    expect(offer.totalMinor).toBe(40_000);
    expect(offer.hostServiceFeeMinor).toBe(1_200);
  });

  it('adds Booking Protection on the stay with its tax when she chose it, none when she did not', () => {
    const withIt = offered(quoteOf({ currency: 'USD', taxRate: 10 }, { protection: true }), 50_000);
    expect(withIt.lines.at(-1)).toMatchObject({ kind: 'booking-protection', amountMinor: 3_850, percent: 7 });
    expect(withIt.totalMinor).toBe(50_000 + 5_000 + 6_000 + 3_850);
    const without = offered(quoteOf({ currency: 'USD', taxRate: 10 }, { protection: false }), 50_000);
    expect(without.lines.map((line) => line.kind)).not.toContain('booking-protection');
  });

  it('keeps the security deposit, dates, guests and the display conversion of the quote', () => {
    const quote = quoteOf({ currency: 'EUR', securityDepositMinor: 25_000, taxRate: 0 }, { displayCurrency: 'JPY' });
    const offer = offered(quote, 30_000);
    expect(offer).toMatchObject({
      securityDepositMinor: 25_000,
      checkIn: quote.checkIn,
      checkOut: quote.checkOut,
      guests: quote.guests,
      currency: 'EUR',
      displayCurrency: 'JPY',
    });
    // 300 EUR at 154.6 / 0.862 JPY a euro
    expect(offer.lines[0]!.displayAmountMinor).toBe(53_805);
    expect(offer.displayTotalMinor).toBe(linesTotal(offer.lines, (line) => line.displayAmountMinor));
  });

  it('converts a fixed fee stated in another currency, and says so in words when no rate converts it', () => {
    const fixed: FeeSettings = { ...SITE_FEES, guest: { type: 'fixed', value: '25' } };
    const offer = offered(quoteOf({ currency: 'EUR', taxRate: 0 }, { fees: fixed }), 30_000, fixed);
    expect(offer.lines.find((line) => line.kind === 'service-fee')).toMatchObject({
      amountMinor: 2_155,
      percent: null,
    });
    const stateless = priceOffer(quoteOf({ currency: 'EUR', taxRate: 0 }), 'special-price', 30_000, {
      fees: { ...fixed, currency: 'CHF' },
      rates: RATES,
    });
    expect(stateless).toEqual({ ok: false, message: QUOTE_MESSAGES.cannotConvert });
  });

  it('refuses an offer too large to price in words', () => {
    expect(priceOffer(quoteOf(), 'special-price', Number.MAX_SAFE_INTEGER, { fees: SITE_FEES, rates: RATES })).toEqual({
      ok: false,
      message: QUOTE_MESSAGES.tooLarge,
    });
  });
});

describe('properties of an agreed price', () => {
  const HOST_PRICE_KINDS = new Set(['tax', 'service-fee', 'booking-protection']);
  const termsArb = fc.record({
    currency: fc.constantFrom('USD', 'EUR', 'JPY'),
    basePriceMinor: fc.integer({ min: 1, max: 500_000 }),
    cleaningPriceMinor: fc.integer({ min: 0, max: 100_000 }),
    taxRate: fc.integer({ min: 0, max: 9_900 }).map((hundredths) => hundredths / 100),
    weeklyDiscount: fc.constant(0),
  });
  const feesArb = fc.record({
    guest: fc
      .integer({ min: 0, max: 2_500 })
      .map((h) => ({ type: 'percentage' as const, value: (h / 100).toFixed(2) })),
    host: fc.integer({ min: 0, max: 2_500 }).map((h) => ({ type: 'percentage' as const, value: (h / 100).toFixed(2) })),
  });
  const optionsArb = fc.record({ protection: fc.constantFrom(true, false, null), diamond: fc.boolean() });

  it("at the host's own price of the stay, gives the listing quote's total, fees and payout", () => {
    fc.assert(
      fc.property(termsArb, feesArb, optionsArb, (terms, fees, options) => {
        const settings: FeeSettings = { ...SITE_FEES, ...fees };
        const quote = quoteOf(terms, { ...options, fees: settings });
        const hostPrice = linesTotal(
          quote.lines.filter((line) => !HOST_PRICE_KINDS.has(line.kind)),
          (line) => line.amountMinor,
        );
        const offer = offered(quote, hostPrice, settings);
        expect(offer.totalMinor).toBe(quote.totalMinor);
        expect(offer.hostServiceFeeMinor).toBe(quote.hostServiceFeeMinor);
        expect(offer.hostPayoutMinor).toBe(quote.hostPayoutMinor);
        const feeLines = (q: PricedQuote) => q.lines.filter((line) => HOST_PRICE_KINDS.has(line.kind));
        expect(feeLines(offer)).toEqual(feeLines(quote));
      }),
    );
  });

  it('adds up: the total is its lines, the payout and host fee are the stay with tax, Diamond pays no fee', () => {
    fc.assert(
      fc.property(
        termsArb,
        feesArb,
        optionsArb,
        fc.integer({ min: 1, max: 5_000_000 }),
        (terms, fees, options, price) => {
          const settings: FeeSettings = { ...SITE_FEES, ...fees };
          const offer = offered(quoteOf(terms, { ...options, fees: settings }), price, settings);
          expect(offer.totalMinor).toBe(offer.lines.reduce((sum, line) => sum + line.amountMinor, 0));
          const tax = offer.lines.find((line) => line.kind === 'tax')?.amountMinor ?? 0;
          expect(offer.hostPayoutMinor + offer.hostServiceFeeMinor).toBe(price + tax);
          if (options.diamond) expect(offer.lines.some((line) => line.kind === 'service-fee')).toBe(false);
          for (const line of offer.lines) expect(line.amountMinor).toBeGreaterThanOrEqual(0);
          expect(offer.lines.some((line) => line.kind === 'booking-protection')).toBe(options.protection === true);
        },
      ),
    );
  });
});
