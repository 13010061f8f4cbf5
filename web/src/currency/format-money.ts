// Money as members read it (spec 000 §9): no decimals for whole amounts, otherwise two.

/** True when the amount has no cents once rounded to cents (12.001 is whole, 12.5 is not). */
const isWhole = (amount: number) => Math.round(Math.abs(amount) * 100) % 100 === 0;

/** `amount` of ISO `currency` written for `locale`, e.g. $1,250 or €99.50; an unknown code falls back to "XYZ 12". */
export function formatMoney(amount: number, currency: string, locale = 'en-US'): string {
  const digits = isWhole(amount) ? 0 : 2;
  try {
    return new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    }).format(amount);
  } catch {
    const number = new Intl.NumberFormat(locale, { minimumFractionDigits: digits, maximumFractionDigits: digits });
    return `${currency} ${number.format(amount)}`;
  }
}

export type Rates = Record<string, number>;

/**
 * `amount` of currency `from` in currency `to`, through the rates against the base (units of each currency for
 * one unit of the base). Null when either rate is missing, so a caller shows the original rather than a guess.
 */
export function convertMoney(amount: number, from: string, to: string, rates: Rates): number | null {
  if (from === to) return amount;
  const fromRate = rates[from];
  const toRate = rates[to];
  if (!fromRate || !toRate) return null;
  return (amount / fromRate) * toRate;
}

/** The rates JSON text of the Currency query as numbers; anything malformed is left out. */
export function parseRates(json: string | null | undefined): Rates {
  if (!json) return {};
  try {
    const parsed: unknown = JSON.parse(json);
    if (!parsed || typeof parsed !== 'object') return {};
    return Object.fromEntries(
      Object.entries(parsed).filter((entry): entry is [string, number] => typeof entry[1] === 'number' && entry[1] > 0),
    );
  } catch {
    return {};
  }
}
