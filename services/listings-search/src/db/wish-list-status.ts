// Which of these listings a member saved in one of her wish lists (Listing.wishListStatus and
// SearchResultListing.wishListStatus): one query for a whole page of listings, never one a listing.
import type { Knex } from '@golightly/db';
import { findSavedListingIds } from './wish-lists';

type Db = Knex | Knex.Transaction;

/** The ids among `listIds` that `userId` saved (none for a visitor: null). */
export async function wishListedIds(db: Db, userId: string | null, listIds: readonly number[]): Promise<Set<number>> {
  if (userId === null || listIds.length === 0) return new Set();
  return new Set(await findSavedListingIds(db, userId, listIds));
}
