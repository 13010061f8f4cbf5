// Queries of the list settings catalogues (type ids 1 to 23) a listing picks from.
import type { Knex } from '@golightly/db';
import type { ListSetting } from '../domain/list-settings';

type Db = Knex | Knex.Transaction;

const COLUMNS = { id: 'id', typeId: 'type_id', itemName: 'item_name', isEnable: 'is_enable' };

/** The catalogue items with these ids, by id; unknown ids are simply absent. */
export async function findListSettings(db: Db, ids: readonly number[]): Promise<Map<number, ListSetting>> {
  const safe = ids.filter((id) => Number.isInteger(id) && id > 0 && id <= 2_147_483_647);
  const rows: ListSetting[] = safe.length === 0 ? [] : await db('list_settings').select(COLUMNS).whereIn('id', safe);
  return new Map(rows.map((row) => [row.id, row]));
}

/** Every enabled item of a catalogue type, in catalogue order (for the editor's choices and the demo data). */
export async function findEnabledListSettings(db: Db, typeId?: number): Promise<ListSetting[]> {
  const query = db('list_settings').select(COLUMNS).where({ is_enable: true }).orderBy(['type_id', 'id']);
  return typeId === undefined ? query : query.where({ type_id: typeId });
}
