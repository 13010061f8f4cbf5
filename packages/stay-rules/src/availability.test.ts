import { describe, expect, it } from 'vitest';
import { checkAvailability, type Availability, type AvailabilityRequest } from './availability';
import { localDate } from './local-date';
import type { CalendarTerms } from './terms';
import { at, season, stay, stayTerms } from './testing';
import { localTime } from './time-zone';

/** 2024-03-01 (a Friday), noon in London. */
const NOON_MARCH_1 = at('2024-03-01T12:00:00Z');

function check(
  terms: Partial<CalendarTerms>,
  checkIn: string,
  checkOut: string,
  more: Partial<AvailabilityRequest> = {},
): Availability {
  return checkAvailability(stayTerms(terms), { ...stay(checkIn, checkOut), now: NOON_MARCH_1, reserved: [], ...more });
}

const rules = (availability: Availability) => (availability.available ? [] : availability.reasons.map((r) => r.rule));

describe('availability', () => {
  it('takes a stay that breaks no rule and counts its nights', () => {
    expect(check({}, '2024-03-08', '2024-03-11')).toEqual({ available: true, nights: 3 });
  });

  it('refuses a check-out that is not after the check-in', () => {
    for (const checkOut of ['2024-03-08', '2024-03-07']) {
      expect(check({}, '2024-03-08', checkOut)).toEqual({
        available: false,
        reasons: [{ rule: 'dates-invalid', message: 'Check-out must be at least one day after check-in.' }],
      });
    }
  });

  it('refuses a check-in in the past, on the listing calendar', () => {
    expect(check({}, '2024-02-29', '2024-03-03')).toMatchObject({
      available: false,
      reasons: [{ rule: 'in-the-past', today: '2024-03-01', message: 'Check-in cannot be in the past.' }],
    });
  });

  describe('the check-out day', () => {
    const reserved = [stay('2024-03-05', '2024-03-10')];

    it('is free: a stay may arrive the day another leaves', () => {
      expect(check({}, '2024-03-10', '2024-03-12', { reserved })).toEqual({ available: true, nights: 2 });
    });

    it('is free: a stay may leave the day another arrives', () => {
      expect(check({}, '2024-03-03', '2024-03-05', { reserved })).toEqual({ available: true, nights: 2 });
    });

    it('is not blocked by a host block on that day', () => {
      expect(check({ blockedDates: [localDate('2024-03-10')] }, '2024-03-08', '2024-03-10')).toEqual({
        available: true,
        nights: 2,
      });
    });

    it('while a night of another stay is taken, with exactly the shared nights named', () => {
      const result = check({}, '2024-03-09', '2024-03-12', {
        reserved: [...reserved, stay('2024-03-11', '2024-03-14')],
      });
      expect(result).toEqual({
        available: false,
        reasons: [
          {
            rule: 'reserved',
            nights: ['2024-03-09', '2024-03-11'],
            message: 'Property is not available for selected dates',
          },
        ],
      });
    });
  });

  it('refuses blocked nights with the spec message, naming each blocked night once', () => {
    const blockedDates = ['2024-03-09', '2024-03-09', '2024-03-20', '2024-03-08'].map(localDate);
    expect(check({ blockedDates }, '2024-03-08', '2024-03-11')).toEqual({
      available: false,
      reasons: [
        {
          rule: 'blocked',
          nights: ['2024-03-08', '2024-03-09'],
          message: 'Property is not available for selected dates',
        },
      ],
    });
  });

  describe('blocked weekdays', () => {
    it('refuse a check-in on a blocked check-in day, not a check-out on it', () => {
      expect(check({ blockedCheckInDays: ['FRI'] }, '2024-03-08', '2024-03-10')).toMatchObject({
        available: false,
        reasons: [
          { rule: 'check-in-day', weekday: 'FRI', season: null, message: 'Check-in is not possible on a Friday.' },
        ],
      });
      expect(check({ blockedCheckInDays: ['FRI'] }, '2024-03-06', '2024-03-08').available).toBe(true);
    });

    it('refuse a check-out on a blocked check-out day, not a check-in on it', () => {
      expect(check({ blockedCheckOutDays: ['SUN'] }, '2024-03-08', '2024-03-10')).toMatchObject({
        available: false,
        reasons: [{ rule: 'check-out-day', weekday: 'SUN', message: 'Check-out is not possible on a Sunday.' }],
      });
      expect(check({ blockedCheckOutDays: ['SUN'] }, '2024-03-10', '2024-03-12').available).toBe(true);
    });

    it("follow a season's no-check-in and no-check-out days only within the season", () => {
      const seasons = [
        season('Easter', '2024-03-28', '2024-04-07', 15_000, { noCheckInDays: ['SAT'], noCheckOutDays: ['MON'] }),
      ];
      expect(check({ seasons }, '2024-03-30', '2024-04-03')).toMatchObject({
        reasons: [
          {
            rule: 'check-in-day',
            weekday: 'SAT',
            season: 'Easter',
            message: 'Check-in is not possible on a Saturday during Easter.',
          },
        ],
      });
      expect(check({ seasons }, '2024-03-27', '2024-04-01')).toMatchObject({
        reasons: [{ rule: 'check-out-day', weekday: 'MON', season: 'Easter' }],
      });
      // The Saturday before the season and the Monday after it are ordinary days.
      expect(check({ seasons }, '2024-03-23', '2024-03-28').available).toBe(true);
      expect(check({ seasons }, '2024-04-05', '2024-04-08').available).toBe(true);
    });
  });

  describe('minimum and maximum nights', () => {
    it("hold the listing's limits", () => {
      expect(check({ minNight: 3 }, '2024-03-08', '2024-03-10')).toMatchObject({
        reasons: [{ rule: 'minimum-stay', minimum: 3, season: null, message: 'Minimum stay is 3 nights.' }],
      });
      expect(check({ minNight: 3 }, '2024-03-08', '2024-03-11').available).toBe(true);
      expect(check({ maxNight: 1 }, '2024-03-08', '2024-03-10')).toMatchObject({
        reasons: [{ rule: 'maximum-stay', maximum: 1, message: 'Maximum stay is 1 night.' }],
      });
    });

    it('follow the season the stay arrives in, whether stricter or looser', () => {
      const seasons = [
        season('Summer', '2024-07-01', '2024-08-31', 20_000, { minimumStay: 7, maximumStay: 14 }),
        season('Low', '2024-11-01', '2024-11-30', 8_000, { minimumStay: 1 }),
      ];
      expect(check({ seasons, minNight: 2 }, '2024-07-01', '2024-07-05')).toMatchObject({
        reasons: [
          { rule: 'minimum-stay', minimum: 7, season: 'Summer', message: 'Minimum stay is 7 nights during Summer.' },
        ],
      });
      expect(check({ seasons, minNight: 2 }, '2024-07-01', '2024-07-20')).toMatchObject({
        reasons: [{ rule: 'maximum-stay', maximum: 14, season: 'Summer' }],
      });
      expect(check({ seasons, minNight: 2 }, '2024-11-05', '2024-11-06').available).toBe(true);
      // Arriving the day before Summer: the listing's own minimum.
      expect(check({ seasons, minNight: 2 }, '2024-06-30', '2024-07-02').available).toBe(true);
    });
  });

  describe('the booking window', () => {
    it('takes nights up to the day before today plus the months; that day can be the check-out', () => {
      expect(check({ bookingWindowMonths: 3 }, '2024-05-25', '2024-06-01').available).toBe(true);
      expect(check({ bookingWindowMonths: 3 }, '2024-05-25', '2024-06-02')).toMatchObject({
        reasons: [
          {
            rule: 'booking-window',
            months: 3,
            lastNight: '2024-05-31',
            message: 'This home can be booked up to the night of May 31, 2024.',
          },
        ],
      });
    });

    it('counts months to the last day of a shorter month', () => {
      const now = at('2024-11-30T12:00:00Z');
      expect(check({ bookingWindowMonths: 3 }, '2025-02-20', '2025-02-28', { now }).available).toBe(true);
      expect(check({ bookingWindowMonths: 3 }, '2025-02-20', '2025-03-01', { now })).toMatchObject({
        reasons: [{ rule: 'booking-window', lastNight: '2025-02-27' }],
      });
    });

    it('has every option of the spec, and all future dates', () => {
      for (const [months, lastCheckOut] of [
        [6, '2024-09-01'],
        [9, '2024-12-01'],
        [12, '2025-03-01'],
      ] as const) {
        expect(check({ bookingWindowMonths: months }, '2024-08-01', lastCheckOut).available).toBe(true);
        expect(rules(check({ bookingWindowMonths: months }, '2024-08-01', '2025-03-02'))).toEqual(['booking-window']);
      }
      expect(check({ bookingWindowMonths: null }, '2030-01-01', '2030-01-05').available).toBe(true);
    });
  });

  describe('advance notice', () => {
    it('needs the days between today and check-in to reach the notice', () => {
      expect(check({ advanceNoticeDays: 2 }, '2024-03-02', '2024-03-04')).toMatchObject({
        reasons: [
          {
            rule: 'advance-notice',
            days: 2,
            earliestCheckIn: '2024-03-03',
            message: "This home needs 2 days' notice: the earliest check-in is Mar 03, 2024.",
          },
        ],
      });
      expect(check({ advanceNoticeDays: 2 }, '2024-03-03', '2024-03-05').available).toBe(true);
      expect(rules(check({ advanceNoticeDays: 1 }, '2024-03-01', '2024-03-02'))).toEqual(['advance-notice']);
      expect(check({ advanceNoticeDays: 7 }, '2024-03-08', '2024-03-09').available).toBe(true);
      expect(rules(check({ advanceNoticeDays: 7 }, '2024-03-07', '2024-03-09'))).toEqual(['advance-notice']);
    });

    it("counts from today on the listing's clock, not the server's", () => {
      // 23:30 UTC on 1 March: still 1 March in London, already 2 March in Sydney.
      const now = at('2024-03-01T23:30:00Z');
      expect(check({ advanceNoticeDays: 2 }, '2024-03-03', '2024-03-05', { now }).available).toBe(true);
      expect(
        rules(check({ advanceNoticeDays: 2, timeZone: 'Australia/Sydney' }, '2024-03-03', '2024-03-05', { now })),
      ).toEqual(['advance-notice']);
      expect(
        rules(check({ advanceNoticeDays: 0, timeZone: 'Australia/Sydney' }, '2024-03-01', '2024-03-05', { now })),
      ).toEqual(['in-the-past']);
    });

    it('takes same-day bookings until the cut-off, read on the listing clock', () => {
      const terms = { advanceNoticeDays: 0 as const, sameDayCutOff: localTime('18:00') };
      expect(check(terms, '2024-03-01', '2024-03-02', { now: at('2024-03-01T17:59:00Z') }).available).toBe(true);
      expect(check(terms, '2024-03-01', '2024-03-02', { now: at('2024-03-01T18:00:00Z') })).toMatchObject({
        reasons: [
          {
            rule: 'same-day-cut-off',
            cutOff: '18:00',
            message: 'Same-day check-in can be booked until 18:00, local time at the home.',
          },
        ],
      });
      expect(check(terms, '2024-03-02', '2024-03-03', { now: at('2024-03-01T23:00:00Z') }).available).toBe(true);
      expect(
        check({ advanceNoticeDays: 0 }, '2024-03-01', '2024-03-02', { now: at('2024-03-01T23:59:00Z') }).available,
      ).toBe(true);
    });

    it('moves the cut-off with the clocks (London, end of March)', () => {
      const terms = { advanceNoticeDays: 0 as const, sameDayCutOff: localTime('18:00') };
      // 17:30 UTC is 17:30 GMT the day before the change and 18:30 BST on the day of it.
      expect(check(terms, '2024-03-30', '2024-03-31', { now: at('2024-03-30T17:30:00Z') }).available).toBe(true);
      expect(rules(check(terms, '2024-03-31', '2024-04-01', { now: at('2024-03-31T17:30:00Z') }))).toEqual([
        'same-day-cut-off',
      ]);
    });
  });

  describe('listing time zones across a daylight-saving change', () => {
    it('turns the day at local midnight in New York on the night the clocks go forward', () => {
      const terms = { timeZone: 'America/New_York' };
      // 04:30 UTC on 10 March is 23:30 EST on the 9th; 05:30 UTC is 00:30 EST on the 10th (the jump is at 07:00 UTC).
      expect(check(terms, '2024-03-09', '2024-03-11', { now: at('2024-03-10T04:30:00Z') }).available).toBe(true);
      expect(rules(check(terms, '2024-03-09', '2024-03-11', { now: at('2024-03-10T05:30:00Z') }))).toEqual([
        'in-the-past',
      ]);
    });

    it('turns the day at local midnight in London after the clocks go back', () => {
      const terms = { timeZone: 'Europe/London' };
      // 23:30 UTC on 26 October is 00:30 BST on the 27th; on 27 October, 23:30 UTC is 23:30 GMT, still the 27th.
      expect(rules(check(terms, '2024-10-26', '2024-10-28', { now: at('2024-10-26T23:30:00Z') }))).toEqual([
        'in-the-past',
      ]);
      expect(check(terms, '2024-10-27', '2024-10-28', { now: at('2024-10-27T23:30:00Z') }).available).toBe(true);
    });

    it('counts the nights of a stay over the change as dates (Sydney, Apia)', () => {
      expect(check({ timeZone: 'Australia/Sydney' }, '2024-10-05', '2024-10-08')).toEqual({
        available: true,
        nights: 3,
      });
      expect(check({ timeZone: 'Pacific/Apia' }, '2024-03-30', '2024-04-02')).toEqual({ available: true, nights: 3 });
    });

    it('keeps a 7-day notice on the Sydney calendar across its April change', () => {
      const terms = { timeZone: 'Australia/Sydney', advanceNoticeDays: 7 as const };
      // 13:30 UTC on 31 March is 00:30 AEDT on 1 April; the change is on 7 April.
      const now = at('2024-03-31T13:30:00Z');
      expect(rules(check(terms, '2024-04-07', '2024-04-09', { now }))).toEqual(['advance-notice']);
      expect(check(terms, '2024-04-08', '2024-04-09', { now }).available).toBe(true);
    });
  });

  it('lists every broken rule in the order a guest fixes them', () => {
    const result = check(
      {
        minNight: 5,
        blockedCheckInDays: ['FRI'],
        blockedCheckOutDays: ['SUN'],
        blockedDates: [localDate('2024-03-09')],
        advanceNoticeDays: 7,
        bookingWindowMonths: null,
      },
      '2024-03-08',
      '2024-03-10',
      { reserved: [stay('2024-03-08', '2024-03-09')], now: at('2024-03-02T12:00:00Z') },
    );
    expect(rules(result)).toEqual([
      'advance-notice',
      'check-in-day',
      'check-out-day',
      'minimum-stay',
      'blocked',
      'reserved',
    ]);
  });
});
