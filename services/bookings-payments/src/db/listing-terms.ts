// The listing_terms read-model: each listing's booking terms as listings-search last published them.
import type { Knex } from '@golightly/db';
import type { BookingTerms, ListingTermsRecord } from '../domain/quote';

/** How a listing is named to guests and hosts: its title and where it is. */
export interface ListingNames {
  title: string;
  city: string;
  state: string;
  country: string;
}

const NO_NAMES: ListingNames = { title: '', city: '', state: '', country: '' };

/** A listing's names as the read-model last heard them; undefined when it has no terms yet. */
export async function findListingNames(db: Knex, listId: number): Promise<ListingNames | undefined> {
  return db('listing_terms').where({ list_id: listId }).first('title', 'city', 'state', 'country');
}

/**
 * Stores a listing's terms unless the stored ones are as new or newer (a redelivered or late event): true when they
 * were stored. One statement, so two deliveries racing cannot let the older one win.
 */
export async function saveListingTerms(
  trx: Knex.Transaction,
  record: ListingTermsRecord,
  /** The listing's summary from the same event (migration 0008): what e-mails and screens name it by. */
  names: ListingNames = NO_NAMES,
): Promise<boolean> {
  const rows = await trx.raw(
    `insert into listing_terms
       (list_id, version, host_id, bookable, deleted, instant_book, currency, time_zone, terms, received_at,
        title, city, state, country)
     values (?, ?, ?, ?, ?, ?, ?, ?, ?::jsonb, now(), ?, ?, ?, ?)
     on conflict (list_id) do update set
       version = excluded.version, host_id = excluded.host_id, bookable = excluded.bookable,
       deleted = excluded.deleted, instant_book = excluded.instant_book, currency = excluded.currency,
       time_zone = excluded.time_zone, terms = excluded.terms, received_at = excluded.received_at,
       title = excluded.title, city = excluded.city, state = excluded.state, country = excluded.country
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
      names.title,
      names.city,
      names.state,
      names.country,
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
