import { describe, expect, it } from 'vitest';
import { localDate, type Weekday } from './local-date';
import type { StayTerms } from './terms';
import { season, stayTerms } from './testing';
import { localTime } from './time-zone';
import { securityDepositMax, validateTerms } from './validate-terms';

const errors = (overrides: Partial<StayTerms>) => validateTerms(stayTerms(overrides));
const messageOf = (overrides: Partial<StayTerms>, field: string) =>
  errors(overrides).find((e) => e.field === field)?.message;

describe('checking the terms', () => {
  it('passes sound terms, seasons and discount rules', () => {
    expect(
      errors({
        weekendPriceMinor: 12_000,
        cleaningPriceMinor: 3_000,
        extraGuestAfter: 2,
        extraGuestFeeMinor: 1_000,
        taxRate: 8.88,
        weeklyDiscount: 10,
        monthlyDiscount: 20,
        threeMonthDiscount: 99,
        minNight: 2,
        maxNight: 30,
        advanceNoticeDays: 0,
        sameDayCutOff: localTime('18:00'),
        bookingWindowMonths: 12,
        blockedDates: [localDate('2024-12-25')],
        blockedCheckInDays: ['SUN', 'MON'],
        seasons: [
          season('Christmas', '2024-12-20', '2025-01-05', 20_000, { minimumStay: 5 }),
          season('One night', '2025-01-06', '2025-01-06', 15_000),
        ],
        lastMinuteDiscounts: [{ percent: 10, daysBeforeArrivalFrom: 0, daysBeforeArrivalTo: 0 }],
        lengthOfStayDiscounts: [
          { minimumNights: 14, percent: 15, daysBeforeArrivalFrom: null, daysBeforeArrivalTo: 60 },
        ],
      }),
    ).toEqual([]);
  });

  it('refuses discounts and tax outside 0-99 %', () => {
    expect(messageOf({ weeklyDiscount: 100 }, 'weeklyDiscount')).toBe('Discount must be a number from 0 to 99 %.');
    expect(messageOf({ monthlyDiscount: -1 }, 'monthlyDiscount')).toBe('Discount must be a number from 0 to 99 %.');
    expect(messageOf({ threeMonthDiscount: 12.5 }, 'threeMonthDiscount')).toBe(
      'Discount must be a number from 0 to 99 %.',
    );
    expect(messageOf({ taxRate: 99.5 }, 'taxRate')).toBe('Tax rate must be a number from 0 to 99 %.');
    expect(messageOf({ taxRate: 8.875 }, 'taxRate')).toBe('Tax rate must be a number from 0 to 99 %.');
    expect(messageOf({ taxRate: Number.NaN }, 'taxRate')).toBe('Tax rate must be a number from 0 to 99 %.');
    expect(errors({ taxRate: 99 })).toEqual([]);
  });

  it('refuses minimum nights above maximum nights, and nights outside their bounds', () => {
    expect(messageOf({ minNight: 5, maxNight: 4 }, 'minNight')).toBe(
      'Minimum nights must not be more than maximum nights.',
    );
    expect(errors({ minNight: 4, maxNight: 4 })).toEqual([]);
    expect(messageOf({ minNight: 0 }, 'minNight')).toBe('Minimum nights must be from 1 to 365.');
    expect(messageOf({ maxNight: 1096 }, 'maxNight')).toBe('Maximum nights must be from 1 to 1095.');
  });

  it('refuses amounts that are not whole non-negative minor units, and a base price of zero', () => {
    expect(messageOf({ basePriceMinor: 0 }, 'basePriceMinor')).toBe('Base price must be greater than zero.');
    expect(messageOf({ cleaningPriceMinor: -100 }, 'cleaningPriceMinor')).toBe(
      'Cleaning price: only numbers are allowed.',
    );
    expect(messageOf({ petFeeMinor: 1.5 }, 'petFeeMinor')).toBe('Pet fee: only numbers are allowed.');
    expect(messageOf({ weekendPriceMinor: 0 }, 'weekendPriceMinor')).toBe('Weekend price must be greater than zero.');
  });

  it('caps the security deposit, telling the host to add more to her house rules', () => {
    expect(securityDepositMax('USD')).toBe(500_000);
    expect(securityDepositMax('JPY')).toBe(750_000);
    expect(securityDepositMax('KWD')).toBe(5_000_000);
    expect(errors({ securityDepositMinor: 500_000 })).toEqual([]);
    expect(messageOf({ securityDepositMinor: 500_001 }, 'securityDepositMinor')).toBe(
      'The security deposit can be at most $5,000.00. If you need more cover, please add it to your house rules.',
    );
    expect(messageOf({ currency: 'JPY', securityDepositMinor: 750_001 }, 'securityDepositMinor')).toContain('¥750,000');
  });

  it('refuses an unknown zone or currency', () => {
    expect(messageOf({ timeZone: 'Europe/Atlantis' }, 'timeZone')).toBe('Please choose a time zone from the list.');
    expect(messageOf({ timeZone: 'europe/london' }, 'timeZone')).toBe('Please choose a time zone from the list.');
    expect(messageOf({ timeZone: 'US/Eastern' }, 'timeZone')).toBe('Please choose a time zone from the list.');
    expect(messageOf({ currency: 'XYZ' }, 'currency')).toBe('Please choose a currency from the list.');
    expect(messageOf({ currency: 'usd' }, 'currency')).toBe('Please choose a currency from the list.');
  });

  it('refuses notice, window and times that are not among the options', () => {
    expect(messageOf({ advanceNoticeDays: 5 as never }, 'advanceNoticeDays')).toContain('same day, 1, 2, 3 or 7 days');
    expect(messageOf({ bookingWindowMonths: 4 as never }, 'bookingWindowMonths')).toContain('3, 6, 9 or 12 months');
    expect(messageOf({ sameDayCutOff: '25:00' as never }, 'sameDayCutOff')).toBe('Please choose a time from the list.');
  });

  it('refuses unknown weekdays and a week with no day to check in or out', () => {
    const everyDay: Weekday[] = ['MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT', 'SUN'];
    expect(messageOf({ blockedCheckInDays: ['FUN' as Weekday] }, 'blockedCheckInDays')).toContain('MON, TUE');
    expect(messageOf({ blockedCheckInDays: everyDay }, 'blockedCheckInDays')).toBe(
      'Guests need at least one day of the week on which they can check in.',
    );
    expect(messageOf({ blockedCheckOutDays: everyDay }, 'blockedCheckOutDays')).toBe(
      'Guests need at least one day of the week on which they can check out.',
    );
  });

  it('refuses blocked dates that are not calendar dates', () => {
    expect(messageOf({ blockedDates: [localDate('2024-01-01'), '2024-02-30' as never] }, 'blockedDates.1')).toBe(
      'Please choose a date from the calendar.',
    );
  });

  it('refuses extra guests counted past the guests the home takes', () => {
    expect(messageOf({ personCapacity: 4, extraGuestAfter: 5 }, 'extraGuestAfter')).toContain(
      'no higher than the guests',
    );
    expect(messageOf({ extraGuestAfter: 0 }, 'extraGuestAfter')).toContain('from 1 to 1000');
    expect(messageOf({ personCapacity: 1001 }, 'personCapacity')).toBe('Guest count must be from 1 to 1000.');
  });

  describe('seasons', () => {
    it('need a name, dates in order and a nightly price', () => {
      expect(errors({ seasons: [season('  ', '2024-12-20', '2024-12-19', 0)] })).toEqual([
        { field: 'seasons.0.name', message: 'Name is required' },
        { field: 'seasons.0.to', message: 'From value must be below the to value.' },
        { field: 'seasons.0.nightlyMinor', message: 'Nightly price must be greater than zero.' },
      ]);
      expect(
        messageOf(
          { seasons: [{ ...season('Bad', '2024-12-20', '2024-12-21', 1), from: '2024-13-01' as never }] },
          'seasons.0.from',
        ),
      ).toBe('Please choose a date from the calendar.');
    });

    it('may not share a night', () => {
      const seasons = [
        season('Christmas', '2024-12-20', '2025-01-05', 20_000),
        season('New Year', '2025-01-05', '2025-01-07', 25_000),
        season('Later', '2025-01-08', '2025-01-10', 25_000),
      ];
      expect(errors({ seasons })).toEqual([
        {
          field: 'seasons.1.from',
          message: 'The seasons "Christmas" and "New Year" overlap: each night can have only one seasonal price.',
        },
      ]);
    });

    it("hold their own stay limits against each other and the listing's", () => {
      expect(
        messageOf(
          { seasons: [season('S', '2024-07-01', '2024-07-31', 1, { minimumStay: 10, maximumStay: 7 })] },
          'seasons.0.minimumStay',
        ),
      ).toBe('Minimum nights must not be more than maximum nights.');
      expect(
        messageOf(
          { maxNight: 7, seasons: [season('S', '2024-07-01', '2024-07-31', 1, { minimumStay: 10 })] },
          'seasons.0.minimumStay',
        ),
      ).toBe('Minimum nights must not be more than maximum nights.');
      expect(
        messageOf(
          { seasons: [season('S', '2024-07-01', '2024-07-31', 1, { noCheckInDays: ['XXX' as Weekday] })] },
          'seasons.0.noCheckInDays',
        ),
      ).toContain('MON, TUE');
    });
  });

  describe('discount rules', () => {
    it('refuse percentages outside 0-99 and days before arrival out of order or range', () => {
      expect(
        errors({
          lastMinuteDiscounts: [{ percent: 120, daysBeforeArrivalFrom: 7, daysBeforeArrivalTo: 3 }],
          lengthOfStayDiscounts: [
            { minimumNights: 0, percent: 10, daysBeforeArrivalFrom: -1, daysBeforeArrivalTo: null },
          ],
        }),
      ).toEqual([
        { field: 'lastMinuteDiscounts.0.percent', message: 'Discount must be a number from 0 to 99 %.' },
        { field: 'lastMinuteDiscounts.0.daysBeforeArrivalTo', message: 'From value must be below the to value.' },
        {
          field: 'lengthOfStayDiscounts.0.minimumNights',
          message: 'A length-of-stay discount starts at a number of nights from 1 to 1095.',
        },
        {
          field: 'lengthOfStayDiscounts.0.daysBeforeArrivalFrom',
          message: 'Days before arrival must be a whole number from 0 to 1095.',
        },
      ]);
    });
  });
});
