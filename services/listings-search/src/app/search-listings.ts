// SearchListing (spec 000 §3, §7; decision 0041): the homes that match a member's search, one page of them, the map's
// markers and, when few match, the homes that miss only the dates or the guests. The SQL decides every rule, those
// read on a listing's own clock too (db/search.ts), so it answers just the page and its count.
import { isCurrencyCode } from '@golightly/money';
import {
  BASE_CURRENCY,
  displayRateOf,
  industryNameOf,
  itemNames,
  searchListingsQuery,
  searchPageQuery,
  type SearchCandidate,
  type SearchQueryOptions,
} from '../db/search';
import { readSearchSettings } from '../db/search-settings';
import {
  SEARCH_PAGE_SIZE,
  relaxedFilter,
  searchFilterOf,
  withDefaultSort,
  type SearchArguments,
  type SearchFilter,
} from '../domain/search-filter';
import { tripKindsOf } from '../domain/search-trip-types';
import type { Viewer } from '../domain/listing';
import { findSearchPageWithCards, type SearchCardData } from '../db/search-cards';
import type { ListingsDeps } from './deps';
import { markerViews, resultViews, type SearchMarkerView, type SearchResultView } from './search-listing-views';

/** Markers a map gets at most: the cheapest first. */
export const MAP_MARKERS_MAX = 500;

export interface SearchDeps extends ListingsDeps {
  /** The instant "today" is read at, on each listing's clock (tests fix it). */
  now?: () => number;
}

/** Who searches, and in which currency she reads prices (the gateway's currency header). */
export interface SearchCaller {
  viewer: Viewer;
  currency: string | null;
}

/** What a search answers (SearchResults); the markers are found only when the map asks for them. */
export interface SearchAnswer {
  count: number;
  currentPage: number;
  pageSize: number;
  results: SearchResultView[];
  mapMarkers: () => Promise<SearchMarkerView[]>;
  otherResults: SearchResultView[];
  otherResultsCount: number;
  industryName: string | null;
  industryFilter: boolean;
  industryFilterCount: number;
  currency: string;
  errorMessage: string | null;
  /** CitySearchListing only: the place searched. */
  placeName?: string | null;
  placeBounds?: { northeast: { lat: number; lng: number }; southwest: { lat: number; lng: number } } | null;
}

/** The answer to a search that could not run: nothing found, and why. */
export const refusedSearch = (errorMessage: string, currency = BASE_CURRENCY): SearchAnswer => ({
  count: 0,
  currentPage: 1,
  pageSize: SEARCH_PAGE_SIZE,
  results: [],
  mapMarkers: async () => [],
  otherResults: [],
  otherResultsCount: 0,
  industryName: null,
  industryFilter: false,
  industryFilterCount: 0,
  currency,
  errorMessage,
});

/** The display currency and its rate: the asked one when the club has a rate for it, else the base currency. */
async function displayCurrency(deps: ListingsDeps, asked: string | null): Promise<{ code: string; rate: number }> {
  if (asked !== null && isCurrencyCode(asked)) {
    const rate = await displayRateOf(deps.db, asked);
    if (rate !== null) return { code: asked, rate };
  }
  return { code: BASE_CURRENCY, rate: 1 };
}

interface Matches {
  count: number;
  /** The asked page's matches, in order. */
  page: SearchCandidate[];
  /** Their cards' data, read with them. */
  cards: Map<number, SearchCardData>;
  /** Every match's id when fewer than a page matched (the other results leave them out). */
  fewIds: () => Promise<number[]>;
  /** Up to MAP_MARKERS_MAX matches, the cheapest first. */
  cheapest: () => Promise<SearchCandidate[]>;
}

/**
 * The homes matching `filter`: the database pages them, counts them and reads the page's cards in one statement
 * (decision 0046).
 */
async function findMatches(
  deps: SearchDeps,
  filter: SearchFilter,
  options: SearchQueryOptions,
  viewer: Viewer,
  pageSize: number,
): Promise<Matches> {
  const offset = (filter.page - 1) * pageSize;
  const query = searchListingsQuery(deps.db, filter, options);
  const { total, matches } = await findSearchPageWithCards(
    deps.db,
    searchPageQuery(deps.db, filter, options, { limit: pageSize, offset }),
    { stay: filter.dates, userId: viewer.kind === 'member' ? viewer.userId : null },
  );
  // A page past the last one has no row to carry the count.
  const count =
    total ??
    (offset === 0
      ? 0
      : Number((await deps.db.from(query.clone().clearOrder().as('found')).count({ n: '*' }).first())?.n ?? 0));
  const page = matches.map(({ id, displayPrice }) => ({ id, displayPrice }));
  return {
    count,
    page,
    cards: new Map(matches.map((match) => [match.id, match.card])),
    fewIds: async () =>
      offset === 0 ? page.map((match) => match.id) : (await query.clone().limit(pageSize)).map((m) => m.id),
    cheapest: () =>
      searchListingsQuery(deps.db, { ...filter, sort: 'asc' }, options).limit(MAP_MARKERS_MAX) as Promise<
        SearchCandidate[]
      >,
  };
}

/**
 * Runs a checked filter (SearchListing, and CitySearchListing once its place is known), a page as long as the search
 * settings say and in their default order when the search named none (decision 0045's amendment).
 */
export async function runSearch(deps: SearchDeps, caller: SearchCaller, asked: SearchFilter): Promise<SearchAnswer> {
  const settings = await readSearchSettings(deps.db);
  const filter = withDefaultSort(asked, settings.defaultPriceSort);
  const { pageSize } = settings;
  const currency = await displayCurrency(deps, caller.currency);
  const tripKinds = tripKindsOf(await itemNames(deps.db, filter.tripTypeIds));
  const now = deps.now?.() ?? Date.now();
  const options: SearchQueryOptions = { displayRate: currency.rate, tripKinds, now };
  const matches = await findMatches(deps, filter, options, caller.viewer, pageSize);
  const view = { viewer: caller.viewer, currency: currency.code, displayRate: currency.rate, filter, now };

  let otherResults: SearchResultView[] = [];
  let otherResultsCount = 0;
  const relaxed = relaxedFilter(filter);
  if (relaxed && matches.count < pageSize) {
    // Fewer than a page matched: all of them are page 1.
    const excludeIds = await matches.fewIds();
    const others = await findMatches(deps, relaxed, { ...options, excludeIds }, caller.viewer, pageSize);
    otherResultsCount = others.count;
    otherResults = await resultViews(deps, others.page, { ...view, filter: relaxed }, others.cards);
  }

  return {
    count: matches.count,
    currentPage: filter.page,
    pageSize,
    results: await resultViews(deps, matches.page, view, matches.cards),
    mapMarkers: async () => markerViews(deps, await matches.cheapest(), view),
    otherResults,
    otherResultsCount,
    industryName:
      filter.industry === null ? null : ((await industryNameOf(deps.db, filter.industry)) ?? filter.industry),
    industryFilter: filter.industry !== null,
    industryFilterCount: filter.industry === null ? 0 : matches.count,
    currency: currency.code,
    errorMessage: null,
  };
}

/** SearchListing: the arguments checked, then the search; a wrong argument is answered in words, with nothing found. */
export async function searchListings(
  deps: SearchDeps,
  caller: SearchCaller,
  args: SearchArguments,
): Promise<SearchAnswer> {
  const checked = searchFilterOf(args);
  if (!checked.ok) return refusedSearch(checked.errorMessage, (await displayCurrency(deps, caller.currency)).code);
  return runSearch(deps, caller, checked.filter);
}
