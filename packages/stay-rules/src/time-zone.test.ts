import { describe, expect, it } from 'vitest';
import { localDate } from './local-date';
import {
  canonicalTimeZone,
  checkInWindow,
  checkOutDeadline,
  hoursWindow,
  instantAt,
  isTimeZone,
  localDateTimeAt,
  localDaysBefore,
  localTime,
  offsetAt,
  parseLocalTime,
  startOfDay,
  todayAt,
} from './time-zone';

const iso = (instant: number) => new Date(instant).toISOString();
const HOUR = 3_600_000;

describe('time zones', () => {
  it('knows IANA zones and refuses others', () => {
    expect(isTimeZone('Europe/London')).toBe(true);
    expect(isTimeZone('Pacific/Apia')).toBe(true);
    expect(isTimeZone('UTC')).toBe(true);
    expect(isTimeZone('Mars/Olympus_Mons')).toBe(false);
    expect(isTimeZone('')).toBe(false);
  });

  it('names each zone by its canonical name', () => {
    expect(canonicalTimeZone('europe/london')).toBe('Europe/London');
    expect(canonicalTimeZone('US/Eastern')).toBe('America/New_York');
    expect(canonicalTimeZone('Pacific/Apia')).toBe('Pacific/Apia');
    expect(canonicalTimeZone('Nowhere/Special')).toBeNull();
    expect(todayAt('europe/london', Date.parse('2024-06-30T23:30:00Z'))).toBe('2024-07-01');
  });

  it('reads wall-clock times strictly', () => {
    expect(parseLocalTime('00:00')).toBe('00:00');
    expect(parseLocalTime('23:59')).toBe('23:59');
    expect(parseLocalTime('24:00')).toBeNull();
    expect(parseLocalTime('9:00')).toBeNull();
    expect(parseLocalTime('12:60')).toBeNull();
    expect(() => localTime('noon')).toThrow(RangeError);
  });

  it("gives today at the listing, not on the server's clock", () => {
    const instant = Date.parse('2024-06-30T23:30:00Z');
    expect(todayAt('UTC', instant)).toBe('2024-06-30');
    expect(todayAt('Europe/London', instant)).toBe('2024-07-01'); // 00:30 BST
    expect(todayAt('America/New_York', instant)).toBe('2024-06-30'); // 19:30 EDT
    expect(todayAt('Australia/Sydney', instant)).toBe('2024-07-01'); // 09:30 AEST
    expect(todayAt('Pacific/Apia', Date.parse('2024-06-30T11:30:00Z'))).toBe('2024-07-01'); // 00:30 +13
  });

  it('gives the offset in force at an instant, before and after a change', () => {
    expect(offsetAt(Date.parse('2024-03-31T00:59:59Z'), 'Europe/London')).toBe(0);
    expect(offsetAt(Date.parse('2024-03-31T01:00:00Z'), 'Europe/London')).toBe(HOUR);
    expect(offsetAt(Date.parse('2024-07-01T12:00:00.999Z'), 'America/New_York')).toBe(-4 * HOUR);
    expect(offsetAt(Date.parse('2024-01-01T12:00:00Z'), 'Australia/Sydney')).toBe(11 * HOUR);
  });

  describe('a wall-clock time at the listing', () => {
    it('is one instant on an ordinary day', () => {
      expect(iso(instantAt(localDate('2024-07-01'), localTime('15:00'), 'Europe/London'))).toBe(
        '2024-07-01T14:00:00.000Z',
      );
      expect(iso(instantAt(localDate('2024-01-01'), localTime('15:00'), 'Europe/London'))).toBe(
        '2024-01-01T15:00:00.000Z',
      );
    });

    it('that the clocks skip moves forward by the jump (London, end of March)', () => {
      expect(iso(instantAt(localDate('2024-03-31'), localTime('01:30'), 'Europe/London'))).toBe(
        '2024-03-31T01:30:00.000Z',
      );
      expect(
        localDateTimeAt(instantAt(localDate('2024-03-31'), localTime('01:30'), 'Europe/London'), 'Europe/London'),
      ).toEqual({
        date: '2024-03-31',
        hour: 2,
        minute: 30,
        second: 0,
      });
    });

    it('that happens twice is the first time (London, end of October)', () => {
      expect(iso(instantAt(localDate('2024-10-27'), localTime('01:30'), 'Europe/London'))).toBe(
        '2024-10-27T00:30:00.000Z',
      );
    });

    it('follows New York, Sydney (southern summer) and Apia across their changes', () => {
      expect(iso(instantAt(localDate('2024-03-10'), localTime('02:30'), 'America/New_York'))).toBe(
        '2024-03-10T07:30:00.000Z',
      );
      expect(iso(instantAt(localDate('2024-11-03'), localTime('01:30'), 'America/New_York'))).toBe(
        '2024-11-03T05:30:00.000Z',
      );
      expect(iso(instantAt(localDate('2024-04-07'), localTime('02:30'), 'Australia/Sydney'))).toBe(
        '2024-04-06T15:30:00.000Z',
      );
      expect(iso(instantAt(localDate('2024-10-06'), localTime('02:30'), 'Australia/Sydney'))).toBe(
        '2024-10-05T16:30:00.000Z',
      );
      // Samoa's last daylight-saving start, 27 September 2020 at 03:00 (+13 to +14).
      expect(iso(instantAt(localDate('2020-09-27'), localTime('03:30'), 'Pacific/Apia'))).toBe(
        '2020-09-26T14:30:00.000Z',
      );
      expect(iso(instantAt(localDate('2020-09-27'), localTime('05:00'), 'Pacific/Apia'))).toBe(
        '2020-09-26T15:00:00.000Z',
      );
    });

    it('on a day the zone skipped entirely lands on the next day (Apia, 30 December 2011)', () => {
      const instant = instantAt(localDate('2011-12-30'), localTime('12:00'), 'Pacific/Apia');
      expect(localDateTimeAt(instant, 'Pacific/Apia').date).toBe('2011-12-31');
    });
  });

  describe('check-in and check-out times', () => {
    it('open and close on the listing clock, so a window across the change lasts what the clock says', () => {
      const spring = checkInWindow(localDate('2024-03-31'), null, localTime('04:00'), 'Europe/London');
      expect((spring.end - spring.start) / HOUR).toBe(3);
      const autumn = checkInWindow(localDate('2024-10-27'), null, localTime('04:00'), 'Europe/London');
      expect((autumn.end - autumn.start) / HOUR).toBe(5);
      const ordinary = checkInWindow(localDate('2024-07-01'), localTime('15:00'), localTime('20:00'), 'Europe/London');
      expect((ordinary.end - ordinary.start) / HOUR).toBe(5);
    });

    it('run a flexible window to the end of the local day, 23 or 25 hours on change days', () => {
      const sydneyShort = checkInWindow(localDate('2024-10-06'), null, null, 'Australia/Sydney');
      expect((sydneyShort.end - sydneyShort.start) / HOUR).toBe(23);
      const newYorkLong = checkInWindow(localDate('2024-11-03'), null, null, 'America/New_York');
      expect((newYorkLong.end - newYorkLong.start) / HOUR).toBe(25);
    });

    it('give the check-out deadline at the listing', () => {
      expect(iso(checkOutDeadline(localDate('2024-10-27'), localTime('11:00'), 'Europe/London'))).toBe(
        '2024-10-27T11:00:00.000Z',
      );
      expect(checkOutDeadline(localDate('2024-10-27'), null, 'Europe/London')).toBe(
        startOfDay(localDate('2024-10-28'), 'Europe/London'),
      );
    });
  });

  describe('windows of hours', () => {
    it('are elapsed hours, shown on the listing clock (24 hours across the October change end an hour earlier on the clock)', () => {
      const start = instantAt(localDate('2024-10-26'), localTime('23:30'), 'Europe/London');
      const window = hoursWindow(start, 24, 'Europe/London');
      expect(window.end - window.start).toBe(24 * HOUR);
      expect(window.endLocal).toEqual({ date: '2024-10-27', hour: 22, minute: 30, second: 0 });
    });

    it('and across the March change end an hour later on the clock', () => {
      const start = instantAt(localDate('2024-03-30'), localTime('12:00'), 'Europe/London');
      expect(hoursWindow(start, 24, 'Europe/London').endLocal).toEqual({
        date: '2024-03-31',
        hour: 13,
        minute: 0,
        second: 0,
      });
    });

    it('while "days before arrival" keep the wall-clock time', () => {
      const arrival = instantAt(localDate('2024-04-02'), localTime('15:00'), 'Europe/London');
      const weekBefore = localDaysBefore(localDate('2024-04-02'), localTime('15:00'), 7, 'Europe/London');
      expect(iso(weekBefore)).toBe('2024-03-26T15:00:00.000Z');
      expect((arrival - weekBefore) / HOUR).toBe(7 * 24 - 1);
    });
  });
});
