// Amounts of the reservation calls: a member writes a decimal in the listing's currency; it is kept in minor units.
import { currencyExponent } from '@golightly/money';

const scale = (currency: string) => 10 ** currencyExponent(currency);

export const toMajor = (minor: number, currency: string): number => minor / scale(currency);

/** A decimal amount above zero in `currency`, in minor units; null when it is not one (0, negative, too many decimals). */
export function priceToMinor(amount: number, currency: string): number | null {
  const minor = amount * scale(currency);
  const rounded = Math.round(minor);
  if (!Number.isFinite(minor) || Math.abs(minor - rounded) > 1e-6 || rounded <= 0) return null;
  return Number.isSafeInteger(rounded) ? rounded : null;
}
