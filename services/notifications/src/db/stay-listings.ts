// The listings' places and arrival times the booking e-mails show (fed by ListingTermsChanged).
import type { Knex } from '@golightly/db';

export interface StayListing {
  listId: number;
  city: string;
  /** 'HH:MM' on the listing's clock, or null when flexible. */
  checkInStart: string | null;
  checkOutTime: string | null;
  version: number;
}

/** Keeps the newest version of a listing's place and times: an older or repeated version changes nothing. */
export async function upsertStayListing(trx: Knex.Transaction, listing: StayListing): Promise<void> {
  const row = {
    city: listing.city,
    check_in_start: listing.checkInStart,
    check_out_time: listing.checkOutTime,
    version: listing.version,
  };
  await trx.raw(
    `insert into stay_listings (list_id, city, check_in_start, check_out_time, version)
     values (:listId, :city, :check_in_start, :check_out_time, :version)
     on conflict (list_id) do update
       set city = excluded.city, check_in_start = excluded.check_in_start,
           check_out_time = excluded.check_out_time, version = excluded.version, updated_at = now()
     where stay_listings.version < excluded.version`,
    { listId: listing.listId, ...row },
  );
}

export async function findStayListing(db: Knex | Knex.Transaction, listId: number): Promise<StayListing | undefined> {
  return db('stay_listings').where({ list_id: listId }).first<StayListing | undefined>({
    listId: 'list_id',
    city: 'city',
    checkInStart: 'check_in_start',
    checkOutTime: 'check_out_time',
    version: 'version',
  });
}
