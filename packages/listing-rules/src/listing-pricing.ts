// Step 3's prices (spec 001 §3, §5): the listing's currency and its amounts, typed by the host as decimal text and
// kept as integer minor units of that currency (each currency's own exponent: JPY 0, USD 2, BHD 3), the tax rate
// and the discounts from 0 to 99 %. Seasonal prices and the last-minute and length-of-stay rules are their own
// sections (seasonal-prices.ts, discount-rules.ts, decision 0039).
import { currencyExponent, formatMoney, isCurrencyCode, parseMinor, type Minor } from '@golightly/money';
import { DEFAULT_DEPOSIT_MAX_MAJOR, PERCENT_MAX, securityDepositMax } from '@golightly/stay-rules';
import { checkWhole, Refusals, type Checked } from './fields';
import { LISTING_TEXTS as T, MONEY_FIELD_LABELS, type MoneyField } from './texts';

/** What the form sends: amounts as the host typed them ("120", "120.50"). */
export interface PricingInput {
  currency?: string | null;
  basePrice?: string | null;
  cleaningPrice?: string | null;
  weekendPrice?: string | null;
  extraGuestFee?: string | null;
  /** Extra guests are those beyond this many. */
  extraGuestAfter?: number | null;
  petFee?: string | null;
  securityDeposit?: string | null;
  taxRate?: string | null;
  weeklyDiscount?: number | null;
  monthlyDiscount?: number | null;
  threeMonthDiscount?: number | null;
}

/** Prices as stored, in minor units of `currency`; a fee of 0 means none. */
export interface Pricing {
  currency: string;
  basePriceMinor: Minor;
  cleaningPriceMinor: Minor;
  /** null: weekends cost the base price. */
  weekendPriceMinor: Minor | null;
  extraGuestFeeMinor: Minor;
  extraGuestAfter: number | null;
  petFeeMinor: Minor;
  securityDepositMinor: Minor;
  /** Percent, at most two decimals. */
  taxRate: number;
  weeklyDiscount: number;
  monthlyDiscount: number;
  threeMonthDiscount: number;
}

/** The largest amount any price field takes, in major units of the listing's currency. */
export const MAX_AMOUNT_MAJOR = 100_000_000;

/**
 * The security deposit's maximum (5,000 in most currencies, a matching figure in those worth much less per unit) is
 * a rule of the terms, kept once in @golightly/stay-rules with bookings-payments' copy of them.
 */
export { DEFAULT_DEPOSIT_MAX_MAJOR, securityDepositMax };

const majorToMinor = (major: number, currency: string): Minor => major * 10 ** currencyExponent(currency);

/** A percentage typed as text: digits with an optional dot and up to two decimals ("8", "8.25"). */
const PERCENT = /^\d{1,3}(\.\d{1,2})?$/;

/**
 * An amount typed as decimal text, in minor units of `currency` (null when blank or refused): numbers only, no more
 * decimals than the currency has, at most MAX_AMOUNT_MAJOR, above zero when `positive`. Step 3's prices and the
 * seasonal prices both read amounts this way.
 */
export function checkMoneyText(
  r: Refusals,
  field: string,
  label: string,
  text: string | null | undefined,
  currency: string | null,
  rule: { required?: string; positive?: boolean },
): Minor | null {
  const given = (text ?? '').trim();
  if (given === '') {
    if (rule.required) r.add(field, rule.required);
    return null;
  }
  if (!/^\d*\.?\d*$/.test(given) || given === '.') {
    r.add(field, T.numbersOnly(label));
    return null;
  }
  if (!currency) return null; // refused already as a missing currency
  const parsed = parseMinor(given, currency);
  if (!parsed.ok) {
    if (parsed.error === 'too-many-decimals') {
      r.add(field, T.tooManyDecimals(label, currency, currencyExponent(currency)));
    } else r.add(field, T.amountTooHigh(label, formatMoney(majorToMinor(MAX_AMOUNT_MAJOR, currency), currency)));
    return null;
  }
  if (rule.positive && parsed.minor === 0) r.add(field, T.mustBeAboveZero(label));
  else if (parsed.minor > majorToMinor(MAX_AMOUNT_MAJOR, currency)) {
    r.add(field, T.amountTooHigh(label, formatMoney(majorToMinor(MAX_AMOUNT_MAJOR, currency), currency)));
  }
  return parsed.minor;
}

const checkAmount = (
  r: Refusals,
  field: MoneyField,
  text: string | null | undefined,
  currency: string | null,
  rule: { required?: string; positive?: boolean },
): Minor | null => checkMoneyText(r, field, MONEY_FIELD_LABELS[field], text, currency, rule);

/** Checks step 3's prices; `personCapacity` bounds the extra-guest threshold. */
export function checkPricing(input: PricingInput, context: { personCapacity: number }): Checked<Pricing> {
  const r = new Refusals();
  const code = (input.currency ?? '').trim().toUpperCase();
  if (code === '') r.add('currency', T.currencyRequired);
  else if (!isCurrencyCode(code)) r.add('currency', T.currencyInvalid);
  const currency = r.has('currency') ? null : code;

  const base = checkAmount(r, 'basePrice', input.basePrice, currency, {
    required: T.basePriceRequired,
    positive: true,
  });
  const cleaning = checkAmount(r, 'cleaningPrice', input.cleaningPrice, currency, {});
  const weekend = checkAmount(r, 'weekendPrice', input.weekendPrice, currency, { positive: true });
  const extraGuestFee = checkAmount(r, 'extraGuestFee', input.extraGuestFee, currency, {});
  const petFee = checkAmount(r, 'petFee', input.petFee, currency, {});
  const deposit = checkAmount(r, 'securityDeposit', input.securityDeposit, currency, {});
  if (currency && deposit !== null && !r.has('securityDeposit') && deposit > securityDepositMax(currency)) {
    r.add('securityDeposit', T.securityDepositTooHigh(formatMoney(securityDepositMax(currency), currency)));
  }
  const extraGuestAfter = checkWhole(r, 'extraGuestAfter', input.extraGuestAfter, {
    min: 1,
    max: 1000,
    message: T.extraGuestAfterRange,
  });
  if (extraGuestAfter !== null && !r.has('extraGuestAfter') && extraGuestAfter > context.personCapacity) {
    r.add('extraGuestAfter', T.extraGuestAfterOverCapacity);
  }

  const taxText = (input.taxRate ?? '').trim();
  let taxRate = 0;
  if (taxText !== '') {
    if (!/^\d*\.?\d*$/.test(taxText) || taxText === '.') r.add('taxRate', T.taxRateNumbersOnly);
    else if (!PERCENT.test(taxText.startsWith('.') ? `0${taxText}` : taxText)) r.add('taxRate', T.taxRateRange);
    else {
      taxRate = Number(taxText);
      if (taxRate > PERCENT_MAX) r.add('taxRate', T.taxRateRange);
    }
  }
  const discount = (field: string, value: number | null | undefined) =>
    checkWhole(r, field, value ?? 0, { min: 0, max: PERCENT_MAX, message: T.discountRange }) ?? 0;
  const weeklyDiscount = discount('weeklyDiscount', input.weeklyDiscount);
  const monthlyDiscount = discount('monthlyDiscount', input.monthlyDiscount);
  const threeMonthDiscount = discount('threeMonthDiscount', input.threeMonthDiscount);

  return r.result(() => ({
    currency: currency!,
    basePriceMinor: base!,
    cleaningPriceMinor: cleaning ?? 0,
    weekendPriceMinor: weekend,
    extraGuestFeeMinor: extraGuestFee ?? 0,
    extraGuestAfter,
    petFeeMinor: petFee ?? 0,
    securityDepositMinor: deposit ?? 0,
    taxRate,
    weeklyDiscount,
    monthlyDiscount,
    threeMonthDiscount,
  }));
}
