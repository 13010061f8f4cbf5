import { describe, expect, it } from 'vitest';
import { quoteStay, type Quote, type QuoteRequest } from './quote';
import type { PriceTerms } from './terms';
import { at, season, stay, stayTerms } from './testing';

/** 2024-03-01, noon in London. */
const NOW = at('2024-03-01T12:00:00Z');

function quote(terms: Partial<PriceTerms>, checkIn: string, checkOut: string, more: Partial<QuoteRequest> = {}): Quote {
  const result = quoteStay(stayTerms(terms), { ...stay(checkIn, checkOut), guests: 2, pets: 0, now: NOW, ...more });
  if (!result.ok) throw new Error(`refused: ${result.refusal.message}`);
  return result.quote;
}

const prices = (q: Quote) => q.nightLines.map((line) => line.priceMinor);

describe('the price of a stay', () => {
  it('charges the base price for every night, check-out day excluded', () => {
    const q = quote({}, '2024-03-11', '2024-03-14'); // Monday to Thursday
    expect(q.nights).toBe(3);
    expect(q.nightLines.map((l) => l.date)).toEqual(['2024-03-11', '2024-03-12', '2024-03-13']);
    expect(q).toMatchObject({
      accommodationMinor: 30_000,
      discounts: [],
      taxMinor: 0,
      totalMinor: 30_000,
      currency: 'USD',
    });
  });

  it('never discounts a stay down to nothing, however small it is', () => {
    // Half-up would round 50 % of one cent up to the whole cent.
    const q = quote({ basePriceMinor: 1, weeklyDiscount: 50 }, '2024-03-11', '2024-03-18');
    expect(q.accommodationMinor).toBe(7);
    expect(q.discounts).toEqual([{ kind: 'weekly', percent: 50, amountMinor: 4 }]);
    const one = quote(
      { basePriceMinor: 1, lastMinuteDiscounts: [{ percent: 50, daysBeforeArrivalFrom: 0, daysBeforeArrivalTo: 30 }] },
      '2024-03-11',
      '2024-03-12',
    );
    expect(one.discounts).toEqual([]);
    expect(one.totalMinor).toBe(1);
  });

  it('charges the weekend price on Friday and Saturday nights only', () => {
    const q = quote({ weekendPriceMinor: 15_000 }, '2024-03-07', '2024-03-11'); // Thursday to Monday
    expect(q.nightLines.map((l) => [l.date, l.weekend, l.priceMinor])).toEqual([
      ['2024-03-07', false, 10_000],
      ['2024-03-08', true, 15_000],
      ['2024-03-09', true, 15_000],
      ['2024-03-10', false, 10_000],
    ]);
    expect(quote({}, '2024-03-08', '2024-03-10').accommodationMinor).toBe(20_000); // no weekend price: base
  });

  it("takes a season's prices for its nights, its weekend price or else its nightly price", () => {
    const terms = {
      weekendPriceMinor: 30_000,
      seasons: [
        season('Spring break', '2024-03-08', '2024-03-09', 12_000),
        season('Festival', '2024-03-15', '2024-03-16', 20_000, { weekendMinor: 25_000 }),
      ],
    };
    const q = quote(terms, '2024-03-07', '2024-03-17');
    expect(q.nightLines.map((l) => [l.date, l.season, l.priceMinor])).toEqual([
      ['2024-03-07', null, 10_000],
      ['2024-03-08', 'Spring break', 12_000], // a Friday: the season has no weekend price, so its nightly price
      ['2024-03-09', 'Spring break', 12_000],
      ['2024-03-10', null, 10_000],
      ['2024-03-11', null, 10_000],
      ['2024-03-12', null, 10_000],
      ['2024-03-13', null, 10_000],
      ['2024-03-14', null, 10_000],
      ['2024-03-15', 'Festival', 25_000],
      ['2024-03-16', 'Festival', 25_000],
    ]);
  });

  it('charges extra guests above the included count per night, at the season fee within a season', () => {
    const terms = {
      extraGuestAfter: 2,
      extraGuestFeeMinor: 1_500,
      seasons: [season('Peak', '2024-03-12', '2024-03-12', 10_000, { extraGuestMinor: 2_500 })],
    };
    const q = quote(terms, '2024-03-11', '2024-03-13', { guests: 4 });
    expect(q.nightLines.map((l) => [l.extraGuests, l.extraGuestMinor])).toEqual([
      [2, 3_000],
      [2, 5_000],
    ]);
    expect(q.accommodationMinor).toBe(28_000);
    expect(quote(terms, '2024-03-11', '2024-03-13', { guests: 2 }).accommodationMinor).toBe(20_000);
    expect(
      quote({ ...terms, extraGuestAfter: null }, '2024-03-11', '2024-03-13', { guests: 4 }).accommodationMinor,
    ).toBe(20_000);
  });

  it('adds cleaning, one pet fee whatever the number of pets, and holds the deposit outside the total', () => {
    const terms = { cleaningPriceMinor: 5_000, petFeeMinor: 2_000, securityDepositMinor: 50_000 };
    const withPets = quote(terms, '2024-03-11', '2024-03-13', { pets: 2 });
    expect(withPets).toMatchObject({
      cleaningMinor: 5_000,
      petFeeMinor: 2_000,
      securityDepositMinor: 50_000,
      totalMinor: 27_000,
    });
    expect(quote(terms, '2024-03-11', '2024-03-13').petFeeMinor).toBe(0);
  });

  it('taxes accommodation after discounts plus cleaning and pet fee, rounded once half-up', () => {
    const terms = { cleaningPriceMinor: 2_500, petFeeMinor: 1_000, taxRate: 7.25, weeklyDiscount: 10 };
    const q = quote(terms, '2024-03-11', '2024-03-18', { pets: 1 }); // 7 weekday-priced nights (Fri/Sat at base)
    expect(q.accommodationMinor).toBe(70_000);
    expect(q.discounts).toEqual([{ kind: 'weekly', percent: 10, amountMinor: 7_000 }]);
    expect(q.taxableMinor).toBe(66_500); // 63,000 + 2,500 + 1,000
    expect(q.taxMinor).toBe(4_821); // 4,821.25
    expect(q.totalMinor).toBe(71_321);
    expect(quote({ taxRate: 12.5 }, '2024-03-11', '2024-03-12', { now: NOW }).taxMinor).toBe(1_250);
    expect(quote({ basePriceMinor: 1_010, taxRate: 5 }, '2024-03-11', '2024-03-12').taxMinor).toBe(51); // 50.5 → 51
  });

  describe('length discounts: the best one that applies, never two', () => {
    const terms = { weeklyDiscount: 10, monthlyDiscount: 20, threeMonthDiscount: 30 };

    it('start at 7, 28 and 90 nights', () => {
      expect(quote(terms, '2024-03-11', '2024-03-17').discounts).toEqual([]);
      expect(quote(terms, '2024-03-11', '2024-03-18').discounts).toEqual([
        { kind: 'weekly', percent: 10, amountMinor: 7_000 },
      ]);
      expect(quote(terms, '2024-03-11', '2024-04-07').discounts).toEqual([
        { kind: 'weekly', percent: 10, amountMinor: 27_000 },
      ]);
      expect(quote(terms, '2024-03-11', '2024-04-08').discounts).toEqual([
        { kind: 'monthly', percent: 20, amountMinor: 56_000 },
      ]);
      expect(quote(terms, '2024-03-11', '2024-06-09').discounts[0]).toMatchObject({ kind: 'three-month', percent: 30 });
    });

    it('let a larger weekly discount win over a smaller monthly one', () => {
      expect(quote({ weeklyDiscount: 25, monthlyDiscount: 15 }, '2024-03-11', '2024-04-08').discounts).toEqual([
        { kind: 'weekly', percent: 25, amountMinor: 70_000 },
      ]);
    });

    it('include length-of-stay rules, within their days before arrival', () => {
      const rule = { minimumNights: 5, percent: 12, daysBeforeArrivalFrom: 30, daysBeforeArrivalTo: null };
      const withRule = { ...terms, lengthOfStayDiscounts: [rule] };
      expect(quote(withRule, '2024-04-01', '2024-04-06').discounts).toEqual([
        { kind: 'length-of-stay', percent: 12, amountMinor: 6_000 },
      ]);
      // 29 days ahead: the rule's window has not opened.
      expect(quote(withRule, '2024-03-30', '2024-04-04').discounts).toEqual([]);
      // 7 nights: the rule's 12 % beats the weekly 10 %.
      expect(quote(withRule, '2024-04-01', '2024-04-08').discounts).toEqual([
        { kind: 'length-of-stay', percent: 12, amountMinor: 8_400 },
      ]);
    });
  });

  describe('last-minute discounts', () => {
    const lastMinute = [
      { percent: 15, daysBeforeArrivalFrom: 0, daysBeforeArrivalTo: 3 },
      { percent: 5, daysBeforeArrivalFrom: 0, daysBeforeArrivalTo: 7 },
    ];

    it('apply when check-in is within their days before arrival, the best one only', () => {
      expect(quote({ lastMinuteDiscounts: lastMinute }, '2024-03-04', '2024-03-05').discounts).toEqual([
        { kind: 'last-minute', percent: 15, amountMinor: 1_500 },
      ]);
      expect(quote({ lastMinuteDiscounts: lastMinute }, '2024-03-05', '2024-03-06').discounts).toEqual([
        { kind: 'last-minute', percent: 5, amountMinor: 500 },
      ]);
      expect(quote({ lastMinuteDiscounts: lastMinute }, '2024-03-09', '2024-03-10').discounts).toEqual([]);
    });

    it("count days before arrival from today on the listing's clock", () => {
      // 23:30 UTC on 1 March is already 2 March in Sydney: check-in on the 5th is 3 days away there, 4 in London.
      const now = at('2024-03-01T23:30:00Z');
      const q = quote({ lastMinuteDiscounts: lastMinute, timeZone: 'Australia/Sydney' }, '2024-03-05', '2024-03-06', {
        now,
      });
      expect(q.daysBeforeArrival).toBe(3);
      expect(q.discounts[0]?.percent).toBe(15);
      expect(
        quote({ lastMinuteDiscounts: lastMinute }, '2024-03-05', '2024-03-06', { now }).discounts[0]?.percent,
      ).toBe(5);
    });

    it('combine with a length discount, taken off what the length discount left', () => {
      const q = quote({ weeklyDiscount: 20, lastMinuteDiscounts: lastMinute }, '2024-03-02', '2024-03-09');
      expect(q.discounts).toEqual([
        { kind: 'weekly', percent: 20, amountMinor: 14_000 },
        { kind: 'last-minute', percent: 15, amountMinor: 8_400 },
      ]);
      expect(q.totalMinor).toBe(47_600);
    });
  });

  it('leaves out discounts of 0 % and amounts that round to nothing', () => {
    expect(quote({ weeklyDiscount: 0 }, '2024-03-11', '2024-03-18').discounts).toEqual([]);
    expect(
      quote({ currency: 'JPY', basePriceMinor: 1, weeklyDiscount: 1 }, '2024-03-11', '2024-03-18').discounts,
    ).toEqual([]);
  });

  it("counts in the listing currency's own minor units (JPY 0 decimals, KWD 3)", () => {
    const yen = quote(
      { currency: 'JPY', basePriceMinor: 15_000, taxRate: 10, weeklyDiscount: 7 },
      '2024-03-11',
      '2024-03-18',
    );
    expect(yen).toMatchObject({ accommodationMinor: 105_000, taxMinor: 9_765, totalMinor: 107_415 });
    const dinar = quote({ currency: 'KWD', basePriceMinor: 45_125, taxRate: 5 }, '2024-03-11', '2024-03-12');
    expect(dinar).toMatchObject({ taxMinor: 2_256, totalMinor: 47_381 }); // 2,256.25
  });

  describe('refusals', () => {
    const refusal = (more: Partial<QuoteRequest>, checkOut = '2024-03-12') => {
      const result = quoteStay(stayTerms(), { ...stay('2024-03-11', checkOut), guests: 2, pets: 0, now: NOW, ...more });
      return result.ok ? null : result.refusal;
    };

    it('refuse dates without a night', () => {
      expect(refusal({}, '2024-03-11')).toMatchObject({ rule: 'dates-invalid' });
    });

    it('refuse no guests, more guests than the home takes, and a bad pet count', () => {
      expect(refusal({ guests: 0 })).toEqual({
        rule: 'guests-required',
        message: 'Please say how many guests are coming.',
      });
      expect(refusal({ guests: 1.5 })).toMatchObject({ rule: 'guests-required' });
      expect(refusal({ guests: 5 })).toEqual({
        rule: 'too-many-guests',
        capacity: 4,
        message: 'This home takes at most 4 guests.',
      });
      expect(refusal({ pets: -1 })).toMatchObject({ rule: 'pets-invalid' });
      expect(refusal({ guests: 4 })).toBeNull();
    });
  });

  it('prices each night the same on the nights the clocks change', () => {
    expect(prices(quote({ timeZone: 'America/New_York' }, '2024-03-09', '2024-03-11'))).toEqual([10_000, 10_000]);
    expect(prices(quote({ timeZone: 'Europe/London' }, '2024-10-26', '2024-10-28'))).toEqual([10_000, 10_000]);
  });
});
