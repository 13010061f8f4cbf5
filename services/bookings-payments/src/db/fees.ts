// The club's service fees: the site's (service_fees, kind 'site') and each listing's own (property_service_fees,
// migration 0010), as quotes read them and the admin screens settings/servicefees and settings/property-servicefees
// change them (decision 0053).
import type { Knex } from '@golightly/db';
import type { CheckedServiceFees } from '@golightly/stay-rules';
import type { FeeSettings, FeeType } from '../domain/fees';

interface FeeColumns {
  guest_type: FeeType;
  guest_value: string;
  host_type: FeeType;
  host_value: string;
  currency: string;
  updated_at: Date;
}

/** The fees as stored: values as exact decimal text ("12", "12.5"). */
export interface StoredFees extends CheckedServiceFees {
  guestType: FeeType;
  hostType: FeeType;
  updatedAt: Date;
}

/** A listing's own fees, with what the read-model names the listing by. */
export interface StoredPropertyFees extends StoredFees {
  id: number;
  listId: number;
  listingTitle: string;
  listingCity: string;
}

const feeColumns = (db: Knex, table: string) => [
  `${table}.guest_type`,
  `${table}.host_type`,
  `${table}.currency`,
  `${table}.updated_at`,
  db.raw(`trim_scale(${table}.guest_value)::text as guest_value`),
  db.raw(`trim_scale(${table}.host_value)::text as host_value`),
];

const storedOf = (row: FeeColumns): StoredFees => ({
  guestType: row.guest_type,
  guestValue: row.guest_value,
  hostType: row.host_type,
  hostValue: row.host_value,
  currency: row.currency.trim(),
  updatedAt: row.updated_at,
});

const settingsOf = (kind: FeeSettings['kind'], fees: StoredFees): FeeSettings => ({
  kind,
  guest: { type: fees.guestType, value: fees.guestValue },
  host: { type: fees.hostType, value: fees.hostValue },
  currency: fees.currency,
});

const toColumns = (fees: CheckedServiceFees) => ({
  guest_type: fees.guestType,
  guest_value: fees.guestValue,
  host_type: fees.hostType,
  host_value: fees.hostValue,
  currency: fees.currency,
});

/** The site's fees; `forUpdate` locks the row for the rest of the transaction. */
export async function readSiteFees(db: Knex, forUpdate = false): Promise<StoredFees> {
  const query = db('service_fees')
    .where({ kind: 'site' })
    .first<FeeColumns | undefined>(feeColumns(db, 'service_fees'));
  const row = await (forUpdate ? query.forUpdate() : query);
  // Migration 0005 seeds the row and nothing deletes it: without it the database is broken.
  if (!row) throw new Error('The site service fees are missing');
  return storedOf(row);
}

export async function saveSiteFees(trx: Knex.Transaction, fees: CheckedServiceFees): Promise<void> {
  await trx('service_fees')
    .where({ kind: 'site' })
    .update({ ...toColumns(fees), updated_at: trx.fn.now() });
}

/** The fees a stay at `listId` is priced with: the listing's own when an admin set them, else the site's. */
export async function findStayFees(db: Knex, listId: number): Promise<FeeSettings> {
  const own = await db('property_service_fees')
    .where({ list_id: listId })
    .first<FeeColumns | undefined>(feeColumns(db, 'property_service_fees'));
  return own ? settingsOf('property', storedOf(own)) : settingsOf('site', await readSiteFees(db));
}

const propertyQuery = (db: Knex) =>
  db('property_service_fees')
    .leftJoin('listing_terms', 'listing_terms.list_id', 'property_service_fees.list_id')
    .select<(FeeColumns & { id: number; list_id: number; title: string | null; city: string | null })[]>(
      'property_service_fees.id',
      'property_service_fees.list_id',
      'listing_terms.title',
      'listing_terms.city',
      ...feeColumns(db, 'property_service_fees'),
    );

const propertyOf = (row: FeeColumns & { id: number; list_id: number; title: string | null; city: string | null }) => ({
  ...storedOf(row),
  id: row.id,
  listId: row.list_id,
  listingTitle: row.title ?? '',
  listingCity: row.city ?? '',
});

/** Every listing's own fees, by listing number. */
export async function listPropertyFees(db: Knex): Promise<StoredPropertyFees[]> {
  const rows = await propertyQuery(db).orderBy('property_service_fees.list_id');
  return rows.map(propertyOf);
}

/** One listing's own fees by their id; `forUpdate` locks the row. */
export async function findPropertyFees(
  db: Knex,
  id: number,
  forUpdate = false,
): Promise<StoredPropertyFees | undefined> {
  const query = propertyQuery(db).where('property_service_fees.id', id);
  const [row] = await (forUpdate ? query.forUpdate('property_service_fees') : query);
  return row && propertyOf(row);
}

/** Whether the read-model knows listing `listId` (its terms were published once). */
export async function listingKnown(db: Knex, listId: number): Promise<boolean> {
  return !!(await db('listing_terms').where({ list_id: listId }).first('list_id'));
}

/** Adds a listing's own fees; undefined when it already has some (the unique list_id decides, race or not). */
export async function insertPropertyFees(
  trx: Knex.Transaction,
  listId: number,
  fees: CheckedServiceFees,
): Promise<number | undefined> {
  const [row] = await trx('property_service_fees')
    .insert({ list_id: listId, ...toColumns(fees) })
    .onConflict('list_id')
    .ignore()
    .returning<{ id: number }[]>('id');
  return row?.id;
}

export async function updatePropertyFees(trx: Knex.Transaction, id: number, fees: CheckedServiceFees): Promise<void> {
  await trx('property_service_fees')
    .where({ id })
    .update({ ...toColumns(fees), updated_at: trx.fn.now() });
}

export async function deletePropertyFees(trx: Knex.Transaction, id: number): Promise<boolean> {
  return (await trx('property_service_fees').where({ id }).delete()) > 0;
}
