// Queries of a listing's calendar terms (migration 0014): blocked nights, the no-check-out weekdays and the same-day
// cut-off on the listing's row, seasonal prices, discount rules, and the read-model of the stays bookings-payments
// holds. Dates are read as text ('YYYY-MM-DD'), never as a JavaScript Date, so no clock can move them.
import type { Knex } from '@golightly/db';
import type {
  LastMinuteDiscount,
  LengthOfStayDiscount,
  LocalDate,
  LocalTime,
  Season,
  StayDates,
  Weekday,
} from '@golightly/stay-rules';
import type { CalendarParts, SavedSeason } from '../domain/calendar-terms';
import type { CalendarRules } from '../domain/calendar-rules';
import { readAll } from './reads';

type Db = Knex | Knex.Transaction;

const SEASON_COLUMNS = {
  id: 'id',
  name: 'name',
  from: 'date_from',
  to: 'date_to',
  nightlyMinor: 'nightly_minor',
  weekendMinor: 'weekend_minor',
  extraGuestMinor: 'extra_guest_minor',
  minimumStay: 'minimum_stay',
  maximumStay: 'maximum_stay',
  noCheckInDays: 'no_check_in_days',
  noCheckOutDays: 'no_check_out_days',
} as const satisfies Record<keyof SavedSeason, string>;

const seasonRow = (season: Season) => ({
  name: season.name,
  date_from: season.from,
  date_to: season.to,
  nightly_minor: season.nightlyMinor,
  weekend_minor: season.weekendMinor,
  extra_guest_minor: season.extraGuestMinor,
  minimum_stay: season.minimumStay,
  maximum_stay: season.maximumStay,
  no_check_in_days: season.noCheckInDays,
  no_check_out_days: season.noCheckOutDays,
});

const selectSeasons = (db: Db) =>
  db('listing_seasons').select(
    Object.fromEntries(
      Object.entries(SEASON_COLUMNS).map(([key, column]) => [
        key,
        column === 'date_from' || column === 'date_to' ? db.raw(`${column}::text`) : column,
      ]),
    ),
  );

interface RuleRow {
  kind: 'lastMinute' | 'lengthOfStay';
  percent: number;
  minimumNights: number | null;
  daysBeforeArrivalFrom: number | null;
  daysBeforeArrivalTo: number | null;
}

/** Everything the listing's terms hold beyond its own columns, in a stable order (the terms event compares them). */
export async function findCalendarParts(db: Db, listingId: number): Promise<CalendarParts> {
  return (await findCalendarPartsOf(db, [listingId])).get(listingId)!;
}

/**
 * findCalendarParts of many listings in four statements whatever their number (a search page's cards: decision 0046);
 * each asked id has its parts, empty ones when it has none.
 */
export async function findCalendarPartsOf(db: Db, listingIds: readonly number[]): Promise<Map<number, CalendarParts>> {
  const ids = [...new Set(listingIds)];
  const ofListings = 'listing_id = any(?::int[])';
  const [rows, nights, seasons, rules] = (await readAll(db, [
    () =>
      db('listings')
        .whereRaw('id = any(?::int[])', [ids])
        .select({ listingId: 'id', blockedCheckOutDays: 'blocked_check_out_days', sameDayCutOff: 'same_day_cut_off' }),
    () =>
      db('listing_blocked_nights')
        .whereRaw(ofListings, [ids])
        .orderBy('night')
        .select({ listingId: 'listing_id', night: db.raw('night::text') }),
    () =>
      selectSeasons(db)
        .select({ listingId: 'listing_id' })
        .whereRaw(ofListings, [ids])
        .orderBy([{ column: 'date_from' }, { column: 'id' }]),
    () =>
      db('listing_discount_rules')
        .whereRaw(ofListings, [ids])
        .orderBy([{ column: 'kind' }, { column: 'position' }])
        .select({
          listingId: 'listing_id',
          kind: 'kind',
          percent: 'percent',
          minimumNights: 'minimum_nights',
          daysBeforeArrivalFrom: 'days_before_arrival_from',
          daysBeforeArrivalTo: 'days_before_arrival_to',
        }),
  ])) as [
    { listingId: number; blockedCheckOutDays: Weekday[]; sameDayCutOff: LocalTime | null }[],
    { listingId: number; night: LocalDate }[],
    (SavedSeason & { listingId: number })[],
    (RuleRow & { listingId: number })[],
  ];
  const parts = new Map<number, CalendarParts>();
  for (const id of ids) {
    parts.set(id, {
      blockedCheckOutDays: [],
      sameDayCutOff: null,
      blockedDates: [],
      seasons: [],
      lastMinuteDiscounts: [],
      lengthOfStayDiscounts: [],
    });
  }
  for (const { listingId, blockedCheckOutDays, sameDayCutOff } of rows) {
    Object.assign(parts.get(listingId)!, { blockedCheckOutDays: blockedCheckOutDays ?? [], sameDayCutOff });
  }
  for (const { listingId, night } of nights) parts.get(listingId)!.blockedDates.push(night);
  for (const { listingId, ...season } of seasons) parts.get(listingId)!.seasons.push(season);
  for (const { listingId, ...rule } of rules) {
    const of = parts.get(listingId)!;
    if (rule.kind === 'lastMinute') {
      of.lastMinuteDiscounts.push({
        percent: rule.percent,
        daysBeforeArrivalFrom: rule.daysBeforeArrivalFrom!,
        daysBeforeArrivalTo: rule.daysBeforeArrivalTo!,
      });
    } else if (rule.kind === 'lengthOfStay') {
      of.lengthOfStayDiscounts.push({
        minimumNights: rule.minimumNights!,
        percent: rule.percent,
        daysBeforeArrivalFrom: rule.daysBeforeArrivalFrom,
        daysBeforeArrivalTo: rule.daysBeforeArrivalTo,
      });
    }
  }
  return parts;
}

/** Blocks these nights (those blocked already stay as they are); how many were newly blocked. */
export async function blockNights(trx: Knex.Transaction, listingId: number, nights: readonly LocalDate[]) {
  if (nights.length === 0) return 0;
  const rows = await trx('listing_blocked_nights')
    .insert(nights.map((night) => ({ listing_id: listingId, night })))
    .onConflict(['listing_id', 'night'])
    .ignore()
    .returning('night');
  return rows.length;
}

/** Unblocks these nights; how many were blocked. */
export async function unblockNights(trx: Knex.Transaction, listingId: number, nights: readonly LocalDate[]) {
  if (nights.length === 0) return 0;
  return trx('listing_blocked_nights').where({ listing_id: listingId }).whereIn('night', nights).delete();
}

/** Forgets the blocked nights before `date`: nobody can book them any more, and the terms event need not carry them. */
export async function forgetBlockedNightsBefore(trx: Knex.Transaction, listingId: number, date: LocalDate) {
  return trx('listing_blocked_nights').where({ listing_id: listingId }).where('night', '<', date).delete();
}

export async function saveCalendarRules(trx: Knex.Transaction, listingId: number, rules: CalendarRules) {
  await trx('listings')
    .where({ id: listingId })
    .update({ blocked_check_out_days: rules.blockedCheckOutDays, same_day_cut_off: rules.sameDayCutOff });
}

export async function insertSeason(trx: Knex.Transaction, listingId: number, season: Season): Promise<number> {
  const [row] = await trx('listing_seasons')
    .insert({ ...seasonRow(season), listing_id: listingId })
    .returning('id');
  return row.id;
}

/** Changes a season of this listing; false when it has no such season. */
export async function updateSeason(trx: Knex.Transaction, listingId: number, id: number, season: Season) {
  const changed = await trx('listing_seasons')
    .where({ id, listing_id: listingId })
    .update({ ...seasonRow(season), updated_at: trx.fn.now() });
  return changed > 0;
}

/** Deletes a season of this listing; false when it has no such season. */
export async function deleteSeason(trx: Knex.Transaction, listingId: number, id: number) {
  return (await trx('listing_seasons').where({ id, listing_id: listingId }).delete()) > 0;
}

/** Replaces the listing's last-minute and length-of-stay rules, kept in the order given. */
export async function replaceDiscountRules(
  trx: Knex.Transaction,
  listingId: number,
  lastMinute: readonly LastMinuteDiscount[],
  lengthOfStay: readonly LengthOfStayDiscount[],
): Promise<void> {
  await trx('listing_discount_rules').where({ listing_id: listingId }).delete();
  const rows = [
    ...lastMinute.map((rule, position) => ({
      kind: 'lastMinute',
      position,
      percent: rule.percent,
      minimum_nights: null,
      days_before_arrival_from: rule.daysBeforeArrivalFrom,
      days_before_arrival_to: rule.daysBeforeArrivalTo,
    })),
    ...lengthOfStay.map((rule, position) => ({
      kind: 'lengthOfStay',
      position,
      percent: rule.percent,
      minimum_nights: rule.minimumNights,
      days_before_arrival_from: rule.daysBeforeArrivalFrom,
      days_before_arrival_to: rule.daysBeforeArrivalTo,
    })),
  ];
  if (rows.length > 0)
    await trx('listing_discount_rules').insert(rows.map((row) => ({ ...row, listing_id: listingId })));
}

/** Gives a copy (duplicateListing) the original's calendar rules, seasons and discount rules; not its blocked nights. */
export async function copyCalendarTerms(trx: Knex.Transaction, fromId: number, toId: number): Promise<void> {
  await trx.raw(
    `update listings c set blocked_check_out_days = o.blocked_check_out_days, same_day_cut_off = o.same_day_cut_off
     from listings o where o.id = ? and c.id = ?`,
    [fromId, toId],
  );
  await trx.raw(
    `insert into listing_seasons (listing_id, name, date_from, date_to, nightly_minor, weekend_minor, extra_guest_minor,
       minimum_stay, maximum_stay, no_check_in_days, no_check_out_days)
     select ?, name, date_from, date_to, nightly_minor, weekend_minor, extra_guest_minor, minimum_stay, maximum_stay,
       no_check_in_days, no_check_out_days
     from listing_seasons where listing_id = ? order by date_from`,
    [toId, fromId],
  );
  await trx.raw(
    `insert into listing_discount_rules (listing_id, kind, position, percent, minimum_nights, days_before_arrival_from,
       days_before_arrival_to)
     select ?, kind, position, percent, minimum_nights, days_before_arrival_from, days_before_arrival_to
     from listing_discount_rules where listing_id = ?`,
    [toId, fromId],
  );
}

/** The stays bookings-payments holds on the listing that have a night from `from` to `to` (both included). */
export async function findReservedStays(db: Db, listingId: number, from: LocalDate, to: LocalDate) {
  const rows: StayDates[] = await db('listing_reserved_stays')
    .where({ listing_id: listingId })
    .where('check_in', '<=', to)
    .where('check_out', '>', from)
    .orderBy('check_in')
    .select(db.raw('check_in::text as "checkIn"'), db.raw('check_out::text as "checkOut"'));
  return rows;
}

/**
 * The read-model's two writes, for the handlers of bookings-payments' hold and release events once they exist
 * (decision 0039): a hold or reservation keeps its nights under its reference; a release gives them back.
 */
export async function holdReservedStay(db: Db, listingId: number, reference: string, stay: StayDates) {
  await db('listing_reserved_stays')
    .insert({ listing_id: listingId, reference, check_in: stay.checkIn, check_out: stay.checkOut })
    .onConflict(['listing_id', 'reference'])
    .merge({ check_in: stay.checkIn, check_out: stay.checkOut, updated_at: db.fn.now() });
}

export async function releaseReservedStay(db: Db, listingId: number, reference: string) {
  await db('listing_reserved_stays').where({ listing_id: listingId, reference }).delete();
}
