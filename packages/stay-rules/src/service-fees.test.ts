import { describe, expect, it } from 'vitest';
import { checkServiceFees, SERVICE_FEE_TEXTS as T, type ServiceFeesInput } from './service-fees';

const fees = (change: Partial<ServiceFeesInput> = {}): ServiceFeesInput => ({
  guestType: 'percentage',
  guestValue: '12',
  hostType: 'fixed',
  hostValue: '25.50',
  currency: 'eur',
  ...change,
});

const errorsOf = (input: ServiceFeesInput) => {
  const check = checkServiceFees(input);
  return check.ok ? [] : check.errors;
};

describe('checkServiceFees', () => {
  it('accepts a percentage and a fixed fee, with values as Postgres prints them back', () => {
    expect(checkServiceFees(fees())).toEqual({
      ok: true,
      value: { guestType: 'percentage', guestValue: '12', hostType: 'fixed', hostValue: '25.5', currency: 'EUR' },
    });
    expect(checkServiceFees(fees({ guestValue: '007.10', hostValue: '0' }))).toMatchObject({
      value: { guestValue: '7.1', hostValue: '0' },
    });
  });

  it('accepts a percentage of exactly 100 and 0', () => {
    expect(checkServiceFees(fees({ guestValue: '100', hostType: 'percentage', hostValue: '0.00' })).ok).toBe(true);
  });

  it('refuses a negative fee, more than two decimals and words', () => {
    expect(errorsOf(fees({ guestValue: '-1' }))).toEqual([{ field: 'guestValue', message: T.valueFormat }]);
    expect(errorsOf(fees({ hostValue: '1.005' }))).toEqual([{ field: 'hostValue', message: T.valueFormat }]);
    expect(errorsOf(fees({ guestValue: 'ten' }))).toEqual([{ field: 'guestValue', message: T.valueFormat }]);
    expect(errorsOf(fees({ guestValue: ' ' }))).toEqual([{ field: 'guestValue', message: T.valueRequired }]);
  });

  it('refuses a percentage above 100 but not a fixed fee of the same amount', () => {
    expect(errorsOf(fees({ guestValue: '100.01' }))).toEqual([{ field: 'guestValue', message: T.percentTooHigh }]);
    expect(errorsOf(fees({ guestType: 'fixed', guestValue: '100.01' }))).toEqual([]);
    expect(errorsOf(fees({ hostValue: '1000000.01' }))).toEqual([{ field: 'hostValue', message: T.fixedTooHigh }]);
  });

  it('names every bad field at once: an unknown type and a missing currency', () => {
    expect(errorsOf(fees({ guestType: 'both', hostType: '', currency: '' }))).toEqual([
      { field: 'guestType', message: T.typeRequired },
      { field: 'hostType', message: T.typeRequired },
      { field: 'currency', message: T.currencyRequired },
    ]);
  });
});
