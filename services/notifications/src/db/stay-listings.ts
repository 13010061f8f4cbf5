// The listings as the booking e-mails know them (fed by ListingTermsChanged): their place and arrival times, and
// what the declined request e-mail needs to suggest other homes (decision 0051).
import type { Knex } from '@golightly/db';

export interface StayListing {
  listId: number;
  city: string;
  /** 'HH:MM' on the listing's clock, or null when flexible. */
  checkInStart: string | null;
  checkOutTime: string | null;
  version: number;
}

/** What ListingTermsChanged says of a listing beyond its place and times: who hosts it, and whether it is live. */
export interface StayListingFacts extends StayListing {
  hostUserId: string;
  title: string;
  /** ISO 3166-1 alpha-2, upper case. */
  country: string;
  /** Members may find and book it now (decision 0051's rule, domain/booking-mail.ts). */
  live: boolean;
  /** The price of a night in `currency`'s minor units; 0 while it has none. */
  nightlyPriceMinor: number;
  currency: string;
  /** Guests the home takes, infants and pets aside. */
  personCapacity: number;
  womensOnly: boolean;
}

/** Keeps the newest version of a listing's facts: an older or repeated version changes nothing. */
export async function upsertStayListing(trx: Knex.Transaction, listing: StayListingFacts): Promise<void> {
  await trx.raw(
    `insert into stay_listings (list_id, city, check_in_start, check_out_time, version, host_user_id, title, country,
                                live, nightly_price_minor, currency, person_capacity, womens_only)
     values (:listId, :city, :checkInStart, :checkOutTime, :version, :hostUserId, :title, :country,
             :live, :nightlyPriceMinor, :currency, :personCapacity, :womensOnly)
     on conflict (list_id) do update
       set city = excluded.city, check_in_start = excluded.check_in_start,
           check_out_time = excluded.check_out_time, version = excluded.version,
           host_user_id = excluded.host_user_id, title = excluded.title, country = excluded.country,
           live = excluded.live, nightly_price_minor = excluded.nightly_price_minor, currency = excluded.currency,
           person_capacity = excluded.person_capacity, womens_only = excluded.womens_only, updated_at = now()
     where stay_listings.version < excluded.version`,
    { ...listing },
  );
}

const STAY_LISTING_COLUMNS = {
  listId: 'list_id',
  city: 'city',
  checkInStart: 'check_in_start',
  checkOutTime: 'check_out_time',
  version: 'version',
  hostUserId: 'host_user_id',
  title: 'title',
  country: 'country',
  live: 'live',
  nightlyPriceMinor: 'nightly_price_minor',
  currency: 'currency',
  personCapacity: 'person_capacity',
  womensOnly: 'womens_only',
};

export async function findStayListing(
  db: Knex | Knex.Transaction,
  listId: number,
): Promise<StayListingFacts | undefined> {
  const row = await db('stay_listings')
    .where({ list_id: listId })
    .first<(Omit<StayListingFacts, 'nightlyPriceMinor'> & { nightlyPriceMinor: string }) | undefined>(
      STAY_LISTING_COLUMNS,
    );
  return row ? { ...row, nightlyPriceMinor: Number(row.nightlyPriceMinor) } : undefined;
}

/** A home suggested in place of a declined one. */
export interface SuggestedListing {
  listId: number;
  title: string;
  city: string;
  nightlyPriceMinor: number;
  currency: string;
}

/** The stay a declined request was for, as the suggestions compare other homes with it. */
export interface DeclinedStay {
  listId: number;
  hostUserId: string;
  city: string;
  country: string;
  /** A night of the declined stay in `currency`'s minor units. */
  nightlyPriceMinor: number;
  currency: string;
  /** Guests who count toward a home's capacity, and whether men are among them. */
  guestCount: number;
  withMen: boolean;
}

/**
 * Up to `limit` live homes of other hosts for a guest whose request was declined: in the same city first, then
 * elsewhere in the same country; within each, those priced in the same currency first and nearest in nightly price.
 * Never the declined listing, nor one of its host's, nor one too small for the party or for women only when men come.
 */
export async function findAlternativeListings(
  db: Knex | Knex.Transaction,
  declined: DeclinedStay,
  limit: number,
): Promise<SuggestedListing[]> {
  if (!declined.country) return [];
  const rows: { list_id: number; title: string; city: string; nightly_price_minor: string; currency: string }[] = (
    await db.raw(
      `select list_id, title, city, nightly_price_minor, currency
         from stay_listings
        where live and country = :country and list_id <> :listId and host_user_id <> :hostUserId
          and person_capacity >= :guestCount and not (womens_only and :withMen)
        order by lower(city) = lower(:city) desc, currency = :currency desc,
                 abs(nightly_price_minor - :nightlyPriceMinor), list_id
        limit :limit`,
      { ...declined, limit },
    )
  ).rows;
  return rows.map((row) => ({
    listId: row.list_id,
    title: row.title,
    city: row.city,
    nightlyPriceMinor: Number(row.nightly_price_minor),
    currency: row.currency,
  }));
}
