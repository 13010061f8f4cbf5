// The search screen keeps its state in its address only (issue 15 item 3): every search is a link to share, and the
// browser's back and forward buttons walk through the searches.
import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { parseSearchLocation, searchPath, type SearchFilters } from '@golightly/search-query';

/**
 * The price slider's maximum in the member's currency: a range reaching it has no upper bound (priceNoLimit).
 * TODO(issue 15 item 5): read `searchSettings { priceRangeMax }` once the admins' search settings exist.
 */
export const PRICE_RANGE_MAX = 1000;
export const PRICE_RANGE_STEP = 10;

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
