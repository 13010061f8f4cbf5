import { describe, expect, it } from 'vitest';
import { nextAsOf, ratesAsJson, sameRateTable, toCurrencyFields } from './currency';

describe('currency fields', () => {
  it('gives the ISO code as the spec’s symbol and says whether it is enabled', () => {
    expect(
      toCurrencyFields({ id: 2, code: 'EUR', sign: '€', isEnable: true, isPayment: true, isBaseCurrency: false }),
    ).toEqual({
      id: 2,
      symbol: 'EUR',
      sign: '€',
      isEnable: true,
      isPayment: true,
      isBaseCurrency: false,
      status: 'enabled',
    });
    expect(
      toCurrencyFields({ id: 9, code: 'JPY', sign: '¥', isEnable: false, isPayment: false, isBaseCurrency: false })
        .status,
    ).toBe('disabled');
  });
});

describe('rates as JSON text', () => {
  it('lists every rate by code, in code order, with the base at 1', () => {
    const json = ratesAsJson('USD', [
      { code: 'GBP', rate: 0.761 },
      { code: 'EUR', rate: 0.862 },
    ]);
    expect(json).toBe('{"EUR":0.862,"GBP":0.761,"USD":1}');
    expect(JSON.parse(json)).toEqual({ USD: 1, EUR: 0.862, GBP: 0.761 });
  });

  it('keeps the base at 1 even if a stored row says otherwise', () => {
    expect(JSON.parse(ratesAsJson('USD', [{ code: 'USD', rate: 1.02 }]))).toEqual({ USD: 1 });
  });
});

describe('rate tables as published', () => {
  const table = {
    base: 'USD',
    rates: [
      { code: 'EUR', rate: '0.862', enabled: true },
      { code: 'USD', rate: '1', enabled: true },
    ],
  };

  it('are the same whatever the order of codes or the trailing zeros of a rate', () => {
    expect(
      sameRateTable(table, {
        base: 'USD',
        rates: [
          { code: 'USD', rate: '1.00000000', enabled: true },
          { code: 'EUR', rate: '0.86200', enabled: true },
        ],
      }),
    ).toBe(true);
  });

  it('differ by a rate, a currency offered or withdrawn, a currency more, or the base', () => {
    const [eur, usd] = table.rates;
    expect(sameRateTable(table, { ...table, rates: [{ ...eur!, rate: '0.87' }, usd!] })).toBe(false);
    expect(sameRateTable(table, { ...table, rates: [{ ...eur!, enabled: false }, usd!] })).toBe(false);
    expect(
      sameRateTable(table, { ...table, rates: [...table.rates, { code: 'GBP', rate: '0.761', enabled: true }] }),
    ).toBe(false);
    expect(sameRateTable(table, { ...table, base: 'EUR' })).toBe(false);
  });

  it('are stamped after the previous publication even when the clock says otherwise', () => {
    const previous = new Date('2026-03-01T10:00:00.000Z');
    expect(nextAsOf(undefined, previous)).toEqual(previous);
    expect(nextAsOf(previous, new Date('2026-03-01T10:00:05.000Z'))).toEqual(new Date('2026-03-01T10:00:05.000Z'));
    expect(nextAsOf(previous, new Date('2026-03-01T09:59:00.000Z'))).toEqual(new Date('2026-03-01T10:00:00.001Z'));
  });
});
