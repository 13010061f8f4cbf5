// Queries of the listing page's own tables (migration 0012): views by day and viewer, the day's salt, each listing's
// map offset, and the candidates for similar listings.
import type { Knex } from '@golightly/db';
import type { MapOffset } from '../domain/approximate-location';

type Db = Knex | Knex.Transaction;

/** Records one viewer's view of a listing on a day; true when it is her first that day (a new row). */
export async function insertView(db: Db, listingId: number, day: string, viewer: string): Promise<boolean> {
  const rows = await db('listing_views')
    .insert({ listing_id: listingId, day, viewer })
    .onConflict(['listing_id', 'day', 'viewer'])
    .ignore()
    .returning('listing_id');
  return rows.length > 0;
}

/** Distinct viewer-days of a listing from `since` (included). */
export async function countViews(db: Db, listingId: number, since: string): Promise<number> {
  const [row] = await db('listing_views').where({ listing_id: listingId }).where('day', '>=', since).count({ n: '*' });
  return Number(row?.n ?? 0);
}

/** Drops a listing's views before `before`: they no longer count for anything. */
export async function pruneViews(db: Db, listingId: number, before: string): Promise<void> {
  await db('listing_views').where({ listing_id: listingId }).where('day', '<', before).delete();
}

/**
 * The salt of `day`, made with `fresh` if the day has none yet (two first views at once agree on one), and every
 * earlier day's salt dropped.
 */
export async function daySalt(db: Db, day: string, fresh: Buffer): Promise<Buffer> {
  await db('listing_view_salts').insert({ day, salt: fresh }).onConflict('day').ignore();
  await db('listing_view_salts').where('day', '<', day).delete();
  const row: { salt: Buffer } | undefined = await db('listing_view_salts').where({ day }).first('salt');
  if (!row) throw new Error(`no view salt for ${day}`);
  return row.salt;
}

/** The map offsets of these listings, drawing (with `draw`) and keeping one for each listing that has none yet. */
export async function mapOffsets(
  db: Db,
  listingIds: readonly number[],
  draw: () => MapOffset,
): Promise<Map<number, MapOffset>> {
  const read = async () =>
    new Map<number, MapOffset>(
      (
        await db('listing_map_offsets')
          .whereIn('listing_id', listingIds)
          .select({ id: 'listing_id', northM: 'north_m', eastM: 'east_m' })
      ).map((row: { id: number; northM: number; eastM: number }) => [row.id, { northM: row.northM, eastM: row.eastM }]),
    );
  if (listingIds.length === 0) return new Map();
  const found = await read();
  const missing = listingIds.filter((id) => !found.has(id));
  if (missing.length === 0) return found;
  // Whoever inserts first wins; a request racing this one reads the same offset afterwards.
  await db('listing_map_offsets')
    .insert(
      [...new Set(missing)].map((id) => {
        const offset = draw();
        return { listing_id: id, north_m: offset.northM, east_m: offset.eastM };
      }),
    )
    .onConflict('listing_id')
    .ignore();
  return read();
}

export interface SimilarTo {
  id: number;
  hostId: string;
  country: string;
  city: string;
  lat: number | null;
  lng: number | null;
}

/**
 * Up to `limit` ids of live, listed listings of other hosts: those in the same city first, then by distance from
 * the pin (an equirectangular estimate, which orders nearby homes as the globe does), then the newest.
 */
export async function similarListingIds(db: Db, to: SimilarTo, limit: number): Promise<number[]> {
  const sameCity =
    to.city.trim() === ''
      ? db.raw('false')
      : db.raw('(country = ? and lower(city) = lower(?))', [to.country, to.city.trim()]);
  const distance =
    to.lat === null || to.lng === null
      ? db.raw('null::double precision')
      : db.raw(`((lat - ?) ^ 2 + (least(abs(lng - ?), 360 - abs(lng - ?)) * cos(radians(?))) ^ 2)`, [
          to.lat,
          to.lng,
          to.lng,
          to.lat,
        ]);
  const rows: { id: number }[] = await db('listings')
    .select('id')
    .whereNull('deleted_at')
    .whereNull('host_suspended_at')
    .where({ approval_status: 'approved', is_published: true, is_listed: true })
    .whereNot({ id: to.id })
    .whereNot({ host_id: to.hostId })
    .orderByRaw('? desc, ? asc nulls last, created_at desc, id desc', [sameCity, distance])
    .limit(limit);
  return rows.map((row) => row.id);
}
