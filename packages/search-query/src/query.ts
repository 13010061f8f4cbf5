// The search's address (spec 000 §2, §9): /s/refinement_paths?{query}, the filters in a fixed order, lists joined by a
// pipe, empty values left out, personCapacity and womenCount always written. /s/{filters} carries the same query in
// the path with '?' as '---', '&' as '--' and '=' as '----'. Reading is forgiving: a value that cannot be right (a
// broken date, a negative count, a box off the globe) is read as "any", never as an error.
import {
  defaultSearch,
  LIST_FILTERS,
  type BookingType,
  type MapBounds,
  type PriceSortOrder,
  type SearchFilters,
} from './filters';

/** The search screen's address with the query in the query string. */
export const SEARCH_PATH = '/s/refinement_paths';

/** The largest id or count GraphQL's Int carries. */
const INT_MAX = 2_147_483_647;

const LIST_SEPARATOR = '|';

/** The query string without its '?': `address=Austin&personCapacity=1&womenCount=1`. */
export function serialiseSearch(filters: SearchFilters): string {
  const pairs: [string, string][] = [];
  const put = (key: string, value: string | number | boolean | null | undefined) => {
    if (value === null || value === undefined || value === '' || value === false) return;
    pairs.push([key, value === true ? 'true' : String(value)]);
  };
  const count = (key: string, value: number) => put(key, value > 0 ? value : null);

  put('address', filters.address);
  put('chosen', filters.chosen && filters.address !== '');
  put('startDate', filters.startDate);
  put('endDate', filters.endDate);
  put('personCapacity', filters.personCapacity);
  put('womenCount', filters.womenCount);
  count('menCount', filters.menCount);
  count('childCount', filters.childCount);
  count('otherCount', filters.otherCount);
  count('infants', filters.infants);
  put('bookingType', filters.bookingType);
  for (const key of LIST_FILTERS) {
    if (filters[key].length > 0) put(key, filters[key].join(LIST_SEPARATOR));
  }
  if (filters.priceRange) put('priceRange', filters.priceRange.join(LIST_SEPARATOR));
  put('priceSortOrder', filters.priceSortOrder);
  count('bedrooms', filters.bedrooms);
  count('bathrooms', filters.bathrooms);
  count('beds', filters.beds);
  put('isExclusive', filters.isExclusive);
  put('isLongerStay', filters.isLongerStay);
  put('industry', filters.industry);
  count('universityId', filters.universityId);
  if (filters.bounds) {
    put('sw_lat', filters.bounds.swLat);
    put('sw_lng', filters.bounds.swLng);
    put('ne_lat', filters.bounds.neLat);
    put('ne_lng', filters.bounds.neLng);
  }
  put('zoomLevel', filters.zoomLevel);
  put('searchByMap', filters.searchByMap && filters.bounds !== null);
  put('currentPage', filters.currentPage > 1 ? filters.currentPage : null);
  put('otherCurrentPage', filters.otherCurrentPage > 1 ? filters.otherCurrentPage : null);

  return pairs.map(([key, value]) => `${key}=${encodeValue(value)}`).join('&');
}

/** Where the search lives: `/s/refinement_paths?…`, a link to share. */
export function searchPath(filters: SearchFilters): string {
  return `${SEARCH_PATH}?${serialiseSearch(filters)}`;
}

/** The pipe stays readable in a list of ids; everything else as a URI component. */
function encodeValue(value: string): string {
  return encodeURIComponent(value).replace(/%7C/g, LIST_SEPARATOR);
}

function decodeValue(value: string): string {
  try {
    return decodeURIComponent(value.replace(/\+/g, ' '));
  } catch {
    return '';
  }
}

/** The filters of a query string (with or without its '?'); anything unreadable is "any". */
export function parseSearch(query: string): SearchFilters {
  const values = new Map<string, string>();
  for (const pair of query.replace(/^\?/, '').split('&')) {
    if (!pair) continue;
    const at = pair.indexOf('=');
    const key = decodeValue(at < 0 ? pair : pair.slice(0, at));
    if (!values.has(key)) values.set(key, at < 0 ? '' : decodeValue(pair.slice(at + 1)));
  }
  const text = (key: string) => (values.get(key) ?? '').trim();
  // The header's place search has written chosen=1.
  const flag = (key: string) => text(key) === 'true' || text(key) === '1';
  const count = (key: string, fallback = 0) => readCount(text(key)) ?? fallback;

  const filters = defaultSearch();
  filters.address = text('address');
  filters.chosen = filters.address !== '' && flag('chosen');
  const startDate = readDate(text('startDate'));
  const endDate = readDate(text('endDate'));
  if (startDate && endDate && startDate < endDate) {
    filters.startDate = startDate;
    filters.endDate = endDate;
  }
  filters.womenCount = count('womenCount', values.has('womenCount') ? 0 : 1);
  filters.menCount = count('menCount');
  filters.childCount = count('childCount');
  filters.otherCount = count('otherCount');
  filters.infants = count('infants');
  filters.personCapacity = count('personCapacity', 1);
  filters.bookingType = oneOf<BookingType>(text('bookingType'), ['instant', 'request']);
  for (const key of LIST_FILTERS) filters[key] = readIds(text(key));
  filters.priceRange = readPriceRange(text('priceRange'));
  filters.priceSortOrder = oneOf<PriceSortOrder>(text('priceSortOrder'), ['asc', 'desc']);
  filters.bedrooms = count('bedrooms');
  filters.bathrooms = readBathrooms(text('bathrooms'));
  filters.beds = count('beds');
  filters.isExclusive = flag('isExclusive');
  filters.isLongerStay = flag('isLongerStay');
  filters.industry = text('industry');
  filters.universityId = count('universityId');
  filters.bounds = readBounds(text('sw_lat'), text('sw_lng'), text('ne_lat'), text('ne_lng'));
  const zoom = readCount(text('zoomLevel'));
  filters.zoomLevel = zoom !== null && zoom <= 20 ? zoom : null;
  filters.searchByMap = filters.bounds !== null && flag('searchByMap');
  filters.currentPage = Math.max(count('currentPage', 1), 1);
  filters.otherCurrentPage = Math.max(count('otherCurrentPage', 1), 1);
  return filters;
}

/** A whole number from 0 up to GraphQL's Int, written plainly. */
function readCount(value: string): number | null {
  if (!/^\d{1,10}$/.test(value)) return null;
  const n = Number(value);
  return n <= INT_MAX ? n : null;
}

function readIds(value: string): number[] {
  const ids = value
    .split(LIST_SEPARATOR)
    .map((part) => readCount(part.trim()))
    .filter((id): id is number => id !== null && id > 0);
  return [...new Set(ids)];
}

/** A real calendar day, YYYY-MM-DD. */
function readDate(value: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  const real = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return real ? value : null;
}

function readNumber(value: string): number | null {
  if (!/^-?\d+(\.\d+)?(e-?\d+)?$/i.test(value)) return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
}

function readPriceRange(value: string): [number, number] | null {
  const parts = value.split(LIST_SEPARATOR);
  if (parts.length !== 2) return null;
  const [min, max] = parts.map((part) => readNumber(part.trim()));
  if (min === null || max === null || min === undefined || max === undefined) return null;
  return min >= 0 && min <= max ? [min, max] : null;
}

/** Bathrooms come in halves. */
function readBathrooms(value: string): number {
  const n = readNumber(value);
  return n !== null && n > 0 && n <= 100 && Number.isInteger(n * 2) ? n : 0;
}

function readBounds(swLat: string, swLng: string, neLat: string, neLng: string): MapBounds | null {
  const [south, west, north, east] = [swLat, swLng, neLat, neLng].map(readNumber);
  if (south == null || west == null || north == null || east == null) return null;
  const latitude = (n: number) => n >= -90 && n <= 90;
  const longitude = (n: number) => n >= -180 && n <= 180;
  if (!latitude(south) || !latitude(north) || !longitude(west) || !longitude(east) || south > north) return null;
  return { swLat: south, swLng: west, neLat: north, neLng: east };
}

function oneOf<T extends string>(value: string, allowed: readonly T[]): T | null {
  return (allowed as readonly string[]).includes(value) ? (value as T) : null;
}

/**
 * The path form of a query (spec 000 §9): '?' as three hyphens, '&' as two, '=' as four. Hyphens of the keys and
 * values are escaped first (%2D), so that every run of hyphens left is a separator and decoding cannot mistake a
 * date's or a place's hyphen for one.
 */
export function encodeQueryPath(query: string): string {
  return query.replace(/-/g, '%2D').replace(/[?&=]/g, (mark) => PATH_MARKS[mark as '?' | '&' | '=']);
}

const PATH_MARKS = { '?': '---', '&': '--', '=': '----' } as const;

/** The query of a path segment written by encodeQueryPath (or by hand with plain hyphens in dates). */
export function decodeQueryPath(segment: string): string {
  return segment.replace(/----/g, '=').replace(/---/g, '?').replace(/--/g, '&').replace(/%2D/gi, '-');
}

/**
 * The filters of the search screen's address: `/s/refinement_paths?…` reads the query string, `/s/{filters}` its
 * path segment, as the browser keeps it (still percent-encoded), the encoded query with or without a leading '---'.
 */
export function parseSearchLocation(pathname: string, queryString: string): SearchFilters {
  const segment = /^\/s\/([^/]+)\/?$/.exec(pathname)?.[1];
  if (segment && segment !== 'refinement_paths') return parseSearch(decodeQueryPath(segment));
  return parseSearch(queryString);
}
