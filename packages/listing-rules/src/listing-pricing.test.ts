import { describe, expect, it } from 'vitest';
import { checkPricing, securityDepositMax, type PricingInput } from './listing-pricing';
import { LISTING_TEXTS } from './texts';

const valid: PricingInput = {
  currency: 'usd',
  basePrice: '120.50',
  cleaningPrice: '40',
  weekendPrice: '150',
  extraGuestFee: '15.5',
  extraGuestAfter: 2,
  petFee: '',
  securityDeposit: '300',
  taxRate: '8.25',
  weeklyDiscount: 10,
  monthlyDiscount: 20,
  threeMonthDiscount: 0,
};
const context = { personCapacity: 4 };
const messageFor = (input: PricingInput, field: string) => {
  const checked = checkPricing(input, context);
  return checked.ok ? undefined : checked.errors.find((e) => e.field === field)?.message;
};

describe('step 3, the prices', () => {
  it('keeps amounts as integer minor units of the listing currency, without floats', () => {
    expect(checkPricing(valid, context)).toEqual({
      ok: true,
      value: {
        currency: 'USD',
        basePriceMinor: 12050,
        cleaningPriceMinor: 4000,
        weekendPriceMinor: 15000,
        extraGuestFeeMinor: 1550,
        extraGuestAfter: 2,
        petFeeMinor: 0,
        securityDepositMinor: 30000,
        taxRate: 8.25,
        weeklyDiscount: 10,
        monthlyDiscount: 20,
        threeMonthDiscount: 0,
      },
    });
  });

  it("uses each currency's own exponent: JPY has no decimals, BHD three", () => {
    const yen = checkPricing({ ...valid, currency: 'JPY', basePrice: '12000', extraGuestFee: '1500' }, context);
    expect(yen.ok && yen.value.basePriceMinor).toBe(12000);
    expect(messageFor({ ...valid, currency: 'JPY', basePrice: '120.5' }, 'basePrice')).toBe(
      'Base price: JPY amounts have no decimals.',
    );
    const dinar = checkPricing({ ...valid, currency: 'BHD', basePrice: '45.125' }, context);
    expect(dinar.ok && dinar.value.basePriceMinor).toBe(45125);
    expect(messageFor({ ...valid, basePrice: '1.005' }, 'basePrice')).toBe(
      'Base price: USD amounts have at most 2 decimals.',
    );
  });

  it('needs a base price above zero, in numbers only', () => {
    expect(messageFor({ ...valid, basePrice: '' }, 'basePrice')).toBe(LISTING_TEXTS.basePriceRequired);
    expect(messageFor({ ...valid, basePrice: '0' }, 'basePrice')).toBe('Base price must be greater than zero.');
    expect(messageFor({ ...valid, basePrice: '12,50' }, 'basePrice')).toBe('Base price: only numbers are allowed.');
  });

  it('gives the numbers-only message of each fee (spec 001 §5)', () => {
    const checked = checkPricing(
      {
        ...valid,
        securityDeposit: '$300',
        extraGuestFee: 'ten',
        weekendPrice: '-5',
        petFee: '1e3',
        cleaningPrice: '.',
        taxRate: '8%',
      },
      context,
    );
    expect(checked.ok ? [] : checked.errors).toEqual([
      { field: 'cleaningPrice', message: 'Cleaning price: only numbers are allowed.' },
      { field: 'weekendPrice', message: 'Weekend price: only numbers are allowed.' },
      { field: 'extraGuestFee', message: 'Extra guest fee: only numbers are allowed.' },
      { field: 'petFee', message: 'Pet fee: only numbers are allowed.' },
      { field: 'securityDeposit', message: 'Security deposit: only numbers are allowed.' },
      { field: 'taxRate', message: 'Tax rate: only numbers are allowed.' },
    ]);
  });

  it('caps the security deposit, naming the maximum and advising the house rules', () => {
    expect(securityDepositMax('USD')).toBe(500_000);
    expect(messageFor({ ...valid, securityDeposit: '5000' }, 'securityDeposit')).toBeUndefined();
    expect(messageFor({ ...valid, securityDeposit: '5000.01' }, 'securityDeposit')).toBe(
      'The security deposit can be at most $5,000.00. If you need more cover, please add it to your house rules.',
    );
    expect(
      messageFor({ ...valid, currency: 'JPY', basePrice: '9000', securityDeposit: '750001' }, 'securityDeposit'),
    ).toBe('The security deposit can be at most ¥750,000. If you need more cover, please add it to your house rules.');
  });

  it('takes discounts and the tax rate from 0 to 99 %', () => {
    expect(messageFor({ ...valid, weeklyDiscount: 100 }, 'weeklyDiscount')).toBe(LISTING_TEXTS.discountRange);
    expect(messageFor({ ...valid, monthlyDiscount: -1 }, 'monthlyDiscount')).toBe(LISTING_TEXTS.discountRange);
    expect(messageFor({ ...valid, threeMonthDiscount: 99 }, 'threeMonthDiscount')).toBeUndefined();
    expect(messageFor({ ...valid, taxRate: '99.5' }, 'taxRate')).toBe(LISTING_TEXTS.taxRateRange);
    expect(messageFor({ ...valid, taxRate: '8.125' }, 'taxRate')).toBe(LISTING_TEXTS.taxRateRange);
    expect(messageFor({ ...valid, taxRate: '99' }, 'taxRate')).toBeUndefined();
  });

  it('needs an ISO currency, and refuses amounts beyond any price', () => {
    expect(messageFor({ ...valid, currency: '' }, 'currency')).toBe(LISTING_TEXTS.currencyRequired);
    expect(messageFor({ ...valid, currency: 'XYZ' }, 'currency')).toBe(LISTING_TEXTS.currencyInvalid);
    expect(messageFor({ ...valid, basePrice: '100000001' }, 'basePrice')).toBe(
      'Base price must not be more than $100,000,000.00.',
    );
  });

  it('counts extra guests after a number no higher than the guests accepted', () => {
    expect(messageFor({ ...valid, extraGuestAfter: 5 }, 'extraGuestAfter')).toBe(
      LISTING_TEXTS.extraGuestAfterOverCapacity,
    );
    expect(messageFor({ ...valid, extraGuestAfter: 0 }, 'extraGuestAfter')).toBe(LISTING_TEXTS.extraGuestAfterRange);
  });
});
