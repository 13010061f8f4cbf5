// The read-models search keeps of other services' data (migrations 0016 and 0020, decision 0042), each written only
// by the handler of its owner's events: currency rates from bookings-payments, hosts' industry, university and
// standing from accounts, and the nights bookings-payments holds. Every write is idempotent and an event older than
// what is stored changes nothing.
import type { Knex } from '@golightly/db';
import type { LocalDate } from '@golightly/stay-rules';

export interface CurrencyRates {
  base: string;
  /** Units of `code` for one unit of the base, as exact decimal text. */
  rates: { code: string; rate: string }[];
  asOf: Date;
}

/** Replaces every rate with `rates` unless the stored ones are as recent; whether it replaced them. */
export async function replaceCurrencyRates(trx: Knex.Transaction, rates: CurrencyRates): Promise<boolean> {
  await trx.raw("select pg_advisory_xact_lock(hashtext('listings-search.search_currency_rates'))");
  const stored: { as_of: Date } | undefined = await trx('search_currency_rates_as_of').first('as_of');
  if (stored && stored.as_of.getTime() >= rates.asOf.getTime()) return false;
  const rows = new Map(rates.rates.map((rate) => [rate.code, rate.rate]));
  rows.set(rates.base, '1');
  await trx('search_currency_rates').delete();
  await trx('search_currency_rates').insert([...rows].map(([code, rate]) => ({ code, rate, updated_at: rates.asOf })));
  await trx('search_currency_rates_as_of')
    .insert({ only_row: true, base: rates.base, as_of: rates.asOf })
    .onConflict('only_row')
    .merge();
  return true;
}

export interface HostWork {
  userId: string;
  industry: string;
  universityId: number;
}

/** Keeps a member's industry and university as of `asOf`, unless a later profile event is already stored. */
export async function saveHostWork(trx: Knex.Transaction, work: HostWork, asOf: Date): Promise<void> {
  await trx.raw(
    `insert into search_host_profiles (user_id, industry, university_id, profile_as_of) values (?, ?, ?, ?)
     on conflict (user_id) do update
       set industry = excluded.industry, university_id = excluded.university_id,
           profile_as_of = excluded.profile_as_of, updated_at = now()
       where search_host_profiles.profile_as_of is null or search_host_profiles.profile_as_of <= excluded.profile_as_of`,
    [work.userId, work.industry, work.universityId, asOf],
  );
}

/** Keeps whether a member is on hold as of `asOf`, unless a later status event is already stored. */
export async function saveHostStanding(
  trx: Knex.Transaction,
  userId: string,
  onHold: boolean,
  asOf: Date,
): Promise<void> {
  await trx.raw(
    `insert into search_host_profiles (user_id, on_hold, standing_as_of) values (?, ?, ?)
     on conflict (user_id) do update
       set on_hold = excluded.on_hold, standing_as_of = excluded.standing_as_of, updated_at = now()
       where search_host_profiles.standing_as_of is null
          or search_host_profiles.standing_as_of <= excluded.standing_as_of`,
    [userId, onHold, asOf],
  );
}

export interface HeldStay {
  reservationId: string;
  listId: number;
  checkIn: LocalDate;
  checkOut: LocalDate;
}

/**
 * The reservation's nights on the listing are exactly those of `stay` (check-in to the night before check-out);
 * whatever it held before is replaced. A listing that no longer exists holds nothing: false then.
 */
export async function holdNights(trx: Knex.Transaction, stay: HeldStay): Promise<boolean> {
  await releaseNights(trx, stay.reservationId);
  const inserted: { rowCount: number } = await trx.raw(
    `insert into search_held_nights (list_id, night, reservation_id)
     select l.id, night::date, ?
     from listings l, generate_series(?::date, ?::date - 1, interval '1 day') night
     where l.id = ?
     on conflict do nothing`,
    [stay.reservationId, stay.checkIn, stay.checkOut, stay.listId],
  );
  return inserted.rowCount > 0;
}

/** Every night the reservation held, on any listing, is free again. */
export async function releaseNights(trx: Knex.Transaction, reservationId: string): Promise<void> {
  await trx('search_held_nights').where({ reservation_id: reservationId }).delete();
}

/** The nights held on a listing, in date order with the reservations holding them ('YYYY-MM-DD'). */
export async function findHeldNights(db: Knex | Knex.Transaction, listId: number) {
  const rows: { night: string; reservationId: string }[] = await db('search_held_nights')
    .where({ list_id: listId })
    .orderBy(['night', 'reservation_id'])
    .select(db.raw('night::text as night'), 'reservation_id as reservationId');
  return rows;
}
