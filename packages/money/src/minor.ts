// Amounts as integer minor units (cents, yen, fils): checks, sums, products, exact decimal text in and out.
import { currencyExponent } from './currencies';

/**
 * An amount in the minor unit of some currency: a JavaScript number holding a safe integer (|n| ≤ 2^53 − 1, about
 * 90 trillion dollars in cents). A number rather than a bigint because amounts travel through JSON, GraphQL `Int`
 * columns and React state unchanged; every operation here checks the result stays a safe integer and throws
 * otherwise, so a silent float never appears.
 */
export type Minor = number;

/** Thrown when an amount is not a safe integer, or an operation would leave the safe range. */
export class MoneyRangeError extends RangeError {
  override name = 'MoneyRangeError';
}

/** The amount itself, after checking that it is a safe integer. */
export function assertMinor(value: number, what = 'amount'): Minor {
  if (!Number.isSafeInteger(value)) throw new MoneyRangeError(`${what} is not a whole number of minor units: ${value}`);
  return value;
}

/** Exact sum; throws if any term or the total is not a safe integer. */
export function sumMinor(amounts: Iterable<Minor>): Minor {
  let total = 0;
  for (const amount of amounts) total = assertMinor(total + assertMinor(amount), 'sum');
  return total;
}

/** amount × an integer count (nights, guests); exact. */
export function timesMinor(amount: Minor, count: number): Minor {
  assertMinor(amount);
  if (!Number.isSafeInteger(count)) throw new MoneyRangeError(`count is not an integer: ${count}`);
  return assertMinor(amount * count, 'product');
}

/** Why a decimal text is not an amount of the currency. */
export type ParseMoneyError = 'not-a-number' | 'too-many-decimals' | 'out-of-range';
export type ParseMoneyResult = { ok: true; minor: Minor } | { ok: false; error: ParseMoneyError };

const DECIMAL = /^([+-]?)(\d+)(?:\.(\d*))?$|^([+-]?)\.(\d+)$/;

/**
 * Decimal text to minor units, without floats: "12.5" USD → 1250, "1000" JPY → 1000, "1.234" KWD → 1234.
 * Accepts an optional sign, digits, one dot; no exponent, no grouping, no spaces. Refuses more decimals than the
 * currency has ("1.005" USD) rather than rounding a price someone typed.
 */
export function parseMinor(text: string, currency: string): ParseMoneyResult {
  const exponent = currencyExponent(currency);
  const match = DECIMAL.exec(text.trim());
  if (!match) return { ok: false, error: 'not-a-number' };
  const sign = match[1] ?? match[4] ?? '';
  const whole = match[2] ?? '0';
  const fraction = (match[3] ?? match[5] ?? '').replace(/0+$/, '');
  if (fraction.length > exponent) return { ok: false, error: 'too-many-decimals' };
  const minor = BigInt(whole + fraction.padEnd(exponent, '0')) * (sign === '-' ? -1n : 1n);
  if (minor > BigInt(Number.MAX_SAFE_INTEGER) || minor < BigInt(Number.MIN_SAFE_INTEGER)) {
    return { ok: false, error: 'out-of-range' };
  }
  return { ok: true, minor: minor === 0n ? 0 : Number(minor) };
}

/** Minor units to plain decimal text with exactly the currency's decimals: 1250 USD → "12.50", 1000 JPY → "1000". */
export function toDecimalString(minor: Minor, currency: string): string {
  assertMinor(minor);
  const exponent = currencyExponent(currency);
  const digits = Math.abs(minor)
    .toString()
    .padStart(exponent + 1, '0');
  const whole = digits.slice(0, digits.length - exponent);
  const text = exponent === 0 ? whole : `${whole}.${digits.slice(digits.length - exponent)}`;
  return minor < 0 ? `-${text}` : text;
}

/**
 * Minor units for people: `formatMoney(123450, 'USD', 'en-US')` → "$1,234.50". Always the currency's own decimals
 * (a price list that mixes "$12" and "$12.50" reads as two kinds of price). The amount reaches Intl as exact
 * decimal text, never as a float.
 */
export function formatMoney(minor: Minor, currency: string, locale = 'en-US'): string {
  const exponent = currencyExponent(currency);
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    minimumFractionDigits: exponent,
    maximumFractionDigits: exponent,
  }).format(toDecimalString(minor, currency) as Intl.StringNumericLiteral);
}
