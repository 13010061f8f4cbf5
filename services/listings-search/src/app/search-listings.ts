// SearchListing (spec 000 §3, §7; decision 0041): the homes that match a member's search, one page of them, the map's
// markers and, when few match, the homes that miss only the dates or the guests. The SQL decides all it can
// (db/search.ts); the rules read on a listing's own clock are checked here over the candidates, with stay-rules.
import {
  checkAvailability,
  type AdvanceNoticeDays,
  type BookingWindowMonths,
  type LocalTime,
  type Weekday,
} from '@golightly/stay-rules';
import { isCurrencyCode } from '@golightly/money';
import {
  BASE_CURRENCY,
  displayRateOf,
  industryNameOf,
  itemNames,
  searchListingsQuery,
  seasonsHolding,
  type SearchCandidate,
  type SearchQueryOptions,
} from '../db/search';
import {
  SEARCH_PAGE_SIZE,
  relaxedFilter,
  searchFilterOf,
  type SearchArguments,
  type SearchFilter,
} from '../domain/search-filter';
import { tripKindsOf } from '../domain/search-trip-types';
import type { Viewer } from '../domain/listing';
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

/** The candidates whose stay the listing's own clock and seasons allow (advance notice, window, season limits). */
async function takingTheStay(
  deps: ListingsDeps,
  candidates: SearchCandidate[],
  dates: NonNullable<SearchFilter['dates']>,
  now: number,
): Promise<SearchCandidate[]> {
  const seasons = await seasonsHolding(
    deps.db,
    candidates.map((candidate) => candidate.id),
    [dates.checkIn, dates.checkOut],
  );
  const byListing = new Map<number, typeof seasons>();
  for (const season of seasons) byListing.set(season.listingId, [...(byListing.get(season.listingId) ?? []), season]);
  return candidates.filter((candidate) => {
    const availability = checkAvailability(
      {
        timeZone: candidate.timeZone,
        minNight: candidate.minNight,
        maxNight: candidate.maxNight,
        advanceNoticeDays: candidate.advanceNoticeDays as AdvanceNoticeDays,
        sameDayCutOff: candidate.sameDayCutOff as LocalTime | null,
        bookingWindowMonths: candidate.bookingWindowMonths as BookingWindowMonths,
        // The host's blocks and the holds were ruled out by the query.
        blockedDates: [],
        blockedCheckInDays: candidate.blockedCheckInDays as Weekday[],
        blockedCheckOutDays: candidate.blockedCheckOutDays as Weekday[],
        seasons: byListing.get(candidate.id) ?? [],
      },
      { checkIn: dates.checkIn, checkOut: dates.checkOut, now, reserved: [] },
    );
    return availability.available;
  });
}

interface Matches {
  count: number;
  /** The asked page's candidates, in order. */
  page: SearchCandidate[];
  /** Every match's id when the dates made the code check them all (the other results leave them out). */
  allIds: number[] | null;
  /** Up to MAP_MARKERS_MAX matches, the cheapest first. */
  cheapest: () => Promise<SearchCandidate[]>;
}

const byPrice = (a: SearchCandidate, b: SearchCandidate) =>
  (a.displayPrice ?? Number.POSITIVE_INFINITY) - (b.displayPrice ?? Number.POSITIVE_INFINITY) || a.id - b.id;

/** The homes matching `filter`: without dates the database counts and pages; with them, the code checks each. */
async function findMatches(
  deps: SearchDeps,
  filter: SearchFilter,
  page: number,
  options: SearchQueryOptions,
): Promise<Matches> {
  const offset = (page - 1) * SEARCH_PAGE_SIZE;
  if (filter.dates === null) {
    const query = searchListingsQuery(deps.db, filter, options);
    const [counted, rows] = await Promise.all([
      deps.db.from(query.clone().clearOrder().as('found')).count({ n: '*' }).first(),
      query.clone().limit(SEARCH_PAGE_SIZE).offset(offset) as Promise<SearchCandidate[]>,
    ]);
    const priceFirst = searchListingsQuery(deps.db, { ...filter, sort: 'asc' }, options).limit(MAP_MARKERS_MAX);
    return {
      count: Number(counted?.n ?? 0),
      page: rows,
      allIds: null,
      cheapest: () => priceFirst as Promise<SearchCandidate[]>,
    };
  }
  const candidates: SearchCandidate[] = await searchListingsQuery(deps.db, filter, options);
  const found = await takingTheStay(deps, candidates, filter.dates, deps.now?.() ?? Date.now());
  return {
    count: found.length,
    page: found.slice(offset, offset + SEARCH_PAGE_SIZE),
    allIds: found.map((candidate) => candidate.id),
    cheapest: async () => [...found].sort(byPrice).slice(0, MAP_MARKERS_MAX),
  };
}

/** Runs a checked filter (SearchListing, and CitySearchListing once its place is known). */
export async function runSearch(deps: SearchDeps, caller: SearchCaller, filter: SearchFilter): Promise<SearchAnswer> {
  const currency = await displayCurrency(deps, caller.currency);
  const tripKinds = tripKindsOf(await itemNames(deps.db, filter.tripTypeIds));
  const options: SearchQueryOptions = { displayRate: currency.rate, tripKinds };
  const now = deps.now?.() ?? Date.now();
  const matches = await findMatches(deps, filter, filter.page, options);
  const view = { viewer: caller.viewer, currency: currency.code, filter, now };

  let otherResults: SearchResultView[] = [];
  let otherResultsCount = 0;
  const relaxed = relaxedFilter(filter);
  if (relaxed && matches.count < SEARCH_PAGE_SIZE) {
    // Fewer than a page matched, so every match's id is at hand (all on page 1, or checked one by one).
    const excludeIds = matches.allIds ?? matches.page.map((candidate) => candidate.id);
    const others = await findMatches(deps, relaxed, relaxed.page, { ...options, excludeIds });
    otherResultsCount = others.count;
    otherResults = await resultViews(deps, others.page, { ...view, filter: relaxed });
  }

  return {
    count: matches.count,
    currentPage: filter.page,
    pageSize: SEARCH_PAGE_SIZE,
    results: await resultViews(deps, matches.page, view),
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
