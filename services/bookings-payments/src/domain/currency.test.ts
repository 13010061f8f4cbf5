import { describe, expect, it } from 'vitest';
import { ratesAsJson, toCurrencyFields } from './currency';

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
