// The listing_ratings read-model (migration 0022): each listing's reviews count and star sum from bookings-payments.
import type { Knex } from '@golightly/db';

export interface ListingRating {
  count: number;
  sum: number;
  version: bigint;
}

/** Keeps the rating unless a newer (or the same) version is already kept; one statement, so races cannot regress it. */
export async function saveListingRating(trx: Knex.Transaction, listId: number, rating: ListingRating): Promise<void> {
  await trx.raw(
    `insert into listing_ratings (list_id, reviews_count, reviews_sum, version) values (?, ?, ?, ?)
     on conflict (list_id) do update
       set reviews_count = excluded.reviews_count, reviews_sum = excluded.reviews_sum, version = excluded.version
       where listing_ratings.version < excluded.version`,
    [listId, rating.count, rating.sum, rating.version.toString()],
  );
}

/** The kept ratings of these listings; a listing missing from the map has none. */
export async function findListingRatings(
  db: Knex,
  listIds: readonly number[],
): Promise<Map<number, { count: number; sum: number }>> {
  if (listIds.length === 0) return new Map();
  const rows: { list_id: number; reviews_count: number; reviews_sum: number }[] = await db('listing_ratings')
    .whereIn('list_id', listIds)
    .select('list_id', 'reviews_count', 'reviews_sum');
  return new Map(rows.map((row) => [row.list_id, { count: row.reviews_count, sum: row.reviews_sum }]));
}
