// Properties of the club's quotes (issue 16 item 1, fast-check): the total is the sum of its lines in both currencies,
// no line is negative and no discount takes more than the nights, Diamond members pay no service fee, Booking
// Protection is its percentage of the stay, and a conversion there and back lands within one minor unit of the
// coarser currency. The oracles are written here, not read from the code under test.
import { currencyExponent } from '@golightly/money';
import { fromEpochDay, toEpochDay, type LocalDate } from '@golightly/stay-rules';
import { stayTerms } from '@golightly/stay-rules/testing';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { FeeSettings } from './fees';
import { BOOKING_PROTECTION_PERCENT, priceStay, type ListingTermsRecord, type QuoteLine } from './quote';
import { convertAcross } from './quote-conversion';

const NOW = Date.parse('2026-01-10T12:00:00Z');
const FIRST_DAY = toEpochDay('2026-01-12' as LocalDate);
const CURRENCIES = ['USD', 'JPY', 'EUR', 'KWD', 'GBP'] as const;
// Rates as stored (numeric(18, 8)): each currency's real rate against USD, moved by a factor from 0.5 to 2.
const REAL_RATES = { USD: 1, EUR: 0.862, JPY: 154.6, KWD: 0.307, GBP: 0.761 } as const;
const rateOf = (code: (typeof CURRENCIES)[number]) =>
  fc.integer({ min: 5_000, max: 20_000 }).map((factor) => ((REAL_RATES[code] * factor) / 10_000).toFixed(6));
const rateArb = fc.constantFrom(...CURRENCIES).chain(rateOf);
const percentText = fc.integer({ min: 0, max: 9_999 }).map((hundredths) => (hundredths / 100).toFixed(2));
const amount = fc.integer({ min: 0, max: 2_000_000 });

const listingArb: fc.Arbitrary<ListingTermsRecord> = fc
  .record({
    currency: fc.constantFrom(...CURRENCIES),
    timeZone: fc.constantFrom('Europe/London', 'America/New_York', 'Asia/Tokyo', 'Australia/Sydney'),
    basePriceMinor: fc.integer({ min: 1, max: 2_000_000 }),
    weekendPriceMinor: fc.option(fc.integer({ min: 1, max: 2_000_000 })),
    cleaningPriceMinor: amount,
    extraGuestFeeMinor: amount,
    extraGuestAfter: fc.option(fc.integer({ min: 1, max: 6 })),
    petFeeMinor: amount,
    securityDepositMinor: amount,
    taxRate: fc.integer({ min: 0, max: 9_900 }).map((hundredths) => hundredths / 100),
    weeklyDiscount: fc.integer({ min: 0, max: 99 }),
    monthlyDiscount: fc.integer({ min: 0, max: 99 }),
    threeMonthDiscount: fc.integer({ min: 0, max: 99 }),
    lastMinute: fc.integer({ min: 0, max: 99 }),
  })
  .map(({ lastMinute, ...terms }) => ({
    listId: 1,
    version: 1,
    hostId: '00000000-0000-4000-8000-000000000001',
    bookable: true,
    deleted: false,
    terms: {
      ...stayTerms({
        ...terms,
        personCapacity: 12,
        lastMinuteDiscounts: [{ percent: lastMinute, daysBeforeArrivalFrom: 0, daysBeforeArrivalTo: 10 }],
      }),
      instantBook: false,
      womensOnly: false,
      cancellationPolicy: 'flexible',
    },
  }));

const feesArb: fc.Arbitrary<FeeSettings> = fc
  .record({
    guestFixed: fc.boolean(),
    guest: percentText,
    host: percentText,
    fixed: fc.integer({ min: 0, max: 5_000 }).map(String),
  })
  .map(({ guestFixed, guest, host, fixed }) => ({
    kind: 'site',
    guest: guestFixed ? { type: 'fixed', value: fixed } : { type: 'percentage', value: guest },
    host: { type: 'percentage', value: host },
    currency: 'USD',
  }));

const caseArb = fc.record({
  listing: listingArb,
  fees: feesArb,
  start: fc.integer({ min: 0, max: 400 }),
  nights: fc.integer({ min: 1, max: 120 }),
  women: fc.integer({ min: 1, max: 6 }),
  children: fc.integer({ min: 0, max: 6 }),
  pets: fc.integer({ min: 0, max: 2 }),
  protection: fc.constantFrom(true, false, null),
  diamond: fc.boolean(),
  display: fc.constantFrom(...CURRENCIES),
  rates: fc.record(
    Object.fromEntries(CURRENCIES.map((code) => [code, rateArb])) as Record<
      (typeof CURRENCIES)[number],
      fc.Arbitrary<string>
    >,
  ),
});

type Case = typeof caseArb extends fc.Arbitrary<infer T> ? T : never;

function priceCase(c: Case) {
  return priceStay(
    c.listing,
    {
      checkIn: fromEpochDay(FIRST_DAY + c.start),
      checkOut: fromEpochDay(FIRST_DAY + c.start + c.nights),
      guests: { women: c.women, men: 0, children: c.children, others: 0, infants: 1 },
      pets: c.pets,
      bookingProtection: c.protection,
      now: NOW,
    },
    {
      fees: c.fees,
      guestIsDiamond: c.diamond,
      taken: [],
      displayCurrency: c.display,
      rates: { base: 'USD', rates: c.rates, asOf: new Date(NOW) },
    },
  );
}

const signedSum = (lines: QuoteLine[], pick: (line: QuoteLine) => number) =>
  lines.reduce((sum, line) => sum + (line.deducted ? -pick(line) : pick(line)), 0);

describe('quote properties', () => {
  it('totals are the sum of their lines in both currencies; no line is negative; discounts never exceed the nights', () => {
    fc.assert(
      fc.property(caseArb, (c) => {
        const outcome = priceCase(c);
        if (!outcome.ok) throw new Error(outcome.message);
        const { lines, totalMinor, displayTotalMinor } = outcome.quote;
        expect(totalMinor).toBe(signedSum(lines, (line) => line.amountMinor));
        expect(displayTotalMinor).toBe(signedSum(lines, (line) => line.displayAmountMinor));
        for (const line of lines) {
          expect(Number.isSafeInteger(line.amountMinor) && line.amountMinor >= 0).toBe(true);
          expect(Number.isSafeInteger(line.displayAmountMinor) && line.displayAmountMinor >= 0).toBe(true);
        }
        const nights = lines
          .filter((line) => line.kind === 'nights' || line.kind === 'extra-guests')
          .reduce((sum, line) => sum + line.amountMinor, 0);
        const discounts = lines.filter((line) => line.deducted).reduce((sum, line) => sum + line.amountMinor, 0);
        expect(discounts).toBeLessThan(nights);
        expect(totalMinor).toBeGreaterThan(0);
      }),
      { numRuns: 300 },
    );
  });

  it('charges a Diamond member exactly the same as anyone else, less the service fee line', () => {
    fc.assert(
      fc.property(caseArb, (c) => {
        const diamond = priceCase({ ...c, diamond: true });
        const standard = priceCase({ ...c, diamond: false });
        if (!diamond.ok || !standard.ok) throw new Error('refused');
        expect(diamond.quote.lines.some((line) => line.kind === 'service-fee')).toBe(false);
        const fee = standard.quote.lines.find((line) => line.kind === 'service-fee')?.amountMinor ?? 0;
        expect(diamond.quote.totalMinor).toBe(standard.quote.totalMinor - fee);
        expect(diamond.quote.hostServiceFeeMinor).toBe(standard.quote.hostServiceFeeMinor);
      }),
      { numRuns: 200 },
    );
  });

  it('adds Booking Protection only when chosen yes, as its percentage of the stay with tax, rounded half up', () => {
    fc.assert(
      fc.property(caseArb, (c) => {
        const outcome = priceCase(c);
        if (!outcome.ok) throw new Error(outcome.message);
        const { lines } = outcome.quote;
        const protection = lines.find((line) => line.kind === 'booking-protection');
        if (c.protection !== true) {
          expect(protection).toBeUndefined();
          return;
        }
        const stay = signedSum(
          lines.filter((line) => line.kind !== 'service-fee' && line.kind !== 'booking-protection'),
          (line) => line.amountMinor,
        );
        const exact = (BigInt(stay) * BigInt(BOOKING_PROTECTION_PERCENT) * 2n + 100n) / 200n;
        expect(protection?.amountMinor ?? 0).toBe(Number(exact));
      }),
      { numRuns: 200 },
    );
  });

  it('converts there and back to within one minor unit of the coarser currency', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1e9 }),
        fc.constantFrom(...CURRENCIES).chain((code) => fc.tuple(fc.constant(code), rateOf(code))),
        fc.constantFrom(...CURRENCIES).chain((code) => fc.tuple(fc.constant(code), rateOf(code))),
        (minor, [from, fromRate], [to, toRate]) => {
          const there = convertAcross(minor, from, to, fromRate, toRate);
          const back = convertAcross(there, to, from, toRate, fromRate);
          // One minor unit of `to`, in minor units of `from`: rate-scaled by the exponents.
          const toUnitInFrom =
            (Number(fromRate) / Number(toRate)) * 10 ** (currencyExponent(from) - currencyExponent(to));
          expect(Math.abs(back - minor)).toBeLessThanOrEqual(Math.max(1, Math.ceil(toUnitInFrom)));
        },
      ),
      { numRuns: 500 },
    );
  });

  it('converts exactly as decimal arithmetic on text would, rounding half up once', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e9 }), rateArb, rateArb, (minor, fromRate, toRate) => {
        // USD cents to JPY: minor / 100 / fromRate × toRate yen, by hand in thousandths of a yen.
        const scaled = (text: string) => {
          const [whole, fraction = ''] = text.split('.');
          return { n: BigInt(whole + fraction), d: 10n ** BigInt(fraction.length) };
        };
        const f = scaled(fromRate);
        const t = scaled(toRate);
        const numerator = BigInt(minor) * t.n * f.d;
        const denominator = 100n * f.n * t.d;
        const expected = (2n * numerator + denominator) / (2n * denominator);
        expect(convertAcross(minor, 'USD', 'JPY', fromRate, toRate)).toBe(Number(expected));
      }),
      { numRuns: 300 },
    );
  });
});
