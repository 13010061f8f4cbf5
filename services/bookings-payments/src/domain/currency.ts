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
