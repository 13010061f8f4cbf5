// ExploreMoreSearchListing (spec 000 §7 "defined, unused"; decision 0041): ids and approximate places of live homes,
// of the given ids or inside a box, at most MAP_MARKERS_MAX.
import { findListingsByIds } from '../db/listings';
import { searchListingsQuery, type SearchCandidate } from '../db/search';
import { searchFilterOf } from '../domain/search-filter';
import type { Viewer } from '../domain/listing';
import type { ListingsDeps } from './deps';
import { mapLocations } from './listing-location';
import { MAP_MARKERS_MAX } from './search-listings';

export interface ExploreMoreArguments {
  ids?: readonly number[] | null;
  sw_lat?: number | null;
  sw_lng?: number | null;
  ne_lat?: number | null;
  ne_lng?: number | null;
}

/** Live homes' places; a wrong box or id list answers nothing (the call has no place for a message). */
export async function exploreMoreSearchListings(
  deps: ListingsDeps,
  viewer: Viewer,
  args: ExploreMoreArguments,
): Promise<{ id: number; lat: number; lng: number }[]> {
  const { ids, ...box } = args;
  const checked = searchFilterOf(box);
  if (!checked.ok) return [];
  const onlyIds = ids
    ? [...new Set(ids.filter((id) => Number.isInteger(id) && id > 0 && id <= 2_147_483_647))].slice(0, MAP_MARKERS_MAX)
    : undefined;
  if (onlyIds && onlyIds.length === 0) return [];
  const rows: SearchCandidate[] = await searchListingsQuery(deps.db, checked.filter, { onlyIds }).limit(
    MAP_MARKERS_MAX,
  );
  const listings = await findListingsByIds(
    deps.db,
    rows.map((row) => row.id),
  );
  const locations = await mapLocations(deps, listings, viewer, true);
  return rows.flatMap((row) => {
    const location = locations.get(row.id);
    return location ? [{ id: row.id, lat: location.lat, lng: location.lng }] : [];
  });
}
