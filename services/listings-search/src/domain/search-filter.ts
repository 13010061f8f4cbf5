// The arguments of SearchListing and CitySearchListing (spec 000 §7) checked and gathered into one filter value
// (decision 0041). Counts and ids mean "any" when 0 (spec 000 §5); a wrong argument answers a sentence the member
// can act on, never a stack. Pure: no I/O.
import { MAX_NIGHTS_MAX, daysBetween, parseLocalDate, type LocalDate } from '@golightly/stay-rules';

/**
 * The page size a refused search answers (it reads no settings and finds nothing); a search that runs pages as the
 * search settings say (decision 0045's amendment).
 */
export const SEARCH_PAGE_SIZE = 12;
/** Ids a list filter may name: more than any catalogue holds. */
const IDS_MAX = 100;
/** Guests of one kind: as many as a listing may take. */
const GUESTS_MAX = 1000;

export const SEARCH_TEXTS = {
  datesFormat: 'Choose your dates again: they should read YYYY-MM-DD.',
  datesOrder: 'Choose a check-out date after your check-in date.',
  datesTooLong: `Stays can be searched for up to ${MAX_NIGHTS_MAX} nights.`,
  box: 'Move the map a little and search again: that map area could not be read.',
  page: 'Pages are counted from 1.',
  priceRange: 'Choose a price range from a lowest to a highest price.',
  sortOrder: "Sort by price with 'asc' or 'desc'.",
  bookingType: "Booking type is 'instant' or 'request'.",
  count: (what: string) => `${what} should be a whole number from 0.`,
  ids: (what: string) => `${what} should be at most ${IDS_MAX} ids.`,
  unknownPlace: 'We could not find that place. Try searching for a nearby city.',
} as const;

/** A box on the map. `swLng > neLng` is a box across the antimeridian (Fiji, the Aleutians). */
export interface SearchBox {
  swLat: number;
  swLng: number;
  neLat: number;
  neLng: number;
}

/**
 * Where a state, country or region page looks (decision 0044's amendment): by the listing's own country and state,
 * not a box, so Texas's page never shows a home in New Mexico that its box happens to hold.
 */
export interface SearchArea {
  /** ISO 3166-1 alpha-2 codes, upper case: the listing's country is one of them. */
  countries: string[];
  /** The states' names and codes, lower case: the listing's state is one of them; null: any state. */
  states: string[] | null;
  /** Also inside this box (Europe: Russia and Turkey only west of its edge); null: anywhere in those countries. */
  box: SearchBox | null;
}

export interface SearchFilter {
  /** null: anywhere. */
  box: SearchBox | null;
  /** A city page's state, country or region; null or absent: the box alone. */
  area?: SearchArea | null;
  /** The stay, listing-local dates: the night of checkIn to the night before checkOut. */
  dates: { checkIn: LocalDate; checkOut: LocalDate } | null;
  /** Guests who count (infants never do); 0: any. */
  guests: number;
  /** Men among them: a women's-only home is not found when there are. */
  menCount: number;
  bookingType: 'instant' | 'request' | null;
  /** Any of. */
  roomTypeIds: number[];
  houseTypeIds: number[];
  /** Every one of: amenities, spaces, house rules and the amenity groups. */
  requiredItemIds: number[];
  /** Catalogue 20's items; what each selects is decided by its name (search-trip-types.ts). */
  tripTypeIds: number[];
  /** At least; 0: any. */
  bedrooms: number;
  beds: number;
  bathrooms: number;
  isExclusive: boolean;
  isLongerStay: boolean;
  /** In major units of the display currency; max null: no upper bound (priceNoLimit). */
  price: { min: number; max: number | null } | null;
  sort: 'relevance' | 'asc' | 'desc';
  /** The host's, from search_host_profiles; compared without case. */
  industry: string | null;
  universityId: number | null;
  page: number;
  otherPage: number;
}

export type FilterResult = { ok: true; filter: SearchFilter } | { ok: false; errorMessage: string };

/** The arguments both searches share (SDL names). */
export interface SearchArguments {
  personCapacity?: number | null;
  dates?: { startDate: string; endDate: string } | null;
  currentPage?: number | null;
  otherCurrentPage?: number | null;
  geography?: { bounds?: { northeast: Point; southwest: Point } | null } | null;
  sw_lat?: number | null;
  sw_lng?: number | null;
  ne_lat?: number | null;
  ne_lng?: number | null;
  womenCount?: number | null;
  menCount?: number | null;
  childCount?: number | null;
  otherCount?: number | null;
  isExclusive?: boolean | null;
  bookingType?: string | null;
  roomType?: readonly number[] | null;
  houseType?: readonly number[] | null;
  amenities?: readonly number[] | null;
  spaces?: readonly number[] | null;
  houseRules?: readonly number[] | null;
  familyFriendlyAmenities?: readonly number[] | null;
  uniqueAmenities?: readonly number[] | null;
  businessAmenities?: readonly number[] | null;
  tripType?: readonly number[] | null;
  priceRange?: readonly number[] | null;
  priceNoLimit?: boolean | null;
  priceSortOrder?: string | null;
  bedrooms?: number | null;
  beds?: number | null;
  bathrooms?: number | null;
  isLongerStay?: boolean | null;
  industry?: string | null;
  universityId?: number | null;
}

interface Point {
  lat: number;
  lng: number;
}

class BadArgument extends Error {}
const refuse = (message: string): never => {
  throw new BadArgument(message);
};

function count(value: number | null | undefined, what: string, max = GUESTS_MAX): number {
  if (value === null || value === undefined) return 0;
  if (!Number.isInteger(value) || value < 0 || value > max) refuse(SEARCH_TEXTS.count(what));
  return value;
}

/** Positive ids, each once; zeros dropped (0 means "any"). */
function ids(values: readonly number[] | null | undefined, what: string): number[] {
  if (!values) return [];
  if (values.length > IDS_MAX) refuse(SEARCH_TEXTS.ids(what));
  for (const value of values) if (!Number.isInteger(value) || value < 0) refuse(SEARCH_TEXTS.ids(what));
  return [...new Set(values.filter((value) => value > 0))];
}

function page(value: number | null | undefined): number {
  if (value === null || value === undefined) return 1;
  if (!Number.isInteger(value) || value < 1 || value > 1_000_000) refuse(SEARCH_TEXTS.page);
  return value;
}

const isLat = (value: number) => Number.isFinite(value) && value >= -90 && value <= 90;
const isLng = (value: number) => Number.isFinite(value) && value >= -180 && value <= 180;

/** The box from the map's corners, else the chosen place's bounds, else none (anywhere). */
function box(args: SearchArguments): SearchBox | null {
  const corners = [args.sw_lat, args.sw_lng, args.ne_lat, args.ne_lng];
  const given = corners.filter((value) => value !== null && value !== undefined).length;
  let found: SearchBox | null = null;
  if (given === 4) {
    found = { swLat: args.sw_lat!, swLng: args.sw_lng!, neLat: args.ne_lat!, neLng: args.ne_lng! };
  } else if (given > 0) {
    refuse(SEARCH_TEXTS.box);
  } else if (args.geography?.bounds) {
    const { northeast, southwest } = args.geography.bounds;
    found = { swLat: southwest.lat, swLng: southwest.lng, neLat: northeast.lat, neLng: northeast.lng };
  }
  if (!found) return null;
  const fits = isLat(found.swLat) && isLat(found.neLat) && isLng(found.swLng) && isLng(found.neLng);
  if (!fits || found.swLat > found.neLat) refuse(SEARCH_TEXTS.box);
  return found;
}

function dates(value: SearchArguments['dates']): SearchFilter['dates'] {
  if (!value) return null;
  const checkIn = parseLocalDate(value.startDate);
  const checkOut = parseLocalDate(value.endDate);
  if (!checkIn || !checkOut) return refuse(SEARCH_TEXTS.datesFormat);
  const nights = daysBetween(checkIn, checkOut);
  if (nights < 1) refuse(SEARCH_TEXTS.datesOrder);
  if (nights > MAX_NIGHTS_MAX) refuse(SEARCH_TEXTS.datesTooLong);
  return { checkIn, checkOut };
}

function price(range: SearchArguments['priceRange'], noLimit: boolean): SearchFilter['price'] {
  if (!range || range.length === 0) return null;
  const [min, max] = range;
  const valid = (value: number | undefined): value is number =>
    value !== undefined && Number.isFinite(value) && value >= 0;
  if (range.length !== 2 || !valid(min) || !valid(max) || min > max) refuse(SEARCH_TEXTS.priceRange);
  return { min: min!, max: noLimit ? null : max! };
}

function sort(value: string | null | undefined): SearchFilter['sort'] {
  if (value === null || value === undefined || value === '') return 'relevance';
  if (value === 'asc' || value === 'desc') return value;
  return refuse(SEARCH_TEXTS.sortOrder);
}

function bookingType(value: string | null | undefined): SearchFilter['bookingType'] {
  if (value === null || value === undefined || value === '') return null;
  if (value === 'instant' || value === 'request') return value;
  return refuse(SEARCH_TEXTS.bookingType);
}

/** The filter the arguments ask for, or the first thing wrong with them. */
export function searchFilterOf(args: SearchArguments): FilterResult {
  try {
    const women = count(args.womenCount, 'Women');
    const men = count(args.menCount, 'Men');
    const children = count(args.childCount, 'Children');
    const others = count(args.otherCount, 'Other guests');
    const byKind = women + men + children + others;
    const industry = args.industry?.trim() ?? '';
    const bathrooms = args.bathrooms ?? 0;
    if (!Number.isFinite(bathrooms) || bathrooms < 0 || bathrooms > 500) refuse(SEARCH_TEXTS.count('Bathrooms'));
    const filter: SearchFilter = {
      box: box(args),
      dates: dates(args.dates),
      guests: byKind > 0 ? byKind : count(args.personCapacity, 'Guests'),
      menCount: men,
      bookingType: bookingType(args.bookingType),
      roomTypeIds: ids(args.roomType, 'Room types'),
      houseTypeIds: ids(args.houseType, 'House types'),
      requiredItemIds: [
        ...new Set([
          ...ids(args.amenities, 'Amenities'),
          ...ids(args.spaces, 'Spaces'),
          ...ids(args.houseRules, 'House rules'),
          ...ids(args.familyFriendlyAmenities, 'Family-friendly amenities'),
          ...ids(args.uniqueAmenities, 'Unique amenities'),
          ...ids(args.businessAmenities, 'Business amenities'),
        ]),
      ],
      tripTypeIds: ids(args.tripType, 'Trip types'),
      bedrooms: count(args.bedrooms, 'Bedrooms'),
      beds: count(args.beds, 'Beds'),
      bathrooms,
      isExclusive: args.isExclusive === true,
      isLongerStay: args.isLongerStay === true,
      price: price(args.priceRange, args.priceNoLimit === true),
      sort: sort(args.priceSortOrder),
      industry: industry === '' ? null : industry,
      universityId: args.universityId ? count(args.universityId, 'University', 2 ** 31 - 1) : null,
      page: page(args.currentPage),
      otherPage: page(args.otherCurrentPage),
    };
    return { ok: true, filter };
  } catch (error) {
    if (error instanceof BadArgument) return { ok: false, errorMessage: error.message };
    throw error;
  }
}

/**
 * The filter with the search settings' default order (decision 0045's amendment) when the search named none: a
 * member's own choice of price order always wins.
 */
export function withDefaultSort(filter: SearchFilter, defaultPriceSort: 'asc' | 'desc' | null): SearchFilter {
  return filter.sort === 'relevance' && defaultPriceSort !== null ? { ...filter, sort: defaultPriceSort } : filter;
}

/**
 * The search that finds "other results" (spec 000 §3): the same place and filters without the dates and the guests,
 * for homes that miss only those. null when the search asked neither (nothing to relax).
 */
export function relaxedFilter(filter: SearchFilter): SearchFilter | null {
  if (filter.dates === null && filter.guests === 0 && filter.menCount === 0) return null;
  return { ...filter, dates: null, guests: 0, menCount: 0, page: filter.otherPage };
}
