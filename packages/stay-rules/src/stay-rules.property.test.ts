import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkAvailability, reservedNights } from './availability';
import { WEEKDAYS, addDays, fromEpochDay, toEpochDay, type LocalDate } from './local-date';
import { quoteStay, type Quote } from './quote';
import type { Season, StayDates, StayTerms } from './terms';
import { season as seasonOf, stayTerms } from './testing';

const FIRST_DAY = toEpochDay('2024-01-01' as LocalDate);
// A month before the first stay, so that no zone's "today" has passed any check-in.
const NOW = Date.parse('2023-12-01T12:00:00Z');
const ZONES = ['Europe/London', 'America/New_York', 'Australia/Sydney', 'Pacific/Apia', 'UTC'];

const day = (min: number, max: number) => fc.integer({ min: FIRST_DAY + min, max: FIRST_DAY + max }).map(fromEpochDay);
const stayArb: fc.Arbitrary<StayDates> = fc
  .tuple(fc.integer({ min: 0, max: 700 }), fc.integer({ min: 1, max: 120 }))
  .map(([start, nights]) => ({
    checkIn: fromEpochDay(FIRST_DAY + start),
    checkOut: fromEpochDay(FIRST_DAY + start + nights),
  }));
const amount = fc.integer({ min: 0, max: 5_000_000 });
const percent = fc.integer({ min: 0, max: 99 });

/** Seasons that never share a night: cut points sorted, every other gap a season. */
const seasonsArb: fc.Arbitrary<Season[]> = fc
  .uniqueArray(fc.integer({ min: 0, max: 800 }), { minLength: 0, maxLength: 8 })
  .chain((cuts) => {
    const sorted = [...cuts].sort((a, b) => a - b);
    const pairs: [number, number][] = [];
    for (let i = 0; i + 1 < sorted.length; i += 2) pairs.push([sorted[i] ?? 0, (sorted[i + 1] ?? 0) - 1]);
    return fc.tuple(
      ...pairs.map(([from, to]) =>
        fc
          .record({
            nightly: fc.integer({ min: 1, max: 5_000_000 }),
            weekend: fc.option(fc.integer({ min: 1, max: 5_000_000 })),
            extra: fc.option(amount),
          })
          .map(({ nightly, weekend, extra }) =>
            seasonOf(
              `S${from}`,
              fromEpochDay(FIRST_DAY + from),
              fromEpochDay(FIRST_DAY + Math.max(from, to)),
              nightly,
              {
                weekendMinor: weekend,
                extraGuestMinor: extra,
              },
            ),
          ),
      ),
    );
  });

const termsArb: fc.Arbitrary<StayTerms> = fc
  .record({
    timeZone: fc.constantFrom(...ZONES),
    currency: fc.constantFrom('USD', 'JPY', 'KWD', 'EUR'),
    basePriceMinor: fc.integer({ min: 1, max: 5_000_000 }),
    weekendPriceMinor: fc.option(fc.integer({ min: 1, max: 5_000_000 })),
    cleaningPriceMinor: amount,
    extraGuestFeeMinor: amount,
    extraGuestAfter: fc.option(fc.integer({ min: 1, max: 10 })),
    petFeeMinor: amount,
    securityDepositMinor: amount,
    taxRate: fc.integer({ min: 0, max: 9900 }).map((hundredths) => hundredths / 100),
    weeklyDiscount: percent,
    monthlyDiscount: percent,
    threeMonthDiscount: percent,
    lastMinuteDiscounts: fc.array(
      fc
        .record({ percent, from: fc.integer({ min: 0, max: 30 }), span: fc.integer({ min: 0, max: 30 }) })
        .map((r) => ({ percent: r.percent, daysBeforeArrivalFrom: r.from, daysBeforeArrivalTo: r.from + r.span })),
      { maxLength: 3 },
    ),
    lengthOfStayDiscounts: fc.array(
      fc.record({
        minimumNights: fc.integer({ min: 1, max: 120 }),
        percent,
        daysBeforeArrivalFrom: fc.option(fc.integer({ min: 0, max: 100 })),
        daysBeforeArrivalTo: fc.constant(null),
      }),
      { maxLength: 3 },
    ),
    seasons: seasonsArb,
  })
  .map((t) => stayTerms({ ...t, personCapacity: 12 }));

function quoteOf(terms: StayTerms, dates: StayDates, guests = 3, pets = 1): Quote {
  const result = quoteStay(terms, { ...dates, guests, pets, now: NOW });
  if (!result.ok) throw new Error(result.refusal.message);
  return result.quote;
}

/** Nights counted by stepping a JavaScript Date one UTC day at a time: an oracle apart from the code under test. */
function nightsByDate(checkIn: LocalDate, checkOut: LocalDate): number {
  let count = 0;
  for (
    const d = new Date(`${checkIn}T00:00:00Z`);
    d.toISOString().slice(0, 10) < checkOut;
    d.setUTCDate(d.getUTCDate() + 1)
  ) {
    count++;
  }
  return count;
}

describe('stay rules invariants', () => {
  it("a quote's total is the sum of its lines, and never below its fees", () => {
    fc.assert(
      fc.property(
        termsArb,
        stayArb,
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 0, max: 3 }),
        (terms, dates, guests, pets) => {
          const q = quoteOf(terms, dates, guests, pets);
          const nightsTotal = q.nightLines.reduce((s, l) => s + l.priceMinor + l.extraGuestMinor, 0);
          const discounts = q.discounts.reduce((s, d) => s + d.amountMinor, 0);
          expect(q.accommodationMinor).toBe(nightsTotal);
          expect(q.totalMinor).toBe(nightsTotal - discounts + q.cleaningMinor + q.petFeeMinor + q.taxMinor);
          expect(discounts).toBeLessThan(q.accommodationMinor);
          expect(q.discounts.length).toBeLessThanOrEqual(2);
          expect(q.totalMinor).toBeGreaterThanOrEqual(q.cleaningMinor + q.petFeeMinor);
          expect(q.securityDepositMinor).toBe(terms.securityDepositMinor);
        },
      ),
    );
  });

  it('the number of nights is the difference of the dates', () => {
    fc.assert(
      fc.property(termsArb, stayArb, (terms, dates) => {
        const expected = nightsByDate(dates.checkIn, dates.checkOut);
        const q = quoteOf(terms, dates);
        expect(q.nights).toBe(expected);
        expect(q.nightLines).toHaveLength(expected);
        expect(q.nightLines.at(-1)?.date).toBe(addDays(dates.checkOut, -1));
        const open = { ...terms, seasons: [] };
        const availability = checkAvailability(open, { ...dates, now: NOW, reserved: [] });
        expect(availability).toEqual({ available: true, nights: expected });
      }),
    );
  });

  it('blocking more dates never makes a stay available', () => {
    fc.assert(
      fc.property(
        stayArb,
        fc.array(day(0, 800), { maxLength: 20 }),
        fc.array(day(0, 800), { maxLength: 20 }),
        (dates, blocked, more) => {
          const terms = stayTerms({ blockedDates: blocked });
          const fewer = checkAvailability(terms, { ...dates, now: NOW, reserved: [] });
          const moreBlocked = checkAvailability(
            { ...terms, blockedDates: [...blocked, ...more] },
            { ...dates, now: NOW, reserved: [] },
          );
          if (moreBlocked.available) expect(fewer.available).toBe(true);
        },
      ),
    );
  });

  it('the check-out day never blocks: blocking it, or a stay arriving on it, changes nothing', () => {
    fc.assert(
      fc.property(
        stayArb,
        fc.array(stayArb, { maxLength: 10 }),
        fc.integer({ min: 1, max: 30 }),
        (dates, reserved, nights) => {
          const terms = stayTerms();
          const before = checkAvailability(terms, { ...dates, now: NOW, reserved });
          const blockedOnCheckOut = checkAvailability(
            { ...terms, blockedDates: [dates.checkOut] },
            { ...dates, now: NOW, reserved },
          );
          const arrivingOnCheckOut = checkAvailability(terms, {
            ...dates,
            now: NOW,
            reserved: [...reserved, { checkIn: dates.checkOut, checkOut: addDays(dates.checkOut, nights) }],
          });
          expect(blockedOnCheckOut).toEqual(before);
          expect(arrivingOnCheckOut).toEqual(before);
        },
      ),
    );
  });

  it('splitting a stay never makes a night free: every night is priced and checked in exactly one part', () => {
    fc.assert(
      fc.property(
        termsArb,
        stayArb.filter((d) => nightsByDate(d.checkIn, d.checkOut) >= 2),
        fc.nat(),
        fc.array(stayArb, { maxLength: 10 }),
        (terms, dates, cut, reserved) => {
          const nights = nightsByDate(dates.checkIn, dates.checkOut);
          const middle = addDays(dates.checkIn, 1 + (cut % (nights - 1)));
          const whole = quoteOf(terms, dates);
          const first = quoteOf(terms, { checkIn: dates.checkIn, checkOut: middle });
          const second = quoteOf(terms, { checkIn: middle, checkOut: dates.checkOut });
          expect([...first.nightLines, ...second.nightLines]).toEqual(whole.nightLines);
          expect(first.accommodationMinor + second.accommodationMinor).toBe(whole.accommodationMinor);
          const taken = reservedNights(reserved, dates.checkIn, dates.checkOut);
          expect([
            ...reservedNights(reserved, dates.checkIn, middle),
            ...reservedNights(reserved, middle, dates.checkOut),
          ]).toEqual(taken);
        },
      ),
    );
  });

  it('a weekday rule refuses exactly the stays arriving or leaving on that day', () => {
    fc.assert(
      fc.property(stayArb, fc.subarray([...WEEKDAYS]), fc.subarray([...WEEKDAYS]), (dates, noIn, noOut) => {
        const result = checkAvailability(stayTerms({ blockedCheckInDays: noIn, blockedCheckOutDays: noOut }), {
          ...dates,
          now: NOW,
          reserved: [],
        });
        const jsDay = (d: LocalDate) => WEEKDAYS[(new Date(`${d}T00:00:00Z`).getUTCDay() + 6) % 7] ?? 'MON';
        const expected = noIn.includes(jsDay(dates.checkIn)) || noOut.includes(jsDay(dates.checkOut));
        expect(!result.available).toBe(expected);
      }),
    );
  });
});
