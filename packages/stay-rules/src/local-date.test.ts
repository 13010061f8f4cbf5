import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  daysBetween,
  localDate,
  nightsOf,
  parseLocalDate,
  toEpochDay,
  fromEpochDay,
  weekdayOf,
} from './local-date';

describe('listing-local dates', () => {
  it('accepts real calendar dates only', () => {
    expect(parseLocalDate('2024-02-29')).toBe('2024-02-29');
    expect(parseLocalDate('2023-02-29')).toBeNull();
    expect(parseLocalDate('2024-13-01')).toBeNull();
    expect(parseLocalDate('2024-04-31')).toBeNull();
    expect(parseLocalDate('2024-4-1')).toBeNull();
    expect(parseLocalDate('2024-04-01T00:00')).toBeNull();
    expect(parseLocalDate('0999-01-01')).toBeNull();
    expect(parseLocalDate('')).toBeNull();
    expect(() => localDate('31/12/2024')).toThrow(RangeError);
  });

  it('counts days across month, year and leap-day boundaries', () => {
    expect(daysBetween(localDate('2024-02-28'), localDate('2024-03-01'))).toBe(2);
    expect(daysBetween(localDate('2023-12-31'), localDate('2024-01-01'))).toBe(1);
    expect(daysBetween(localDate('2024-03-05'), localDate('2024-03-01'))).toBe(-4);
    expect(addDays(localDate('2024-12-31'), 1)).toBe('2025-01-01');
    expect(addDays(localDate('2024-03-01'), -1)).toBe('2024-02-29');
    expect(fromEpochDay(toEpochDay(localDate('1969-12-31')))).toBe('1969-12-31');
  });

  it('counts days the same on the nights the clocks change (dates carry no time)', () => {
    expect(daysBetween(localDate('2024-03-30'), localDate('2024-04-01'))).toBe(2);
    expect(daysBetween(localDate('2024-10-26'), localDate('2024-10-28'))).toBe(2);
  });

  it('adds months keeping the day, or the last day of a shorter month', () => {
    expect(addMonths(localDate('2024-01-15'), 3)).toBe('2024-04-15');
    expect(addMonths(localDate('2024-01-31'), 1)).toBe('2024-02-29');
    expect(addMonths(localDate('2023-01-31'), 1)).toBe('2023-02-28');
    expect(addMonths(localDate('2024-11-30'), 3)).toBe('2025-02-28');
    expect(addMonths(localDate('2024-08-31'), 6)).toBe('2025-02-28');
    expect(addMonths(localDate('2024-05-31'), 12)).toBe('2025-05-31');
    expect(addMonths(localDate('2024-03-31'), -1)).toBe('2024-02-29');
  });

  it('names the weekday', () => {
    expect(weekdayOf(localDate('2024-03-29'))).toBe('FRI');
    expect(weekdayOf(localDate('2024-03-31'))).toBe('SUN');
    expect(weekdayOf(localDate('1970-01-01'))).toBe('THU');
    expect(weekdayOf(localDate('1969-12-29'))).toBe('MON');
  });

  it('gives the nights of a stay from check-in up to, not including, check-out', () => {
    expect(nightsOf(localDate('2024-03-08'), localDate('2024-03-11'))).toEqual([
      '2024-03-08',
      '2024-03-09',
      '2024-03-10',
    ]);
    expect(nightsOf(localDate('2024-03-08'), localDate('2024-03-08'))).toEqual([]);
    expect(nightsOf(localDate('2024-03-08'), localDate('2024-03-01'))).toEqual([]);
  });
});
