import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allocate, currencyCodes, currencyExponent, parseMinor, percentOf, split, toDecimalString } from './index';

const amount = fc.integer({ min: -1e12, max: 1e12 });
const currency = fc.constantFrom(...currencyCodes());

describe('money invariants', () => {
  it('reads back what it writes, in every currency', () => {
    fc.assert(
      fc.property(fc.maxSafeInteger(), currency, (minor, code) => {
        expect(parseMinor(toDecimalString(minor, code), code)).toEqual({ ok: true, minor });
      }),
    );
  });

  it('allocates shares that sum to the amount, each within one unit of its exact share', () => {
    fc.assert(
      fc.property(amount, fc.array(fc.integer({ min: 0, max: 1000 }), { minLength: 1, maxLength: 12 }), (a, ws) => {
        fc.pre(ws.some((w) => w > 0));
        const shares = allocate(a, ws);
        const total = ws.reduce((s, w) => s + w, 0);
        expect(shares.reduce((s, x) => s + x, 0)).toBe(a);
        shares.forEach((share, i) => expect(Math.abs(share - (a * (ws[i] ?? 0)) / total)).toBeLessThan(1));
      }),
    );
  });

  it('splits into shares that differ by at most one unit', () => {
    fc.assert(
      fc.property(amount, fc.integer({ min: 1, max: 50 }), (a, parts) => {
        const shares = split(a, parts);
        expect(shares.reduce((s, x) => s + x, 0)).toBe(a);
        expect(Math.max(...shares) - Math.min(...shares)).toBeLessThanOrEqual(1);
      }),
    );
  });

  it('gives the nearest minor unit of a percentage, checked against decimal arithmetic on text', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e12 }), fc.integer({ min: 0, max: 9999 }), (a, hundredths) => {
        // Oracle: a × hundredths / 10000, rounded half up, done by hand on the last four digits.
        const exact = BigInt(a) * BigInt(hundredths);
        const expected = exact / 10_000n + (exact % 10_000n >= 5_000n ? 1n : 0n);
        expect(percentOf(a, `${Math.floor(hundredths / 100)}.${String(hundredths % 100).padStart(2, '0')}`)).toBe(
          Number(expected),
        );
      }),
    );
  });

  it('never rounds a percentage to more than the whole amount', () => {
    fc.assert(
      fc.property(amount, fc.integer({ min: 0, max: 100 }), (a, p) => {
        expect(Math.abs(percentOf(a, p))).toBeLessThanOrEqual(Math.abs(a));
      }),
    );
  });

  it('knows an exponent for every accepted code', () => {
    for (const code of currencyCodes()) expect([0, 2, 3, 4]).toContain(currencyExponent(code));
  });
});
