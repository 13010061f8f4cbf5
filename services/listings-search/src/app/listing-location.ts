// Where a listing is on the map for the caller (decision 0037): the pin for its host, her co-hosts and admins who
// manage listings; for everyone else the pin moved by the listing's own offset, drawn once and kept.
import { randomInt } from 'node:crypto';
import { mapOffsets } from '../db/listing-page';
import {
  drawOffset,
  mapLocation,
  seesExactLocation,
  type MapLocation,
  type MapOffset,
} from '../domain/approximate-location';
import type { ListingRecord, Viewer } from '../domain/listing';
import type { ListingsDeps } from './deps';

const DRAW_STEPS = 2 ** 32;
/** A uniform number in [0, 1) from the operating system's generator. */
const uniform = () => randomInt(DRAW_STEPS) / DRAW_STEPS;
const drawNewOffset = (): MapOffset => drawOffset(uniform(), uniform());
const NO_OFFSET: MapOffset = { northM: 0, eastM: 0 };

/**
 * The map locations of `listings` as `viewer` may see them (null for a listing without a pin yet); one query for the
 * offsets of them all. `asGuest`: the host previews her listing as guests see it.
 */
export async function mapLocations(
  deps: ListingsDeps,
  listings: readonly ListingRecord[],
  viewer: Viewer,
  asGuest = false,
): Promise<Map<number, MapLocation | null>> {
  const pinned = listings.filter((listing) => listing.lat !== null && listing.lng !== null);
  const hidden = pinned.filter((listing) => !seesExactLocation(listing, viewer, asGuest));
  const offsets = await mapOffsets(
    deps.db,
    hidden.map((listing) => listing.id),
    drawNewOffset,
  );
  return new Map(
    listings.map((listing) => {
      if (listing.lat === null || listing.lng === null) return [listing.id, null];
      const pin = { lat: listing.lat, lng: listing.lng };
      if (seesExactLocation(listing, viewer, asGuest)) return [listing.id, mapLocation(pin, NO_OFFSET, true)];
      // Never the pin by mistake: a hidden listing without its offset is an error, not an exact answer.
      const offset = offsets.get(listing.id);
      if (!offset) throw new Error(`listing ${listing.id} has no map offset`);
      return [listing.id, mapLocation(pin, offset, false)];
    }),
  );
}

export async function mapLocationOf(
  deps: ListingsDeps,
  listing: ListingRecord,
  viewer: Viewer,
  asGuest = false,
): Promise<MapLocation | null> {
  return (await mapLocations(deps, [listing], viewer, asGuest)).get(listing.id) ?? null;
}
