// The ISO 4217 currencies we accept and how many decimals (the "exponent") each one's minor unit has.

/**
 * Active ISO 4217 codes whose minor unit is not 1/100 of the major unit. Everything else in ISO_4217_CODES has 2.
 * From the ISO 4217 list (table A.1); CLDR's display digits differ for some (HUF, TWD, IDR shown without cents), but
 * money is counted in ISO's minor units, which is what card networks and payment providers use.
 */
const EXPONENT_EXCEPTIONS: Readonly<Record<string, number>> = {
  BIF: 0,
  CLP: 0,
  DJF: 0,
  GNF: 0,
  ISK: 0,
  JPY: 0,
  KMF: 0,
  KRW: 0,
  PYG: 0,
  RWF: 0,
  UGX: 0,
  UYI: 0,
  VND: 0,
  VUV: 0,
  XAF: 0,
  XOF: 0,
  XPF: 0,
  BHD: 3,
  IQD: 3,
  JOD: 3,
  KWD: 3,
  LYD: 3,
  OMR: 3,
  TND: 3,
  CLF: 4,
  UYW: 4,
};

/** Active ISO 4217 currency codes (funds codes included, precious metals and test codes left out: they have no minor unit). */
const ISO_4217_CODES = new Set(
  (
    'AED AFN ALL AMD ANG AOA ARS AUD AWG AZN BAM BBD BDT BGN BHD BIF BMD BND BOB BOV BRL BSD BTN BWP BYN BZD CAD CDF ' +
    'CHE CHF CHW CLF CLP CNY COP COU CRC CUP CVE CZK DJF DKK DOP DZD EGP ERN ETB EUR FJD FKP GBP GEL GHS GIP GMD GNF ' +
    'GTQ GYD HKD HNL HTG HUF IDR ILS INR IQD IRR ISK JMD JOD JPY KES KGS KHR KMF KPW KRW KWD KYD KZT LAK LBP LKR LRD ' +
    'LSL LYD MAD MDL MGA MKD MMK MNT MOP MRU MUR MVR MWK MXN MXV MYR MZN NAD NGN NIO NOK NPR NZD OMR PAB PEN PGK PHP ' +
    'PKR PLN PYG QAR RON RSD RUB RWF SAR SBD SCR SDG SEK SGD SHP SLE SOS SRD SSP STN SVC SYP SZL THB TJS TMT TND TOP ' +
    'TRY TTD TWD TZS UAH UGX USD USN UYI UYU UYW UZS VED VES VND VUV WST XAF XCD XCG XOF XPF YER ZAR ZMW ZWG'
  ).split(' '),
);

/** True for an active ISO 4217 code, upper case (`USD`, not `usd`). */
export function isCurrencyCode(code: string): boolean {
  return ISO_4217_CODES.has(code);
}

/** How many decimals the currency's minor unit has: JPY 0, USD 2, KWD 3. Throws on a code that is not ISO 4217. */
export function currencyExponent(code: string): number {
  if (!ISO_4217_CODES.has(code)) throw new RangeError(`Unknown currency code: ${JSON.stringify(code)}`);
  return EXPONENT_EXCEPTIONS[code] ?? 2;
}

/** Every accepted code, sorted: for pickers and for tests. */
export function currencyCodes(): string[] {
  return [...ISO_4217_CODES].sort();
}
