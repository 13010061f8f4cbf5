// Currencies as the spec's calls give them (spec 000 §3, §7): the list of enabled ones, the base and its rates.
export interface CurrencyRecord {
  id: number;
  code: string;
  sign: string;
  isEnable: boolean;
  isPayment: boolean;
  isBaseCurrency: boolean;
}

export interface RateRecord {
  code: string;
  rate: number;
}

/** A currency in the shape of getCurrencies: `symbol` is the ISO code, as the spec's currency fields name it. */
export function toCurrencyFields(currency: CurrencyRecord) {
  return {
    id: currency.id,
    symbol: currency.code,
    sign: currency.sign,
    isEnable: currency.isEnable,
    isPayment: currency.isPayment,
    isBaseCurrency: currency.isBaseCurrency,
    status: currency.isEnable ? 'enabled' : 'disabled',
  };
}

/** The rates of one base as the JSON text the spec's Currency query returns, e.g. {"EUR":0.862,"USD":1}. */
export function ratesAsJson(base: string, rates: RateRecord[]): string {
  const table: Record<string, number> = {};
  for (const { code, rate } of rates) table[code] = rate;
  table[base] = 1;
  return JSON.stringify(Object.fromEntries(Object.entries(table).sort(([a], [b]) => a.localeCompare(b))));
}

/** One stored rate against the base as CurrencyRatesChanged carries it: the exact decimal, and whether it is offered. */
export interface PublishedRate {
  code: string;
  rate: string;
  enabled: boolean;
}

/** Every stored rate of one base, by code. */
export interface RateTable {
  base: string;
  rates: PublishedRate[];
}

/** A rate table as published, and when it was taken as current. */
export interface PublishedRates extends RateTable {
  asOf: Date;
}

const byCode = (rates: readonly PublishedRate[]) => [...rates].sort((a, b) => a.code.localeCompare(b.code));

/** Whether two tables say the same: same base, same codes, equal rates (as numbers: "0.8620" is "0.862"), same offer. */
export function sameRateTable(a: RateTable, b: RateTable): boolean {
  if (a.base !== b.base || a.rates.length !== b.rates.length) return false;
  const left = byCode(a.rates);
  const right = byCode(b.rates);
  return left.every(
    (rate, index) =>
      rate.code === right[index]!.code &&
      Number(rate.rate) === Number(right[index]!.rate) &&
      rate.enabled === right[index]!.enabled,
  );
}

/** The as-of of a new publication: now, but always after the one before, so a consumer's "later wins" keeps order. */
export function nextAsOf(previous: Date | undefined, now: Date): Date {
  return previous && now.getTime() <= previous.getTime() ? new Date(previous.getTime() + 1) : now;
}
