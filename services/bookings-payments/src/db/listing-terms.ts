// The listing_terms read-model: each listing's booking terms as listings-search last published them.
import type { Knex } from '@golightly/db';
import type { BookingTerms, ListingTermsRecord } from '../domain/quote';

/**
 * Stores a listing's terms unless the stored ones are as new or newer (a redelivered or late event): true when they
 * were stored. One statement, so two deliveries racing cannot let the older one win.
 */
export async function saveListingTerms(trx: Knex.Transaction, record: ListingTermsRecord): Promise<boolean> {
  const rows = await trx.raw(
    `insert into listing_terms
       (list_id, version, host_id, bookable, deleted, instant_book, currency, time_zone, terms, received_at)
     values (?, ?, ?, ?, ?, ?, ?, ?, ?::jsonb, now())
     on conflict (list_id) do update set
       version = excluded.version, host_id = excluded.host_id, bookable = excluded.bookable,
       deleted = excluded.deleted, instant_book = excluded.instant_book, currency = excluded.currency,
       time_zone = excluded.time_zone, terms = excluded.terms, received_at = excluded.received_at
     where listing_terms.version < excluded.version
     returning list_id`,
    [
      record.listId,
      record.version,
      record.hostId,
      record.bookable,
      record.deleted,
      record.terms.instantBook,
      record.terms.currency,
      record.terms.timeZone,
      JSON.stringify(record.terms),
    ],
  );
  return rows.rows.length > 0;
}

export async function findListingTerms(db: Knex, listId: number): Promise<ListingTermsRecord | undefined> {
  const row:
    | { list_id: number; version: number; host_id: string; bookable: boolean; deleted: boolean; terms: BookingTerms }
    | undefined = await db('listing_terms')
    .where({ list_id: listId })
    .first('list_id', 'version', 'host_id', 'bookable', 'deleted', 'terms');
  return (
    row && {
      listId: row.list_id,
      version: row.version,
      hostId: row.host_id,
      bookable: row.bookable,
      deleted: row.deleted,
      terms: row.terms,
    }
  );
}
