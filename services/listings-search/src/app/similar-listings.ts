// Similar listings on a listing page (spec 001 §2 "listing view … similar listings"; decision 0037): up to six live,
// listed homes of other hosts, in the same city first, then the nearest.
import { findListingsByIds } from '../db/listings';
import { similarListingIds } from '../db/listing-page';
import type { ListingRecord } from '../domain/listing';
import type { ListingsDeps } from './deps';

export const SIMILAR_LISTINGS_MAX = 6;

export async function similarListings(deps: ListingsDeps, listing: ListingRecord): Promise<ListingRecord[]> {
  const ids = await similarListingIds(deps.db, listing, SIMILAR_LISTINGS_MAX);
  const byId = new Map((await findListingsByIds(deps.db, ids)).map((found) => [found.id, found]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
