// Queries of wish lists (migration 0017): groups with their live saved homes, saves, a member's counts under her lock,
// and the profile numbers of members. "Live" is the listing rule of domain/listing.ts isLive, in SQL.
import type { Knex } from '@golightly/db';
import type { WishListGroupRecord } from '../domain/wish-list';

type Db = Knex | Knex.Transaction;

/** A group as read: its record, the live homes saved in it (most recently saved first) and the first one's cover. */
export interface WishListGroupRow extends WishListGroupRecord {
  listIds: number[];
  coverPhoto: string | null;
}

const LIVE = `l.deleted_at is null and l.host_suspended_at is null and l.approval_status = 'approved' and l.is_published`;

const GROUPS = `
  select g.id, g.user_id as "userId", g.name, g.is_public as "isPublic", g.updated_at as "updatedAt",
    coalesce(saved.ids, '{}') as "listIds",
    (select p.name from listing_photos p where p.listing_id = saved.ids[1]
      order by p.is_cover desc, p.sort_order, p.id limit 1) as "coverPhoto"
  from wish_list_groups g
  left join lateral (
    select array_agg(i.list_id order by i.created_at desc, i.list_id desc) as ids
    from wish_list_items i join listings l on l.id = i.list_id
    where i.group_id = g.id and ${LIVE}
  ) saved on true`;

/** A member's groups, last changed first; her private ones only with `withPrivate`. */
export async function findGroupsOf(db: Db, userId: string, withPrivate: boolean): Promise<WishListGroupRow[]> {
  const { rows } = await db.raw(
    `${GROUPS} where g.user_id = ? and (g.is_public or ?) order by g.updated_at desc, g.id`,
    [userId, withPrivate],
  );
  return rows as WishListGroupRow[];
}

export async function findGroup(db: Db, id: string): Promise<WishListGroupRow | undefined> {
  const { rows } = await db.raw(`${GROUPS} where g.id = ?`, [id]);
  return (rows as WishListGroupRow[])[0];
}

/**
 * Serialises one member's wish-list changes until the transaction ends, so two requests (or two aliases of one) cannot
 * both pass a limit that only one of them fits under.
 */
export async function lockMemberWishLists(trx: Knex.Transaction, userId: string): Promise<void> {
  await trx.raw('select pg_advisory_xact_lock(hashtextextended(?, 43))', [`wish-lists:${userId}`]);
}

export async function countGroups(db: Db, userId: string): Promise<number> {
  const [row] = await db('wish_list_groups').where({ user_id: userId }).count({ n: '*' });
  return Number(row?.n ?? 0);
}

export async function countItems(db: Db, userId: string): Promise<number> {
  const [row] = await db('wish_list_items').where({ user_id: userId }).count({ n: '*' });
  return Number(row?.n ?? 0);
}

/** The group's row, locked for the change; any group, whoever owns it (the use case proves ownership). */
export async function lockGroup(trx: Knex.Transaction, id: string): Promise<WishListGroupRecord | undefined> {
  return trx('wish_list_groups')
    .where({ id })
    .forUpdate()
    .first({ id: 'id', userId: 'user_id', name: 'name', isPublic: 'is_public', updatedAt: 'updated_at' });
}

export async function insertGroup(
  trx: Knex.Transaction,
  group: { userId: string; name: string; isPublic: boolean },
): Promise<string> {
  const [row] = await trx('wish_list_groups')
    .insert({ user_id: group.userId, name: group.name, is_public: group.isPublic })
    .returning('id');
  return row.id as string;
}

export async function updateGroup(
  trx: Knex.Transaction,
  id: string,
  change: { name?: string; isPublic?: boolean },
): Promise<void> {
  await trx('wish_list_groups')
    .where({ id })
    .update({ name: change.name, is_public: change.isPublic, updated_at: trx.fn.now() });
}

export async function deleteGroup(trx: Knex.Transaction, id: string): Promise<void> {
  await trx('wish_list_groups').where({ id }).delete();
}

/** Saves a home in a group; false when it was there already. */
export async function insertItem(
  trx: Knex.Transaction,
  item: { groupId: string; listId: number; userId: string },
): Promise<boolean> {
  const rows = await trx('wish_list_items')
    .insert({ group_id: item.groupId, list_id: item.listId, user_id: item.userId })
    .onConflict(['group_id', 'list_id'])
    .ignore()
    .returning('list_id');
  return rows.length > 0;
}

/** Takes a home out of a group; false when it was not there. */
export async function deleteItem(trx: Knex.Transaction, groupId: string, listId: number): Promise<boolean> {
  return (await trx('wish_list_items').where({ group_id: groupId, list_id: listId }).delete()) > 0;
}

export async function touchGroup(trx: Knex.Transaction, id: string): Promise<void> {
  await trx('wish_list_groups').where({ id }).update({ updated_at: trx.fn.now() });
}

/** Of these listings, the ones the member saved in any of her groups: one query for a whole page of results. */
export async function findSavedListingIds(db: Db, userId: string, listIds: readonly number[]): Promise<number[]> {
  if (listIds.length === 0) return [];
  const rows: { list_id: number }[] = await db('wish_list_items')
    .distinct('list_id')
    .where({ user_id: userId })
    .whereIn('list_id', [...new Set(listIds)]);
  return rows.map((row) => row.list_id);
}

/** Remembers which member a profile number is (accounts' events; a redelivery changes nothing). */
export async function upsertOwner(db: Db, userId: string, profileId: number): Promise<void> {
  await db('wish_list_owners')
    .insert({ user_id: userId, profile_id: profileId })
    .onConflict('user_id')
    .merge(['profile_id']);
}

export async function findUserIdOfProfile(db: Db, profileId: number): Promise<string | undefined> {
  const row: { user_id: string } | undefined = await db('wish_list_owners')
    .where({ profile_id: profileId })
    .first('user_id');
  return row?.user_id;
}
