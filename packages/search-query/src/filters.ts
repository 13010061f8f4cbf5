// A member's search as its address keeps it: every argument of SearchListing (spec 000 §7) plus what the screen
// needs to draw it again (the guests by kind with infants, the map's view). Zero, false, '' and [] mean "any".

export type PriceSortOrder = 'asc' | 'desc';
export type BookingType = 'instant' | 'request';

/** A box on the map, in degrees. */
export interface MapBounds {
  swLat: number;
  swLng: number;
  neLat: number;
  neLng: number;
}

export interface SearchFilters {
  /** The place as written; '' for none. */
  address: string;
  /** The member picked the place from the suggestions (rather than typing free text). */
  chosen: boolean;
  /** YYYY-MM-DD, or null. */
  startDate: string | null;
  endDate: string | null;
  /** The guests who count: women, men, children and others (infants never count). */
  personCapacity: number;
  womenCount: number;
  menCount: number;
  childCount: number;
  otherCount: number;
  /** Shown in the guests picker only: infants stay free and are never sent. */
  infants: number;
  bookingType: BookingType | null;
  /** List-setting ids. */
  roomType: number[];
  houseType: number[];
  amenities: number[];
  spaces: number[];
  houseRules: number[];
  familyFriendlyAmenities: number[];
  uniqueAmenities: number[];
  businessAmenities: number[];
  tripType: number[];
  /** Nightly price, minimum and maximum, in the member's chosen currency; null for any. */
  priceRange: [number, number] | null;
  priceSortOrder: PriceSortOrder | null;
  /** At least this many; 0 for any. */
  bedrooms: number;
  /** At least this many; halves allowed; 0 for any. */
  bathrooms: number;
  beds: number;
  isExclusive: boolean;
  isLongerStay: boolean;
  industry: string;
  /** 0 for any. */
  universityId: number;
  /** The box searched: the map's when searchByMap (the member moved it), else the chosen place's. */
  bounds: MapBounds | null;
  zoomLevel: number | null;
  searchByMap: boolean;
  /** Pages from 1. */
  currentPage: number;
  otherCurrentPage: number;
}

/** The list filters, in the order the address writes them. */
export const LIST_FILTERS = [
  'roomType',
  'houseType',
  'amenities',
  'spaces',
  'houseRules',
  'familyFriendlyAmenities',
  'uniqueAmenities',
  'businessAmenities',
  'tripType',
] as const satisfies readonly (keyof SearchFilters)[];
export type ListFilter = (typeof LIST_FILTERS)[number];

/** The guests by kind; personCapacity is their sum without infants. */
export const GUEST_KINDS = ['womenCount', 'menCount', 'childCount', 'otherCount', 'infants'] as const;
export type GuestKind = (typeof GUEST_KINDS)[number];

/** A search with nothing chosen: one woman, the first pages (spec 000 §2: personCapacity 1 and womenCount 1). */
export function defaultSearch(): SearchFilters {
  return {
    address: '',
    chosen: false,
    startDate: null,
    endDate: null,
    personCapacity: 1,
    womenCount: 1,
    menCount: 0,
    childCount: 0,
    otherCount: 0,
    infants: 0,
    bookingType: null,
    roomType: [],
    houseType: [],
    amenities: [],
    spaces: [],
    houseRules: [],
    familyFriendlyAmenities: [],
    uniqueAmenities: [],
    businessAmenities: [],
    tripType: [],
    priceRange: null,
    priceSortOrder: null,
    bedrooms: 0,
    bathrooms: 0,
    beds: 0,
    isExclusive: false,
    isLongerStay: false,
    industry: '',
    universityId: 0,
    bounds: null,
    zoomLevel: null,
    searchByMap: false,
    currentPage: 1,
    otherCurrentPage: 1,
  };
}

/** Any change of what is searched starts again from the first pages. */
export function refine(filters: SearchFilters, change: Partial<SearchFilters>): SearchFilters {
  return { ...filters, currentPage: 1, otherCurrentPage: 1, ...change };
}

/**
 * The place picker's choice (spec 000 §2): the place and its box (the gazetteer's bounds, kept in the address so a
 * shared link searches the same place) replace the map's box; the other filters stay. An empty address clears the
 * place and its chosen flag.
 */
export function withPlace(
  filters: SearchFilters,
  address: string,
  chosen: boolean,
  bounds: MapBounds | null = null,
): SearchFilters {
  const place = address.trim();
  return refine(filters, {
    address: place,
    chosen: place !== '' && chosen,
    bounds: place === '' ? null : bounds,
    zoomLevel: null,
    searchByMap: false,
  });
}

/** The guests by kind, with personCapacity as their counted sum. */
export function withGuests(filters: SearchFilters, guests: Partial<Pick<SearchFilters, GuestKind>>): SearchFilters {
  const next = { ...filters, ...guests };
  const personCapacity = next.womenCount + next.menCount + next.childCount + next.otherCount;
  return refine(filters, { ...guests, personCapacity: Math.max(personCapacity, 1) });
}

/**
 * "Clear all": the filters back to none (booking, list filters, price, rooms, exclusive, longer stay, industry,
 * university), keeping what the search bar and the map hold (the place and its box, the dates, the guests) and the
 * chosen order, from the first pages.
 */
export function withoutFilters(filters: SearchFilters): SearchFilters {
  const none = defaultSearch();
  const {
    address,
    chosen,
    startDate,
    endDate,
    personCapacity,
    womenCount,
    menCount,
    childCount,
    otherCount,
    infants,
    bounds,
    zoomLevel,
    searchByMap,
    priceSortOrder,
  } = filters;
  return {
    ...none,
    address,
    chosen,
    startDate,
    endDate,
    personCapacity,
    womenCount,
    menCount,
    childCount,
    otherCount,
    infants,
    bounds,
    zoomLevel,
    searchByMap,
    priceSortOrder,
  };
}

/** Whether any filter that "Clear all" clears is on. */
export function hasFilters(filters: SearchFilters): boolean {
  const cleared = withoutFilters(filters);
  return (Object.keys(cleared) as (keyof SearchFilters)[]).some(
    (key) =>
      key !== 'currentPage' &&
      key !== 'otherCurrentPage' &&
      JSON.stringify(cleared[key]) !== JSON.stringify(filters[key]),
  );
}
