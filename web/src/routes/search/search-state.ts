// The search screen keeps its state in its address only (issue 15 item 3): every search is a link to share, and the
// browser's back and forward buttons walk through the searches.
import { useQuery } from '@apollo/client/react';
import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { parseSearchLocation, searchPath, type SearchFilters } from '@golightly/search-query';
import { useCurrency } from '../../currency/currency-provider';
import { convertMoney, type Rates } from '../../currency/format-money';
import { SearchPriceSettingsDocument } from '../../gen/graphql';

/** The price slider of a search whose settings are known: a range reaching `max` has no upper bound (priceNoLimit). */
export interface PriceSlider {
  /** The settings' maximum in the member's currency, rounded up (roundPriceUp). */
  max: number;
  step: number;
}

/**
 * `amount` rounded up to a number a slider can end on: two significant figures, the second a multiple of 5 when the
 * first is 2 or more (1,000 stays 1,000; 920 becomes 950; 1,530 becomes 1,600; 23,400 becomes 25,000); at least 1.
 */
export function roundPriceUp(amount: number): number {
  if (!(amount > 1)) return 1;
  const power = 10 ** Math.floor(Math.log10(amount));
  const leading = Math.floor(amount / power);
  const step = Math.max((power / 10) * (leading >= 2 ? 5 : 1), 1);
  return Math.ceil(Math.round((amount / step) * 1e6) / 1e6) * step;
}

/** The slider's step: a hundredth of the maximum's power of ten (10 for 1,000), whole units of the currency. */
export function priceStep(max: number): number {
  return Math.max(10 ** (Math.floor(Math.log10(max)) - 2), 1);
}

/**
 * The search settings' maximum (in `from`, US dollars) as the member's slider ends: in her currency `to`, rounded up.
 * Null when no rate converts it, so nothing is guessed.
 */
export function priceSliderIn(settingsMax: number, from: string, to: string, rates: Rates): PriceSlider | null {
  const converted = convertMoney(settingsMax, from, to, rates);
  if (converted === null) return null;
  const max = roundPriceUp(converted);
  return { max, step: priceStep(max) };
}

/** The price slider in the member's chosen currency; null until the search settings and the rates have come. */
export function usePriceSlider(): PriceSlider | null {
  const { currency, rates } = useCurrency();
  const { data } = useQuery(SearchPriceSettingsDocument, { errorPolicy: 'all' });
  const settings = data?.searchSettings;
  return useMemo(
    () => (settings ? priceSliderIn(settings.priceRangeMax, settings.currency, currency, rates) : null),
    [settings, currency, rates],
  );
}

export interface SearchState {
  filters: SearchFilters;
  /** Moves to the search `next`; a map move replaces the entry, so back skips the pans of one look around. */
  go: (next: SearchFilters, options?: { replace?: boolean }) => void;
}

export function useSearchState(): SearchState {
  const location = useLocation();
  const navigate = useNavigate();
  const filters = useMemo(
    () => parseSearchLocation(location.pathname, location.search),
    [location.pathname, location.search],
  );
  const go = useCallback(
    (next: SearchFilters, options: { replace?: boolean } = {}) => {
      void navigate(searchPath(next), { replace: options.replace ?? false });
    },
    [navigate],
  );
  return { filters, go };
}
