// Queries of the list settings catalogues as admins keep them (decision 0036): every item of a type with how many
// listings use it, and the writes of the admin screens. The host editor's reads are in ./list-settings.
import type { Knex } from '@golightly/db';
import type { ListSettingFields, ListSettingItem } from '../domain/list-setting-types';
import { readAll } from './reads';

type Db = Knex | Knex.Transaction;

/** An item as the admin screens show it. */
export interface AdminListSettingRow extends ListSettingItem {
  /** Listings (deleted ones too, which keep their picks) that picked it. */
  listingCount: number;
  createdAt: string;
  updatedAt: string;
}

const ITEM_COLUMNS = {
  id: 'id',
  typeId: 'type_id',
  itemName: 'item_name',
  itemDescription: 'item_description',
  value: 'value',
  isEnable: 'is_enable',
};

/** Listings that refer to each item: by one of their own columns, their picks, or their beds. */
const USAGE = `
  select setting_id, count(distinct listing_id)::int as n from (
    select room_type_id as setting_id, id as listing_id from listings where room_type_id is not null
    union all select house_type_id, id from listings where house_type_id is not null
    union all select building_size_id, id from listings where building_size_id is not null
    union all select bathroom_type_id, id from listings where bathroom_type_id is not null
    union all select setting_id, listing_id from listing_setting_items
    union all select bed_type_id, listing_id from listing_bed_types
  ) uses group by setting_id`;

const toIso = (value: Date | string): string => (value instanceof Date ? value.toISOString() : value);

function adminRow(row: Record<string, unknown>): AdminListSettingRow {
  return {
    id: row.id as number,
    typeId: row.typeId as number,
    itemName: row.itemName as string,
    itemDescription: row.itemDescription as string,
    value: row.value === null ? null : Number(row.value),
    isEnable: row.isEnable as boolean,
    listingCount: Number(row.listingCount ?? 0),
    createdAt: toIso(row.createdAt as Date),
    updatedAt: toIso(row.updatedAt as Date),
  };
}

/** An item as the admin screen shows it, with how many listings use it. */
const ADMIN_COLUMNS = {
  id: 's.id',
  typeId: 's.type_id',
  itemName: 's.item_name',
  itemDescription: 's.item_description',
  value: 's.value',
  isEnable: 's.is_enable',
  listingCount: 'u.n',
  createdAt: 's.created_at',
  updatedAt: 's.updated_at',
};

const withUsage = (db: Db) => db('list_settings as s').leftJoin(db.raw(`(${USAGE}) as u`), 'u.setting_id', 's.id');

/** Every item of a catalogue, enabled or not, in catalogue order (by number for counts, then by id). */
export async function findCatalogueItems(db: Db, typeId: number): Promise<AdminListSettingRow[]> {
  const rows = await withUsage(db)
    .where('s.type_id', typeId)
    .orderByRaw('s.value asc nulls last, s.id asc')
    .select(ADMIN_COLUMNS);
  return rows.map(adminRow);
}

/** One item with its usage, or undefined. */
export async function findAdminListSetting(db: Db, id: number): Promise<AdminListSettingRow | undefined> {
  if (!Number.isInteger(id) || id < 1 || id > 2_147_483_647) return undefined;
  const row = await withUsage(db).where('s.id', id).first(ADMIN_COLUMNS);
  return row ? adminRow(row) : undefined;
}

/** The item's row, locked until the transaction ends, or undefined. */
export async function lockListSetting(trx: Knex.Transaction, id: number): Promise<ListSettingItem | undefined> {
  if (!Number.isInteger(id) || id < 1 || id > 2_147_483_647) return undefined;
  const row = await trx('list_settings').select(ITEM_COLUMNS).where({ id }).forUpdate().first();
  return row ? { ...row, value: row.value === null ? null : Number(row.value) } : undefined;
}

/**
 * Holds the catalogue's name and number checks still until the transaction ends, so two admins adding "Wifi" at once
 * are told in words rather than by the unique index.
 */
export async function lockCatalogue(trx: Knex.Transaction, typeId: number): Promise<void> {
  await trx.raw('select pg_advisory_xact_lock(?, ?)', [0x6c697374, typeId]);
}

/** Another item of the catalogue with this name (any case) or this number. */
export async function findClash(
  db: Db,
  typeId: number,
  fields: Pick<ListSettingFields, 'itemName' | 'value'>,
  exceptId: number | null,
): Promise<{ name: boolean; value: boolean }> {
  const others = db('list_settings')
    .where({ type_id: typeId })
    .modify((q) => {
      if (exceptId !== null) q.whereNot({ id: exceptId });
    });
  const [byName, byValue] = await readAll(db, [
    () => others.clone().whereRaw('lower(item_name) = lower(?)', [fields.itemName]).first('id'),
    async () => (fields.value === null ? undefined : others.clone().where({ value: fields.value }).first('id')),
  ]);
  return { name: byName !== undefined, value: byValue !== undefined };
}

export async function insertListSetting(
  trx: Knex.Transaction,
  typeId: number,
  fields: ListSettingFields,
): Promise<number> {
  const [row] = await trx('list_settings')
    .insert({
      type_id: typeId,
      item_name: fields.itemName,
      item_description: fields.itemDescription,
      value: fields.value,
      is_enable: fields.isEnable ?? true,
    })
    .returning('id');
  return row.id;
}

export async function updateListSetting(trx: Knex.Transaction, id: number, item: ListSettingItem): Promise<void> {
  await trx('list_settings').where({ id }).update({
    item_name: item.itemName,
    item_description: item.itemDescription,
    value: item.value,
    is_enable: item.isEnable,
    updated_at: trx.fn.now(),
  });
}

/** How many listings (deleted ones too) refer to the item. */
export async function countListingsUsing(db: Db, id: number): Promise<number> {
  const { rows } = await db.raw(
    `select count(*)::int as n from (
       select id from listings where ? in (room_type_id, house_type_id, building_size_id, bathroom_type_id)
       union select listing_id from listing_setting_items where setting_id = ?
       union select listing_id from listing_bed_types where bed_type_id = ?
     ) as uses`,
    [id, id, id],
  );
  return Number(rows[0].n);
}

export async function deleteListSetting(trx: Knex.Transaction, id: number): Promise<void> {
  await trx('list_settings').where({ id }).delete();
}

/** Every item's number and description, by id (for ListSetting.value and itemDescription of the editor's reads). */
export async function findItemDetails(
  db: Db,
  ids: readonly number[],
): Promise<Map<number, { value: number | null; itemDescription: string }>> {
  const safe = ids.filter((id) => Number.isInteger(id) && id > 0 && id <= 2_147_483_647);
  if (safe.length === 0) return new Map();
  const rows: { id: number; value: number | null; itemDescription: string }[] = await db('list_settings')
    .whereIn('id', safe)
    .select({ id: 'id', value: 'value', itemDescription: 'item_description' });
  return new Map(
    rows.map((r) => [r.id, { value: r.value === null ? null : Number(r.value), itemDescription: r.itemDescription }]),
  );
}
