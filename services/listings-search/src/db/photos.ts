// Queries of a listing's photos. Uploading goes through the file store (a later step); reads come from here.
import type { Knex } from '@golightly/db';

type Db = Knex | Knex.Transaction;

export interface ListingPhoto {
  id: number;
  listingId: number;
  name: string;
  photoDescription: string;
  type: string;
  isCover: boolean;
}

const COLUMNS = {
  id: 'id',
  listingId: 'listing_id',
  name: 'name',
  photoDescription: 'photo_description',
  type: 'type',
  isCover: 'is_cover',
};

/** The photos of these listings, cover first, then in the host's order. */
export async function findPhotos(db: Db, listingIds: readonly number[]): Promise<ListingPhoto[]> {
  if (listingIds.length === 0) return [];
  return db('listing_photos')
    .select(COLUMNS)
    .whereIn('listing_id', listingIds)
    .orderBy([{ column: 'is_cover', order: 'desc' }, 'sort_order', 'id']);
}
