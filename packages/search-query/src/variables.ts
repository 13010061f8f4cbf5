// What the search screen asks SearchListing (spec 000 §5, §7): counts and ids only when non-zero, lists only when
// something is chosen, infants never, and priceNoLimit when the price range reaches the configured maximum.
import { LIST_FILTERS, type SearchFilters } from './filters';

/** The place's geography as the place picker resolves it (SearchGeographyInput). */
export interface SearchGeography {
  address?: string | null;
  administrativeAreaShort?: string | null;
  administrativeAreaLong?: string | null;
  countryCode?: string | null;
  geoType?: string | null;
  lat?: number | null;
  lng?: number | null;
  bounds?: { northeast: { lat: number; lng: number }; southwest: { lat: number; lng: number } } | null;
  chosen?: boolean | null;
}

/** SearchListing's arguments (services/listings-search/src/graphql/search.graphql). */
export interface SearchListingVariables {
  personCapacity?: number;
  dates?: { startDate: string; endDate: string };
  currentPage?: number;
  otherCurrentPage?: number;
  geography?: SearchGeography;
  geoType?: string;
  lat?: number;
  lng?: number;
  sw_lat?: number;
  sw_lng?: number;
  ne_lat?: number;
  ne_lng?: number;
  searchByMap?: boolean;
  womenCount?: number;
  menCount?: number;
  childCount?: number;
  otherCount?: number;
  isExclusive?: boolean;
  bookingType?: string;
  roomType?: number[];
  houseType?: number[];
  amenities?: number[];
  spaces?: number[];
  houseRules?: number[];
  familyFriendlyAmenities?: number[];
  uniqueAmenities?: number[];
  businessAmenities?: number[];
  tripType?: number[];
  priceRange?: number[];
  priceNoLimit?: boolean;
  priceSortOrder?: string;
  universityId?: number;
  bedrooms?: number;
  bathrooms?: number;
  beds?: number;
  industry?: string;
  isLongerStay?: boolean;
  zoomLevel?: number;
}

export interface VariablesContext {
  /** The price slider's maximum (search settings): a range reaching it has no upper bound. */
  priceRangeMax: number;
  /** The chosen place's geography, once resolved; without it the address alone is sent. */
  geography?: SearchGeography | null;
}

export function toSearchListingVariables(filters: SearchFilters, context: VariablesContext): SearchListingVariables {
  const variables: SearchListingVariables = {};
  const nonZero = <K extends keyof SearchListingVariables>(key: K, value: number) => {
    if (value > 0) (variables as Record<string, unknown>)[key] = value;
  };

  nonZero('personCapacity', filters.personCapacity);
  if (filters.startDate && filters.endDate) {
    variables.dates = { startDate: filters.startDate, endDate: filters.endDate };
  }
  variables.currentPage = Math.max(filters.currentPage, 1);
  variables.otherCurrentPage = Math.max(filters.otherCurrentPage, 1);

  if (filters.searchByMap && filters.bounds) {
    variables.searchByMap = true;
    variables.sw_lat = filters.bounds.swLat;
    variables.sw_lng = filters.bounds.swLng;
    variables.ne_lat = filters.bounds.neLat;
    variables.ne_lng = filters.bounds.neLng;
  } else if (filters.address || filters.bounds) {
    const box = filters.bounds;
    variables.geography = {
      ...context.geography,
      ...(filters.address ? { address: filters.address, chosen: filters.chosen } : {}),
      ...(box
        ? { bounds: { northeast: { lat: box.neLat, lng: box.neLng }, southwest: { lat: box.swLat, lng: box.swLng } } }
        : {}),
    };
    if (context.geography?.geoType) variables.geoType = context.geography.geoType;
    if (context.geography?.lat != null && context.geography.lng != null) {
      variables.lat = context.geography.lat;
      variables.lng = context.geography.lng;
    }
  }
  if (filters.zoomLevel !== null) variables.zoomLevel = filters.zoomLevel;

  nonZero('womenCount', filters.womenCount);
  nonZero('menCount', filters.menCount);
  nonZero('childCount', filters.childCount);
  nonZero('otherCount', filters.otherCount);
  if (filters.isExclusive) variables.isExclusive = true;
  if (filters.isLongerStay) variables.isLongerStay = true;
  if (filters.bookingType) variables.bookingType = filters.bookingType;
  for (const key of LIST_FILTERS) {
    if (filters[key].length > 0) variables[key] = [...filters[key]];
  }
  if (filters.priceRange) {
    const [min, max] = filters.priceRange;
    variables.priceRange = [min, max];
    if (max >= context.priceRangeMax) variables.priceNoLimit = true;
  }
  if (filters.priceSortOrder) variables.priceSortOrder = filters.priceSortOrder;
  nonZero('universityId', filters.universityId);
  nonZero('bedrooms', filters.bedrooms);
  nonZero('bathrooms', filters.bathrooms);
  nonZero('beds', filters.beds);
  if (filters.industry) variables.industry = filters.industry;
  return variables;
}
