// Percentages, ratios, allocation and conversion of minor units: exact integer maths with one rounding rule.
import { currencyExponent } from './currencies';
import { MoneyRangeError, assertMinor, type Minor } from './minor';

/**
 * How a result between two minor units becomes one. The default everywhere is 'half-up': to the nearest minor
 * unit, a tie (exactly half) away from zero, so 12.5 cents → 13 and −12.5 → −13. It is the rule a guest or host
 * checking a receipt with a calculator expects, the one tax authorities (EU VAT, most US states) prescribe per
 * line, and a single quote has too few lines for half-even's bias correction to matter. 'ceiling' and 'floor'
 * exist for callers whose rule says so (whole-unit rounding up in spec 000 §9's transaction maths).
 */
export type RoundingMode = 'half-up' | 'ceiling' | 'floor';

/** n / d rounded by `mode`, in exact integer arithmetic (d > 0). */
function divide(n: bigint, d: bigint, mode: RoundingMode): bigint {
  const quotient = n / d; // truncates toward zero
  const remainder = n % d;
  if (remainder === 0n) return quotient;
  const negative = n < 0n;
  switch (mode) {
    case 'ceiling':
      return negative ? quotient : quotient + 1n;
    case 'floor':
      return negative ? quotient - 1n : quotient;
    case 'half-up': {
      const twice = (remainder < 0n ? -remainder : remainder) * 2n;
      if (twice < d) return quotient;
      return negative ? quotient - 1n : quotient + 1n;
    }
  }
}

function toSafe(value: bigint, what: string): Minor {
  if (value > BigInt(Number.MAX_SAFE_INTEGER) || value < BigInt(Number.MIN_SAFE_INTEGER)) {
    throw new MoneyRangeError(`${what} leaves the safe integer range`);
  }
  return value === 0n ? 0 : Number(value);
}

/** A non-negative decimal (number or text, "7.25", 1e-3) as an exact fraction numerator / 10^scale. */
function exactDecimal(value: number | string, what: string): { numerator: bigint; scale: number } {
  const text = typeof value === 'number' ? String(value) : value.trim();
  const match = /^(\d+)(?:\.(\d+))?(?:e([+-]?\d+))?$/i.exec(text);
  if (!match) throw new MoneyRangeError(`${what} is not a non-negative decimal: ${text}`);
  const fraction = match[2] ?? '';
  const exponent = Number(match[3] ?? 0);
  let numerator = BigInt((match[1] ?? '0') + fraction);
  let scale = fraction.length - exponent;
  if (scale < 0) {
    numerator *= 10n ** BigInt(-scale);
    scale = 0;
  }
  return { numerator, scale };
}

/** amount × numerator / denominator, rounded once (integers; denominator > 0). */
export function scaleMinor(
  amount: Minor,
  numerator: number,
  denominator: number,
  mode: RoundingMode = 'half-up',
): Minor {
  assertMinor(amount);
  if (!Number.isSafeInteger(numerator) || !Number.isSafeInteger(denominator) || denominator <= 0) {
    throw new MoneyRangeError(`bad ratio ${numerator}/${denominator}`);
  }
  return toSafe(divide(BigInt(amount) * BigInt(numerator), BigInt(denominator), mode), 'scaled amount');
}

/**
 * `percent` % of an amount, rounded once: percentOf(1999, 10) → 200 (199.9), percentOf(1000, 7.25) → 73 (72.5).
 * Percent is a non-negative decimal, exact however many decimals it has (it never passes through a float product).
 */
export function percentOf(amount: Minor, percent: number | string, mode: RoundingMode = 'half-up'): Minor {
  assertMinor(amount);
  const { numerator, scale } = exactDecimal(percent, 'percent');
  return toSafe(divide(BigInt(amount) * numerator, 100n * 10n ** BigInt(scale), mode), 'percentage');
}

/**
 * Splits an amount by integer weights without losing or inventing a minor unit: the shares always sum to the
 * amount. Each share is first rounded toward zero; the units left over go one each to the shares with the largest
 * remainders, the earlier share winning a tie (largest-remainder method). allocate(1000, [1, 1, 1]) → [334, 333, 333].
 */
export function allocate(amount: Minor, weights: readonly number[]): Minor[] {
  assertMinor(amount);
  if (weights.length === 0) throw new MoneyRangeError('allocate needs at least one weight');
  for (const weight of weights) {
    if (!Number.isSafeInteger(weight) || weight < 0) throw new MoneyRangeError(`bad weight ${weight}`);
  }
  const total = weights.reduce((sum, weight) => sum + BigInt(weight), 0n);
  if (total === 0n) throw new MoneyRangeError('allocate needs a positive weight');
  const magnitude = BigInt(Math.abs(amount));
  const sign = amount < 0 ? -1 : 1;
  const shares = weights.map((weight) => (magnitude * BigInt(weight)) / total);
  const remainders = weights.map((weight, index) => ({ index, rest: (magnitude * BigInt(weight)) % total }));
  let left = magnitude - shares.reduce((sum, share) => sum + share, 0n);
  remainders.sort((a, b) => (a.rest === b.rest ? a.index - b.index : a.rest > b.rest ? -1 : 1));
  for (const { index } of remainders) {
    if (left === 0n) break;
    shares[index] = (shares[index] ?? 0n) + 1n;
    left -= 1n;
  }
  return shares.map((share) => (share === 0n ? 0 : sign * Number(share)));
}

/** Splits an amount into `parts` near-equal shares (earlier shares take the odd units): split(100, 3) → [34, 33, 33]. */
export function split(amount: Minor, parts: number): Minor[] {
  if (!Number.isSafeInteger(parts) || parts < 1) throw new MoneyRangeError(`bad number of parts ${parts}`);
  return allocate(
    amount,
    Array.from({ length: parts }, () => 1),
  );
}

/**
 * Converts minor units of `from` into minor units of `to` at `rate` (units of `to` for one unit of `from`, as the
 * currency rates table stores them), rounded once: convertMinor(1000, 'USD', 'JPY', 151.2) → 1512.
 */
export function convertMinor(
  amount: Minor,
  from: string,
  to: string,
  rate: number | string,
  mode: RoundingMode = 'half-up',
): Minor {
  assertMinor(amount);
  const { numerator, scale } = exactDecimal(rate, 'rate');
  const fromExponent = currencyExponent(from);
  const toExponent = currencyExponent(to);
  return toSafe(
    divide(BigInt(amount) * numerator * 10n ** BigInt(toExponent), 10n ** BigInt(scale + fromExponent), mode),
    'converted amount',
  );
}
