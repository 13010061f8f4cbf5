// CitySearchListing (spec 000 §7; decision 0041): a city or region page's homes (/cities/{city}, /explore/{city}),
// searched in the place's bounds from the gazetteer with the same filters as SearchListing; a state, country or region
// page by its listings' own state and country instead (decision 0044's amendment), its bounds then only the map's.
import type { SearchArea, SearchArguments } from '../domain/search-filter';
import { SEARCH_TEXTS, searchFilterOf } from '../domain/search-filter';
import { refusedSearch, runSearch, type SearchAnswer, type SearchCaller, type SearchDeps } from './search-listings';

/**
 * The bounds of a city or region page's slug ('texas', 'new-england'), with the place's name when known and, for a
 * state, country or region, the area its homes are in; null for a slug the gazetteer lacks.
 */
export type CityBounds = (slug: string) => Promise<{
  northeast: { lat: number; lng: number };
  southwest: { lat: number; lng: number };
  name?: string;
  area?: SearchArea | null;
} | null>;

export interface CitySearchDeps extends SearchDeps {
  cityBounds: CityBounds;
}

export interface CitySearchArguments extends Omit<SearchArguments, 'currentPage' | 'geography'> {
  city: string;
  page?: number | null;
  /** 'map': only the markers; 'list' (default): the page too. */
  resultType?: string | null;
}

export async function citySearchListings(
  deps: CitySearchDeps,
  caller: SearchCaller,
  args: CitySearchArguments,
): Promise<SearchAnswer> {
  const slug = args.city.trim().toLowerCase();
  const bounds = slug === '' || slug.length > 100 ? null : await deps.cityBounds(slug);
  if (!bounds) return refusedSearch(SEARCH_TEXTS.unknownPlace);
  const { city: _city, page, resultType, ...filters } = args;
  const place = {
    placeName: bounds.name ?? null,
    placeBounds: { northeast: bounds.northeast, southwest: bounds.southwest },
  };
  const area = bounds.area ?? null;
  const checked = searchFilterOf({
    ...filters,
    sw_lat: null,
    sw_lng: null,
    ne_lat: null,
    ne_lng: null,
    currentPage: page,
    geography: area ? null : { bounds: place.placeBounds },
  });
  if (!checked.ok) return { ...refusedSearch(checked.errorMessage), ...place };
  const answer = { ...(await runSearch(deps, caller, { ...checked.filter, area })), ...place };
  return resultType === 'map' ? { ...answer, results: [], otherResults: [] } : answer;
}
