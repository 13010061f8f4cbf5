// The one row of search settings (migration 0019, decision 0045).
import type { Knex } from '@golightly/db';
import type { PriceSort, SearchSettings } from '../domain/picks';

type Db = Knex | Knex.Transaction;

export interface StoredSearchSettings extends SearchSettings {
  updatedAt: Date;
}

const COLUMNS = {
  priceRangeMin: 'price_min',
  priceRangeMax: 'price_max',
  defaultPriceSort: 'default_price_sort',
  pageSize: 'page_size',
  updatedAt: 'updated_at',
};

export async function readSearchSettings(db: Db): Promise<StoredSearchSettings> {
  const row: StoredSearchSettings | undefined = await db('search_settings').first(COLUMNS);
  if (!row) throw new Error('search_settings has no row: migration 0019 seeds it');
  return { ...row, defaultPriceSort: row.defaultPriceSort as PriceSort | null };
}

/** The row locked until the transaction ends, so two saves take turns and each logs what it changed. */
export async function lockSearchSettings(trx: Knex.Transaction): Promise<StoredSearchSettings> {
  const row: StoredSearchSettings | undefined = await trx('search_settings').forUpdate().first(COLUMNS);
  if (!row) throw new Error('search_settings has no row: migration 0019 seeds it');
  return row;
}

export async function saveSearchSettings(trx: Knex.Transaction, settings: SearchSettings): Promise<void> {
  await trx('search_settings').update({
    price_min: settings.priceRangeMin,
    price_max: settings.priceRangeMax,
    default_price_sort: settings.defaultPriceSort,
    page_size: settings.pageSize,
    updated_at: trx.fn.now(),
  });
}
