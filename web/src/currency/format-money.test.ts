import { describe, expect, it } from 'vitest';
import { convertMoney, formatMoney, parseRates } from './format-money';

describe('formatMoney', () => {
  it('writes whole amounts without decimals', () => {
    expect(formatMoney(1250, 'USD')).toBe('$1,250');
    expect(formatMoney(0, 'USD')).toBe('$0');
  });

  it('writes other amounts with two decimals', () => {
    expect(formatMoney(99.5, 'USD')).toBe('$99.50');
    expect(formatMoney(12.345, 'EUR')).toBe('€12.35');
  });

  it('treats an amount that rounds to whole cents as whole', () => {
    expect(formatMoney(12.001, 'GBP')).toBe('£12');
  });

  it('writes the amount for the member’s locale', () => {
    expect(formatMoney(1250.5, 'EUR', 'fr-FR')).toMatch(/^1\s250,50\s€$/);
  });

  it('falls back to the code for a currency the browser does not know', () => {
    expect(formatMoney(10, 'ZZZZ')).toBe('ZZZZ 10');
  });
});

describe('convertMoney', () => {
  const rates = { USD: 1, EUR: 0.862, GBP: 0.761 };

  it('converts through the base', () => {
    expect(convertMoney(100, 'USD', 'EUR', rates)).toBeCloseTo(86.2);
    expect(convertMoney(86.2, 'EUR', 'USD', rates)).toBeCloseTo(100);
    expect(convertMoney(100, 'EUR', 'GBP', rates)).toBeCloseTo(88.28, 2);
  });

  it('leaves an amount in its own currency alone, and gives no guess without a rate', () => {
    expect(convertMoney(42, 'JPY', 'JPY', rates)).toBe(42);
    expect(convertMoney(42, 'JPY', 'USD', rates)).toBeNull();
  });
});

describe('parseRates', () => {
  it('reads the JSON text of the Currency query', () => {
    expect(parseRates('{"EUR":0.862,"USD":1}')).toEqual({ EUR: 0.862, USD: 1 });
  });

  it('drops malformed entries and malformed text', () => {
    expect(parseRates('{"EUR":"0.8","GBP":-1,"USD":1}')).toEqual({ USD: 1 });
    expect(parseRates('not json')).toEqual({});
    expect(parseRates(null)).toEqual({});
  });
});
