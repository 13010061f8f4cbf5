import { describe, expect, it } from 'vitest';
import {
  MoneyRangeError,
  allocate,
  convertMinor,
  currencyExponent,
  formatMoney,
  isCurrencyCode,
  parseMinor,
  percentOf,
  scaleMinor,
  split,
  sumMinor,
  timesMinor,
  toDecimalString,
} from './index';

describe('currency exponents', () => {
  it('follows ISO 4217: JPY 0, USD and EUR 2, BHD, KWD and OMR 3, CLF 4', () => {
    expect(currencyExponent('JPY')).toBe(0);
    expect(currencyExponent('KRW')).toBe(0);
    expect(currencyExponent('USD')).toBe(2);
    expect(currencyExponent('EUR')).toBe(2);
    expect(currencyExponent('HUF')).toBe(2);
    expect(currencyExponent('BHD')).toBe(3);
    expect(currencyExponent('KWD')).toBe(3);
    expect(currencyExponent('OMR')).toBe(3);
    expect(currencyExponent('CLF')).toBe(4);
  });

  it('refuses codes that are not active ISO 4217 currencies', () => {
    expect(isCurrencyCode('usd')).toBe(false);
    expect(isCurrencyCode('XAU')).toBe(false);
    expect(() => currencyExponent('ABC')).toThrow(RangeError);
  });
});

describe('parseMinor', () => {
  it('reads decimal text into minor units of the currency', () => {
    expect(parseMinor('12.5', 'USD')).toEqual({ ok: true, minor: 1250 });
    expect(parseMinor('12.50', 'USD')).toEqual({ ok: true, minor: 1250 });
    expect(parseMinor('.5', 'USD')).toEqual({ ok: true, minor: 50 });
    expect(parseMinor('7.', 'USD')).toEqual({ ok: true, minor: 700 });
    expect(parseMinor(' 1000 ', 'JPY')).toEqual({ ok: true, minor: 1000 });
    expect(parseMinor('1.234', 'KWD')).toEqual({ ok: true, minor: 1234 });
    expect(parseMinor('-3.07', 'EUR')).toEqual({ ok: true, minor: -307 });
    expect(parseMinor('-0', 'EUR')).toEqual({ ok: true, minor: 0 });
    expect(parseMinor('0.1', 'USD')).toEqual({ ok: true, minor: 10 });
  });

  it('refuses more decimals than the currency has instead of rounding', () => {
    expect(parseMinor('1.005', 'USD')).toEqual({ ok: false, error: 'too-many-decimals' });
    expect(parseMinor('100.5', 'JPY')).toEqual({ ok: false, error: 'too-many-decimals' });
    expect(parseMinor('1.2345', 'KWD')).toEqual({ ok: false, error: 'too-many-decimals' });
    // Trailing zeros are not extra precision.
    expect(parseMinor('100.000', 'JPY')).toEqual({ ok: true, minor: 100 });
  });

  it('refuses text that is not a plain decimal', () => {
    for (const text of ['', 'abc', '1e3', '1,000', '1 000', '12.3.4', '$12', '.', '+', 'Infinity', 'NaN', '0x10']) {
      expect(parseMinor(text, 'USD')).toEqual({ ok: false, error: 'not-a-number' });
    }
  });

  it('refuses amounts past the safe integer range', () => {
    expect(parseMinor('90071992547409.92', 'USD')).toEqual({ ok: false, error: 'out-of-range' });
    expect(parseMinor('90071992547409.91', 'USD')).toEqual({ ok: true, minor: Number.MAX_SAFE_INTEGER });
  });
});

describe('toDecimalString and formatMoney', () => {
  it('writes exactly the currency decimals', () => {
    expect(toDecimalString(1250, 'USD')).toBe('12.50');
    expect(toDecimalString(5, 'USD')).toBe('0.05');
    expect(toDecimalString(-5, 'USD')).toBe('-0.05');
    expect(toDecimalString(1000, 'JPY')).toBe('1000');
    expect(toDecimalString(1, 'KWD')).toBe('0.001');
    expect(toDecimalString(Number.MAX_SAFE_INTEGER, 'USD')).toBe('90071992547409.91');
  });

  it('formats for people without passing through a float', () => {
    expect(formatMoney(123450, 'USD', 'en-US')).toBe('$1,234.50');
    expect(formatMoney(1200, 'USD', 'en-US')).toBe('$12.00');
    expect(formatMoney(1000, 'JPY', 'en-US')).toBe('¥1,000');
    expect(formatMoney(Number.MAX_SAFE_INTEGER, 'USD', 'en-US')).toBe('$90,071,992,547,409.91');
    expect(formatMoney(1234, 'KWD', 'en-US')).toBe('KWD\u00a01.234');
  });

  it('refuses an amount that is not a whole number of minor units', () => {
    expect(() => toDecimalString(12.5, 'USD')).toThrow(MoneyRangeError);
    expect(() => formatMoney(Number.NaN, 'USD')).toThrow(MoneyRangeError);
  });
});

describe('sums and products', () => {
  it('adds and multiplies exactly', () => {
    expect(sumMinor([1, 2, 3])).toBe(6);
    expect(sumMinor([])).toBe(0);
    expect(timesMinor(12_345, 7)).toBe(86_415);
  });

  it('throws rather than lose precision', () => {
    expect(() => sumMinor([Number.MAX_SAFE_INTEGER, 1])).toThrow(MoneyRangeError);
    expect(() => timesMinor(Number.MAX_SAFE_INTEGER, 2)).toThrow(MoneyRangeError);
    expect(() => timesMinor(10, 1.5)).toThrow(MoneyRangeError);
    expect(() => sumMinor([0.1, 0.2])).toThrow(MoneyRangeError);
  });
});

describe('percentOf and scaleMinor', () => {
  it('rounds half up, ties away from zero', () => {
    expect(percentOf(1999, 10)).toBe(200); // 199.9
    expect(percentOf(1000, 7.25)).toBe(73); // 72.5
    expect(percentOf(1010, 5)).toBe(51); // 50.5
    expect(percentOf(1009, 5)).toBe(50); // 50.45
    expect(percentOf(-1010, 5)).toBe(-51);
    expect(percentOf(1000, 0)).toBe(0);
    expect(percentOf(1000, '12.5')).toBe(125);
    expect(percentOf(3, 0.001)).toBe(0);
  });

  it('rounds up or down when asked', () => {
    expect(percentOf(1001, 10, 'ceiling')).toBe(101);
    expect(percentOf(1009, 10, 'floor')).toBe(100);
    expect(scaleMinor(-5, 1, 2, 'floor')).toBe(-3);
    expect(scaleMinor(-5, 1, 2, 'ceiling')).toBe(-2);
  });

  it('is exact where a float product is not', () => {
    // 0.07 * 100 in floats is 7.000000000000001; 1.15 * 100 is 114.99999999999999.
    expect(percentOf(100, 0.07 * 100)).toBe(7);
    expect(percentOf(10_000, 1.15)).toBe(115);
    expect(scaleMinor(Number.MAX_SAFE_INTEGER, 3, 3)).toBe(Number.MAX_SAFE_INTEGER);
  });

  it('refuses negative or malformed percentages and bad ratios', () => {
    expect(() => percentOf(100, -5)).toThrow(MoneyRangeError);
    expect(() => percentOf(100, Number.NaN)).toThrow(MoneyRangeError);
    expect(() => percentOf(100, '5%')).toThrow(MoneyRangeError);
    expect(() => scaleMinor(100, 1, 0)).toThrow(MoneyRangeError);
    expect(() => percentOf(Number.MAX_SAFE_INTEGER, 200)).toThrow(MoneyRangeError);
  });
});

describe('allocate and split', () => {
  it('never loses or invents a minor unit', () => {
    expect(allocate(1000, [1, 1, 1])).toEqual([334, 333, 333]);
    expect(split(100, 3)).toEqual([34, 33, 33]);
    expect(split(-100, 3)).toEqual([-34, -33, -33]);
    expect(allocate(5, [1, 3])).toEqual([1, 4]); // 1.25 and 3.75: the larger remainder takes the unit
    expect(allocate(10, [0, 1])).toEqual([0, 10]);
    expect(split(0, 4)).toEqual([0, 0, 0, 0]);
  });

  it('refuses no parts, negative or all-zero weights', () => {
    expect(() => split(100, 0)).toThrow(MoneyRangeError);
    expect(() => allocate(100, [])).toThrow(MoneyRangeError);
    expect(() => allocate(100, [0, 0])).toThrow(MoneyRangeError);
    expect(() => allocate(100, [1, -1])).toThrow(MoneyRangeError);
    expect(() => allocate(100, [0.5, 0.5])).toThrow(MoneyRangeError);
  });
});

describe('convertMinor', () => {
  it('converts between exponents at a stored rate', () => {
    expect(convertMinor(1000, 'USD', 'JPY', 151.2)).toBe(1512); // $10 → ¥1512
    expect(convertMinor(1512, 'JPY', 'USD', 0.0066138)).toBe(1000); // ¥1512 → $10.00
    expect(convertMinor(1000, 'USD', 'KWD', 0.307)).toBe(3070);
    expect(convertMinor(1000, 'USD', 'EUR', '0.862')).toBe(862);
    expect(convertMinor(1, 'USD', 'EUR', 1e-7)).toBe(0);
    expect(convertMinor(100, 'USD', 'VND', 2.5e4)).toBe(25_000);
  });

  it('refuses a negative or unknown rate or currency', () => {
    expect(() => convertMinor(100, 'USD', 'EUR', -1)).toThrow(MoneyRangeError);
    expect(() => convertMinor(100, 'USD', 'XXX', 1)).toThrow(RangeError);
  });
});
