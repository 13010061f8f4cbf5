// The currency prices are shown in: the member's earlier choice (the `currency` cookie, path /, one year; spec 001
// §7) when it is still offered, else the base currency. Rates come with it so any price converts.
import { useQuery } from '@apollo/client/react';
import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { CurrenciesDocument, CurrencyRatesDocument, type CurrenciesQuery } from '../gen/graphql';
import { getBrowserCookie, setBrowserCookie } from '../i18n/cookies';
import { convertMoney, formatMoney, parseRates, type Rates } from './format-money';

export const CURRENCY_COOKIE = 'currency';
/** What prices show in before the currencies have loaded, or when they cannot be. */
export const FALLBACK_CURRENCY = 'USD';

export type OfferedCurrency = CurrenciesQuery['getCurrencies'][number];

export interface CurrencyState {
  /** ISO code of the currency prices are shown in. */
  currency: string;
  /** The enabled currencies, the base first (empty until loaded or when unavailable). */
  currencies: OfferedCurrency[];
  base: string;
  rates: Rates;
  /** Shows prices in `code` from now on and remembers it for a year. */
  setCurrency: (code: string) => void;
  /** `amount` of currency `from` written in the chosen currency; in `from` itself when no rate is known. */
  format: (amount: number, from: string) => string;
}

const CurrencyContext = createContext<CurrencyState | null>(null);

export function useCurrency(): CurrencyState {
  const state = useContext(CurrencyContext);
  if (!state) throw new Error('useCurrency needs a <CurrencyProvider> above it');
  return state;
}

/** The currency to show: the remembered one if offered, else the base, else the fallback while nothing is known. */
export function chooseCurrency(
  remembered: string | null,
  offered: readonly { symbol: string; isBaseCurrency: boolean }[],
) {
  if (remembered && offered.some((currency) => currency.symbol === remembered)) return remembered;
  return offered.find((currency) => currency.isBaseCurrency)?.symbol ?? remembered ?? FALLBACK_CURRENCY;
}

export function CurrencyProvider({ children }: { children: ReactNode }) {
  const { locale } = useIntl();
  // Failures leave an empty list: prices then stay in their own currency (spec 000 §8: an error, no message).
  const currencies = useQuery(CurrenciesDocument, { errorPolicy: 'all' });
  const rates = useQuery(CurrencyRatesDocument, { errorPolicy: 'all' });
  const [remembered, setRemembered] = useState(() => getBrowserCookie(CURRENCY_COOKIE));

  const state = useMemo<CurrencyState>(() => {
    const offered = currencies.data?.getCurrencies ?? [];
    const table = parseRates(rates.data?.Currency.rates);
    const currency = chooseCurrency(remembered, offered);
    return {
      currency,
      currencies: offered,
      base: rates.data?.Currency.base ?? FALLBACK_CURRENCY,
      rates: table,
      setCurrency: (code: string) => {
        setBrowserCookie(CURRENCY_COOKIE, code);
        setRemembered(code);
      },
      format: (amount: number, from: string) => {
        const converted = convertMoney(amount, from, currency, table);
        return converted === null ? formatMoney(amount, from, locale) : formatMoney(converted, currency, locale);
      },
    };
  }, [currencies.data, rates.data, remembered, locale]);

  return <CurrencyContext.Provider value={state}>{children}</CurrencyContext.Provider>;
}

/** A price in the member's chosen currency. */
export function Money({ amount, currency }: { amount: number; currency: string }) {
  const { format } = useCurrency();
  return <>{format(amount, currency)}</>;
}
