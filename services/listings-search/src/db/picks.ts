// Queries of the picks lists (migration 0019, decision 0045). A change locks its list's row first (lockPickList), so
// changes to one list take turns; reads take a pool or a transaction.
import type { Knex } from '@golightly/db';
import type { PickKind } from '../domain/picks';

type Db = Knex | Knex.Transaction;

export interface PickRow {
  kind: PickKind;
  listingId: number;
  position: number;
}

/** The SQL condition of a listing a member may see on the home page: live and listed (decision 0045). */
const LIVE =
  'l.deleted_at is null and l.host_suspended_at is null and l.approval_status = ? and l.is_published and l.is_listed';

/** Locks the list until the transaction ends. */
export async function lockPickList(trx: Knex.Transaction, kind: PickKind): Promise<void> {
  await trx('pick_lists').where({ kind }).forUpdate().first('kind');
}

/** The listing ids of a list in order, live or not (the admin's screen). */
export async function pickOrder(db: Db, kind: PickKind): Promise<number[]> {
  const rows: { listing_id: number }[] = await db('listing_picks')
    .where({ kind })
    .orderBy('position')
    .select('listing_id');
  return rows.map((row) => row.listing_id);
}

/** Every live pick of every list, in each list's order (the home page). */
export async function livePicks(db: Db): Promise<PickRow[]> {
  return db('listing_picks as p')
    .join('listings as l', 'l.id', 'p.listing_id')
    .whereRaw(LIVE, ['approved'])
    .orderBy([{ column: 'p.kind' }, { column: 'p.position' }])
    .select({ kind: 'p.kind', listingId: 'p.listing_id', position: 'p.position' });
}

/** Whether the listing may be picked: live and listed. */
export async function isPickable(db: Db, listingId: number): Promise<boolean> {
  const row = await db('listings as l').where('l.id', listingId).whereRaw(LIVE, ['approved']).first('l.id');
  return row !== undefined;
}

export async function insertPick(trx: Knex.Transaction, kind: PickKind, listingId: number, position: number) {
  await trx('listing_picks').insert({ kind, listing_id: listingId, position });
}

export async function deletePick(trx: Knex.Transaction, kind: PickKind, listingId: number): Promise<void> {
  await trx('listing_picks').where({ kind, listing_id: listingId }).delete();
}

/** Stores `order` as the list's positions 1..n (the position constraint is checked at commit). */
export async function savePickOrder(trx: Knex.Transaction, kind: PickKind, order: readonly number[]): Promise<void> {
  if (order.length > 0) {
    await trx.raw(
      `update listing_picks p set position = o.position
         from unnest(?::int[]) with ordinality as o(listing_id, position)
        where p.kind = ? and p.listing_id = o.listing_id and p.position <> o.position`,
      [[...order], kind],
    );
  }
  await trx('pick_lists').where({ kind }).update({ updated_at: trx.fn.now() });
}
