// Place suggestions and a chosen place's geography (spec 000 §3, §5; decision 0044): what a typed name may be asked,
// how each place is described, and the geography the search is handed. The gazetteer holds only cities, states and
// countries, so the spec's excluded types (establishment, street address, street number, route, sublocality, premise,
// subpremise) never reach a suggestion.
import { matchText, type Bounds } from './place-bounds';

/** How many suggestions one query answers at most. */
export const MAX_SUGGESTIONS = 8;
/** Longer typing is cut here: no place is named with more. */
export const MAX_QUERY_LENGTH = 100;

export const PLACE_TEXTS = {
  badCountry: 'The country restriction must be a two-letter country code, e.g. US.',
  badMinLength: `The minimum length must be a whole number from 0 to ${MAX_QUERY_LENGTH}.`,
} as const;

/** The types each kind of place answers with, named as the maps' place types are. */
export const PLACE_TYPES = {
  city: ['locality', 'political'],
  region: ['administrative_area_level_1', 'political'],
  country: ['country', 'political'],
} as const;

/** Never suggested (spec 000 §5); the gazetteer has none of them, and a test holds it to that. */
export const EXCLUDED_PLACE_TYPES = [
  'establishment',
  'street_address',
  'street_number',
  'route',
  'sublocality',
  'premise',
  'subpremise',
] as const;

export type PlaceKindName = keyof typeof PLACE_TYPES;

/** A gazetteer place as the rules here need it. */
export interface NamedPlace {
  id: string;
  kind: PlaceKindName;
  name: string;
  regionCode: string | null;
  regionName: string | null;
  countryCode: string;
  countryName: string;
  lat: number;
  lng: number;
  bounds: Bounds;
}

export interface SuggestionRequest {
  query: string;
  country?: string | null | undefined;
  minLength?: number | null | undefined;
}

/** What to look up: the text to match and the country; `none` when the query is too short to answer. */
export type SuggestionLookup =
  | { status: 'lookup'; text: string; country: string | null }
  | { status: 'none' }
  | { status: 'invalid'; message: string };

export function suggestionLookup(request: SuggestionRequest): SuggestionLookup {
  const minLength = request.minLength ?? 0;
  if (!Number.isInteger(minLength) || minLength < 0 || minLength > MAX_QUERY_LENGTH) {
    return { status: 'invalid', message: PLACE_TEXTS.badMinLength };
  }
  const country = request.country?.trim() || null;
  if (country !== null && !/^[A-Za-z]{2}$/.test(country)) return { status: 'invalid', message: PLACE_TEXTS.badCountry };
  const typed = request.query.trim().slice(0, MAX_QUERY_LENGTH);
  const text = matchText(typed);
  if (typed.length < minLength || text === '') return { status: 'none' };
  return { status: 'lookup', text, country: country?.toUpperCase() ?? null };
}

export interface PlaceSuggestion {
  placeId: string;
  /** 'Austin, Texas, United States'. */
  description: string;
  /** 'Austin'. */
  mainText: string;
  /** 'Texas, United States'; null for a country. */
  secondaryText: string | null;
  types: readonly string[];
}

/**
 * The place's names from itself outwards: 'Austin, Texas, United States', 'Lisbon, Portugal' (no state known). A city
 * named as its state keeps both ('São Paulo, São Paulo, Brazil'), so it never reads the same as the state.
 */
function namesOf(place: NamedPlace): string[] {
  const names =
    place.kind === 'country'
      ? [place.name]
      : place.kind === 'region'
        ? [place.name, place.countryName]
        : [place.name, place.regionName, place.countryName];
  return names.filter((name): name is string => Boolean(name));
}

export function suggestionOf(place: NamedPlace): PlaceSuggestion {
  const [mainText, ...rest] = namesOf(place);
  return {
    placeId: place.id,
    description: namesOf(place).join(', '),
    mainText: mainText!,
    secondaryText: rest.length > 0 ? rest.join(', ') : null,
    types: PLACE_TYPES[place.kind],
  };
}

export interface AddressPart {
  longName: string;
  shortName: string;
  types: readonly string[];
}

/** The geography of a chosen place (spec 000 §3), as SearchListing's geography argument takes it. */
export interface PlaceGeography {
  placeId: string;
  addressParts: AddressPart[];
  /** The location text: 'Austin, Texas, United States'. */
  address: string;
  /** The state's short and long names: 'TX' and 'Texas' (a city's state; a country's own code and name). */
  administrativeAreaShort: string | null;
  administrativeAreaLong: string | null;
  countryCode: string;
  /** How wide the place is: country, state or city. */
  geoType: 'country' | 'state' | 'city';
  lat: number;
  lng: number;
  bounds: Bounds;
  chosen: true;
}

const GEO_TYPES = { city: 'city', region: 'state', country: 'country' } as const;

export function geographyOf(place: NamedPlace): PlaceGeography {
  const parts: AddressPart[] = [];
  if (place.kind === 'city') parts.push({ longName: place.name, shortName: place.name, types: PLACE_TYPES.city });
  if (place.kind !== 'country' && place.regionName) {
    parts.push({
      longName: place.regionName,
      shortName: place.regionCode ?? place.regionName,
      types: PLACE_TYPES.region,
    });
  }
  parts.push({ longName: place.countryName, shortName: place.countryCode, types: PLACE_TYPES.country });
  const region = place.kind === 'country' ? null : place.regionName;
  return {
    placeId: place.id,
    addressParts: parts,
    address: namesOf(place).join(', '),
    administrativeAreaShort: place.kind === 'country' ? place.countryCode : region ? place.regionCode : null,
    administrativeAreaLong: place.kind === 'country' ? place.countryName : region,
    countryCode: place.countryCode,
    geoType: GEO_TYPES[place.kind],
    lat: place.lat,
    lng: place.lng,
    bounds: place.bounds,
    chosen: true,
  };
}
