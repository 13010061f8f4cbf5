// Queries of a listing's photos (decision 0038). The files are in the file store; a row names them. Changes take the
// transaction in which the use case locked the listing's row, so a count and the insert after it cannot interleave.
import type { Knex } from '@golightly/db';

type Db = Knex | Knex.Transaction;

export interface ListingPhoto {
  id: number;
  listingId: number;
  name: string;
  photoDescription: string;
  type: string;
  isCover: boolean;
  /** The host's order, 0 first. */
  position: number;
}

/** What a new photo row holds. */
export interface NewListingPhoto {
  listingId: number;
  name: string;
  photoDescription?: string;
  /** 'upload' (a file in the store) unless told otherwise. */
  type?: string;
  position: number;
  isCover: boolean;
}

const COLUMNS = {
  id: 'id',
  listingId: 'listing_id',
  name: 'name',
  photoDescription: 'photo_description',
  type: 'type',
  isCover: 'is_cover',
  position: 'sort_order',
} as const satisfies Record<keyof ListingPhoto, string>;

const RETURNING = Object.entries(COLUMNS).map(([key, column]) => `${column} as ${key}`);

/** The photos of these listings, cover first, then in the host's order. */
export async function findPhotos(db: Db, listingIds: readonly number[]): Promise<ListingPhoto[]> {
  if (listingIds.length === 0) return [];
  return db('listing_photos')
    .select(COLUMNS)
    .whereIn('listing_id', listingIds)
    .orderBy([{ column: 'is_cover', order: 'desc' }, 'sort_order', 'id']);
}

/** A listing's photos in the host's order (the cover where she put it). */
export async function findPhotosInOrder(db: Db, listingId: number): Promise<ListingPhoto[]> {
  return db('listing_photos').select(COLUMNS).where({ listing_id: listingId }).orderBy(['sort_order', 'id']);
}

export async function countPhotos(db: Db, listingId: number): Promise<number> {
  const row = await db('listing_photos').where({ listing_id: listingId }).count({ count: '*' }).first();
  return Number(row?.count ?? 0);
}

export async function insertPhoto(trx: Knex.Transaction, photo: NewListingPhoto): Promise<ListingPhoto> {
  const [row] = await trx('listing_photos').insert(photoRow(photo)).returning(RETURNING);
  return row;
}

/** Many rows at once (the demo listings). */
export async function insertPhotos(db: Db, photos: readonly NewListingPhoto[]): Promise<void> {
  if (photos.length > 0) await db('listing_photos').insert(photos.map(photoRow));
}

const photoRow = (photo: NewListingPhoto) => ({
  listing_id: photo.listingId,
  name: photo.name,
  photo_description: photo.photoDescription ?? '',
  type: photo.type ?? 'upload',
  sort_order: photo.position,
  is_cover: photo.isCover,
});

/** The position after the listing's last photo. */
export async function nextPosition(db: Db, listingId: number): Promise<number> {
  const row = await db('listing_photos').where({ listing_id: listingId }).max({ last: 'sort_order' }).first();
  return row?.last === null || row?.last === undefined ? 0 : Number(row.last) + 1;
}

export async function updateCaption(
  trx: Knex.Transaction,
  listingId: number,
  photoId: number,
  caption: string,
): Promise<void> {
  await trx('listing_photos').where({ id: photoId, listing_id: listingId }).update({ photo_description: caption });
}

/** Makes `photoId` the listing's one cover (none when null). Cleared first: the unique index allows one at a time. */
export async function setCover(trx: Knex.Transaction, listingId: number, photoId: number | null): Promise<void> {
  await trx('listing_photos').where({ listing_id: listingId, is_cover: true }).update({ is_cover: false });
  if (photoId !== null) {
    await trx('listing_photos').where({ id: photoId, listing_id: listingId }).update({ is_cover: true });
  }
}

/** Puts the listing's photos in the order of `photoIds` (every one of them, checked by the caller). */
export async function setOrder(trx: Knex.Transaction, listingId: number, photoIds: readonly number[]): Promise<void> {
  await trx.raw(
    `update listing_photos p set sort_order = o.position - 1
       from unnest(?::int[]) with ordinality as o (id, position)
      where p.id = o.id and p.listing_id = ?`,
    [[...photoIds], listingId],
  );
}

/** Deletes one photo row; its file name, or null when the listing has no such photo. */
export async function deletePhoto(trx: Knex.Transaction, listingId: number, photoId: number): Promise<string | null> {
  const [row] = await trx('listing_photos').where({ id: photoId, listing_id: listingId }).delete().returning('name');
  return row?.name ?? null;
}

/** Of these file names, those no photo row names any more (their files may go). */
export async function namesNoLongerUsed(db: Db, names: readonly string[]): Promise<string[]> {
  if (names.length === 0) return [];
  const used = new Set(
    (await db('listing_photos').whereIn('name', names).distinct('name')).map((row: { name: string }) => row.name),
  );
  return [...new Set(names)].filter((name) => !used.has(name));
}
