import { describe, expect, it } from 'vitest';
import { formatDecimalHour, formatEmailDate, formatMoney, ordinal, startedOrStarting } from './format';

describe('e-mail formats', () => {
  it('writes dates like Mon, Jan 1st, 2024', () => {
    expect(formatEmailDate('2024-01-01')).toBe('Mon, Jan 1st, 2024');
    expect(formatEmailDate(new Date('2026-11-22T23:30:00Z'))).toBe('Sun, Nov 22nd, 2026');
    expect(formatEmailDate('2025-03-13')).toBe('Thu, Mar 13th, 2025');
    expect(formatEmailDate('2025-08-23')).toBe('Sat, Aug 23rd, 2025');
  });

  it('writes ordinals with the English exceptions', () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 31, 101, 111].map(ordinal)).toEqual([
      '1st',
      '2nd',
      '3rd',
      '4th',
      '11th',
      '12th',
      '13th',
      '21st',
      '22nd',
      '23rd',
      '31st',
      '101st',
      '111th',
    ]);
  });

  it('refuses a date it cannot read rather than printing Invalid Date', () => {
    expect(() => formatEmailDate('31/02/2024')).toThrow(RangeError);
  });

  it("says 'started' once the first day has passed and 'starting' until then", () => {
    const now = new Date('2026-11-23T10:00:00Z');
    expect(startedOrStarting('2026-11-22', now)).toBe('started');
    expect(startedOrStarting('2026-11-23', now)).toBe('starting');
    expect(startedOrStarting('2026-12-01', now)).toBe('starting');
  });

  it('writes decimal event hours as clock times', () => {
    expect(formatDecimalHour(18.5)).toBe('6:30 PM');
    expect(formatDecimalHour(0)).toBe('12:00 AM');
    expect(formatDecimalHour(12)).toBe('12:00 PM');
    expect(formatDecimalHour(9.25)).toBe('9:15 AM');
    expect(formatDecimalHour(18.999)).toBe('7:00 PM');
  });

  it('writes whole amounts without decimals and others with two', () => {
    expect(formatMoney(120, 'USD')).toBe('$120');
    expect(formatMoney(99.5, 'EUR')).toBe('€99.50');
    expect(formatMoney(10, 'XYZ1')).toBe('10 XYZ1');
  });
});
