// The header place picker's questions (spec 000 §2, §5; decision 0044): the places a typed name suggests, and the
// geography of the one she picks. Public: visitors search too.
import { findPlace, matchPlaces } from '../db/places';
import {
  geographyOf,
  MAX_SUGGESTIONS,
  suggestionLookup,
  suggestionOf,
  type PlaceGeography,
  type PlaceSuggestion,
  type SuggestionRequest,
} from '../domain/place-suggestions';
import type { ListingsDeps } from './deps';

export type SuggestionsOutcome =
  { status: 'success'; suggestions: PlaceSuggestion[] } | { status: 'invalid'; message: string };

/** Up to 8 cities, states and countries, by how the name matches and then by how many live there. */
export async function suggestPlaces(deps: ListingsDeps, request: SuggestionRequest): Promise<SuggestionsOutcome> {
  const lookup = suggestionLookup(request);
  if (lookup.status === 'invalid') return lookup;
  if (lookup.status === 'none') return { status: 'success', suggestions: [] };
  const places = await matchPlaces(deps.db, { text: lookup.text, country: lookup.country, limit: MAX_SUGGESTIONS });
  return { status: 'success', suggestions: places.map(suggestionOf) };
}

/** The chosen place's geography; null for an id the gazetteer does not know. */
export async function placeGeography(deps: ListingsDeps, placeId: string): Promise<PlaceGeography | null> {
  const place = await findPlace(deps.db, placeId.slice(0, 64));
  return place ? geographyOf(place) : null;
}
