// @golightly/money: money arithmetic in integer minor units (DESIGN §8), for the services and the browser alike.
export { currencyCodes, currencyExponent, isCurrencyCode } from './currencies';
export {
  MoneyRangeError,
  assertMinor,
  formatMoney,
  parseMinor,
  sumMinor,
  timesMinor,
  toDecimalString,
  type Minor,
  type ParseMoneyError,
  type ParseMoneyResult,
} from './minor';
export { allocate, convertMinor, percentOf, scaleMinor, split, type RoundingMode } from './arithmetic';
