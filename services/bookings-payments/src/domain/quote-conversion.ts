// Conversion of a quote's amounts into the currency a member reads prices in, through the two stored rates against
// the base currency: amount × toRate / fromRate, in exact integer arithmetic with each currency's exponent, rounded
// once half-up (@golightly/money's one rule), so converting never goes through the base and never rounds twice.
import { currencyExponent, MoneyRangeError, type Minor } from '@golightly/money';

/** The stored rates a quote converts with: units of each currency for one unit of `base`, and when they were stored. */
export interface QuoteRates {
  base: string;
  /** Exact decimal text of the listing currency's rate, e.g. "0.862". */
  listingRate: string;
  /** Exact decimal text of the display currency's rate. */
  displayRate: string;
  asOf: Date;
}

/** A listing currency, the currency she reads in, and (when they differ) the rates between them. */
export interface Conversion {
  from: string;
  to: string;
  /** null when `from` is `to`: nothing to convert. */
  rates: QuoteRates | null;
}

const DECIMAL = /^(\d+)(?:\.(\d+))?$/;

function exact(text: string): { digits: bigint; scale: number } {
  const match = DECIMAL.exec(text.trim());
  if (!match) throw new MoneyRangeError(`rate is not a positive decimal: ${text}`);
  const fraction = match[2] ?? '';
  const digits = BigInt((match[1] ?? '0') + fraction);
  if (digits === 0n) throw new MoneyRangeError(`rate is zero: ${text}`);
  return { digits, scale: fraction.length };
}

/** n / d rounded half-up (ties away from zero); d > 0. */
function roundHalfUp(n: bigint, d: bigint): bigint {
  const negative = n < 0n;
  const magnitude = negative ? -n : n;
  const quotient = magnitude / d;
  const rounded = (magnitude % d) * 2n >= d ? quotient + 1n : quotient;
  return negative ? -rounded : rounded;
}

/**
 * Minor units of `from` as minor units of `to`, given both currencies' rates against one base (units for one unit of
 * the base): convertAcross(10000, 'EUR', 'JPY', '0.862', '154.6') → 17935 (100.00 EUR is 17,935 JPY).
 */
export function convertAcross(amount: Minor, from: string, to: string, fromRate: string, toRate: string): Minor {
  if (!Number.isSafeInteger(amount))
    throw new MoneyRangeError(`amount is not a whole number of minor units: ${amount}`);
  const source = exact(fromRate);
  const target = exact(toRate);
  const numerator = BigInt(amount) * target.digits * 10n ** BigInt(source.scale) * 10n ** BigInt(currencyExponent(to));
  const denominator = source.digits * 10n ** BigInt(target.scale) * 10n ** BigInt(currencyExponent(from));
  const result = roundHalfUp(numerator, denominator);
  if (result > BigInt(Number.MAX_SAFE_INTEGER) || result < BigInt(Number.MIN_SAFE_INTEGER)) {
    throw new MoneyRangeError('converted amount leaves the safe integer range');
  }
  return result === 0n ? 0 : Number(result);
}

/** An amount of the conversion's `from` currency in its `to` currency (itself when they are the same). */
export function convertForDisplay(amount: Minor, conversion: Conversion): Minor {
  if (conversion.rates === null) return amount;
  return convertAcross(
    amount,
    conversion.from,
    conversion.to,
    conversion.rates.listingRate,
    conversion.rates.displayRate,
  );
}
