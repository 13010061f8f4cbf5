// The search's one SQL query (decisions 0041, 0046): live listings of hosts in good standing that match a filter, each
// with its nightly price in the display currency, in the asked order. Every rule is decided here, those read on a
// listing's own clock too, so the database answers exactly the asked page (LIMIT/OFFSET) and its count.
import type { Knex } from '@golightly/db';
import { currencyCodes, currencyExponent } from '@golightly/money';
import { daysBetween, weekdayOf, type LocalDate, type Season } from '@golightly/stay-rules';
import type { SearchArea, SearchBox, SearchFilter } from '../domain/search-filter';
import { CHILDREN_RULE_NAME, GROUP_CAPACITY_MIN, SOLO_CAPACITY_MAX, type TripKind } from '../domain/search-trip-types';
import { LIST_SETTING_TYPES } from '../domain/list-settings';

type Db = Knex | Knex.Transaction;

/** The currency every rate is counted from (search_currency_rates: units of a code for one of it). */
export const BASE_CURRENCY = 'USD';

export interface SearchQueryOptions {
  /** Units of the display currency for one unit of the base currency (1: the base itself). */
  displayRate?: number;
  /** What the asked trip types select (from their names); any of them. */
  tripKinds?: readonly TripKind[];
  /** Listings left out (the other results leave out those the search found). */
  excludeIds?: readonly number[];
  /** Only these listings (ExploreMoreSearchListing's ids). */
  onlyIds?: readonly number[];
  /** The instant "today" is read at on each listing's clock, for the dates (milliseconds; now unless given). */
  now?: number;
}

/** A match as the query answers it, with the price it was ordered by. */
export interface SearchCandidate {
  id: number;
  /** The nightly base price in the display currency (major units); null when the listing's currency has no rate. */
  displayPrice: number | null;
}

/** Codes by exponent other than 2, from @golightly/money's table: the one list of exponents. */
const exponentGroups: [number, string[]][] = (() => {
  const groups = new Map<number, string[]>();
  for (const code of currencyCodes()) {
    const exponent = currencyExponent(code);
    if (exponent !== 2) groups.set(exponent, [...(groups.get(exponent) ?? []), code]);
  }
  return [...groups.entries()];
})();

/** The listing's nightly base price in the display currency; null without a rate for its currency. */
function displayPriceSql(db: Db, displayRate: number): Knex.Raw {
  const exponent = `case ${exponentGroups.map(() => 'when l.currency::text = any(?::text[]) then ?').join(' ')} else 2 end`;
  return db.raw(
    `(l.base_price_minor::numeric / power(10::numeric, ${exponent}) / ` +
      `coalesce(r.rate, case when l.currency = ? then 1 end) * ?::numeric)`,
    [...exponentGroups.flatMap(([exponent, codes]) => [codes, exponent]), BASE_CURRENCY, String(displayRate)],
  );
}

/** The pin inside the box; a box across the antimeridian is its two halves. Matches listings_search_point_idx. */
function inBox(query: Knex.QueryBuilder, box: SearchBox): void {
  const within = (swLng: number, neLng: number) =>
    query.client.raw('point(l.lng::float8, l.lat::float8) <@ box(point(?, ?), point(?, ?))', [
      swLng,
      box.swLat,
      neLng,
      box.neLat,
    ]);
  if (box.swLng <= box.neLng) query.whereRaw(within(box.swLng, box.neLng));
  else query.where((q) => q.whereRaw(within(box.swLng, 180)).orWhereRaw(within(-180, box.neLng)));
}

/** The listing's own country and state (a state, country or region page; decision 0044's amendment). */
function inArea(query: Knex.QueryBuilder, area: SearchArea): void {
  query.whereRaw('l.country = any(?::text[])', [area.countries]);
  if (area.states) query.whereRaw('lower(btrim(l.state)) = any(?::text[])', [area.states]);
  if (area.box) inBox(query, area.box);
}

/**
 * The stay as the listing takes it (stay-rules' checkAvailability, decision 0041), all in SQL so the database can
 * page: every night free of the host's blocks, bookings-payments' holds and the reserved stays; "today" on the
 * listing's own clock (its time zone, so across a daylight-saving change too) for the past, the advance notice, the
 * same-day cut-off and the booking window; the check-in and check-out weekdays of the listing and of the season the
 * stay arrives (or leaves) in; and the length limits of the season it arrives in, else the listing's.
 * test/search-clock.int.test.ts holds this equal to checkAvailability over generated listings and stays.
 */
function available(db: Db, query: Knex.QueryBuilder, checkIn: LocalDate, checkOut: LocalDate, now: number): void {
  const nights = daysBetween(checkIn, checkOut);
  // A season holding the day, the first by its first night as stay-rules' seasonOf reads them.
  const seasonHolding = (day: LocalDate, columns: string) =>
    db.raw(
      `(select ${columns} from listing_seasons season ` +
        'where season.listing_id = l.id and ?::date between season.date_from and season.date_to ' +
        'order by season.date_from, season.id limit 1)',
      [day],
    );
  query
    .joinRaw(
      'cross join lateral (select local_now::date as today, ' +
        '(extract(hour from local_now) * 60 + extract(minute from local_now))::int as minutes ' +
        // offset 0 keeps it one evaluation a row, after the listing's own filters, not one a reference.
        'from (select ?::timestamptz at time zone l.time_zone as local_now offset 0) wall) clock',
      [new Date(now).toISOString()],
    )
    .joinRaw('left join lateral ? arrival on true', [
      seasonHolding(checkIn, 'season.minimum_stay, season.maximum_stay, season.no_check_in_days'),
    ])
    .joinRaw('left join lateral ? departure on true', [seasonHolding(checkOut, 'season.no_check_out_days')])
    .whereNotExists(
      db('listing_blocked_nights as b').whereRaw('b.listing_id = l.id and b.night >= ? and b.night < ?', [
        checkIn,
        checkOut,
      ]),
    )
    .whereNotExists(
      db('search_held_nights as h').whereRaw('h.list_id = l.id and h.night >= ? and h.night < ?', [checkIn, checkOut]),
    )
    .whereNotExists(
      db('listing_reserved_stays as s').whereRaw('s.listing_id = l.id and s.check_in < ? and s.check_out > ?', [
        checkOut,
        checkIn,
      ]),
    )
    // Not in the past, and with the notice the host asks for; with same-day notice, not after her cut-off today.
    .whereRaw('?::date >= clock.today', [checkIn])
    .whereRaw('(l.advance_notice_days = 0 or ?::date - clock.today >= l.advance_notice_days)', [checkIn])
    .whereRaw(
      'not (l.advance_notice_days = 0 and ?::date = clock.today and l.same_day_cut_off is not null ' +
        'and clock.minutes >= substr(l.same_day_cut_off, 1, 2)::int * 60 + substr(l.same_day_cut_off, 4, 2)::int)',
      [checkIn],
    )
    // The window's nights end the day before today + N months (a shorter month's last day when it has no such day).
    .whereRaw(
      '(l.booking_window_months is null or ?::date <= clock.today + make_interval(months => l.booking_window_months))',
      [checkOut],
    )
    .whereRaw('not (? = any(l.blocked_check_in_days))', [weekdayOf(checkIn)])
    .whereRaw('not (? = any(l.blocked_check_out_days))', [weekdayOf(checkOut)])
    .whereRaw("not (? = any(coalesce(arrival.no_check_in_days, '{}')))", [weekdayOf(checkIn)])
    .whereRaw("not (? = any(coalesce(departure.no_check_out_days, '{}')))", [weekdayOf(checkOut)])
    .whereRaw('coalesce(arrival.minimum_stay, l.min_night) <= ?', [nights])
    .whereRaw('coalesce(arrival.maximum_stay, l.max_night, ?) >= ?', [nights, nights]);
}

function tripKindSql(db: Db, kind: TripKind): Knex.Raw {
  switch (kind) {
    case 'solo':
      return db.raw('l.person_capacity <= ?', [SOLO_CAPACITY_MAX]);
    case 'group':
      return db.raw('l.person_capacity >= ?', [GROUP_CAPACITY_MIN]);
    case 'longTerm':
      return db.raw('l.is_longer_stay');
    case 'business':
      return db.raw(
        'exists (select 1 from listing_setting_items i join list_settings s on s.id = i.setting_id ' +
          'where i.listing_id = l.id and s.type_id = ?)',
        [LIST_SETTING_TYPES.businessAmenities],
      );
    case 'family':
      return db.raw(
        'exists (select 1 from listing_setting_items i join list_settings s on s.id = i.setting_id ' +
          'where i.listing_id = l.id and (s.type_id = ? or (s.type_id = ? and s.item_name = ?)))',
        [LIST_SETTING_TYPES.familyFriendlyAmenities, LIST_SETTING_TYPES.houseRules, CHILDREN_RULE_NAME],
      );
  }
}

/**
 * The search (decision 0041): live, listed listings with a price and a pin, of hosts neither suspended nor on hold,
 * matching all of `filter`, ordered as asked (price with unknown rates last; otherwise newest first), ids breaking
 * ties. No limit: the caller pages.
 */
export function searchListingsQuery(db: Db, filter: SearchFilter, options: SearchQueryOptions = {}) {
  const price = displayPriceSql(db, options.displayRate ?? 1);
  const query = db('listings as l')
    .leftJoin('search_currency_rates as r', 'r.code', 'l.currency')
    .where('l.approval_status', 'approved')
    .whereRaw('l.is_published and l.is_listed')
    .whereNull('l.deleted_at')
    .whereNull('l.host_suspended_at')
    .whereNotNull('l.lat')
    .whereNotNull('l.lng')
    .whereNotNull('l.base_price_minor')
    .whereNotExists(db('search_host_profiles as hold').whereRaw('hold.user_id = l.host_id::text and hold.on_hold'));

  if (filter.box) inBox(query, filter.box);
  if (filter.area) inArea(query, filter.area);
  if (filter.dates) available(db, query, filter.dates.checkIn, filter.dates.checkOut, options.now ?? Date.now());
  if (filter.guests > 0) query.where('l.person_capacity', '>=', filter.guests);
  if (filter.menCount > 0) query.whereRaw('not l.womens_only');
  if (filter.bookingType) query.whereRaw(filter.bookingType === 'instant' ? 'l.instant_book' : 'not l.instant_book');
  if (filter.roomTypeIds.length > 0) query.whereRaw('l.room_type_id = any(?::int[])', [filter.roomTypeIds]);
  if (filter.houseTypeIds.length > 0) query.whereRaw('l.house_type_id = any(?::int[])', [filter.houseTypeIds]);
  if (filter.requiredItemIds.length > 0) {
    query.whereRaw(
      '(select count(*) from listing_setting_items i where i.listing_id = l.id and i.setting_id = any(?::int[])) = ?',
      [filter.requiredItemIds, filter.requiredItemIds.length],
    );
  }
  if (filter.bedrooms > 0) query.where('l.bedrooms', '>=', filter.bedrooms);
  if (filter.beds > 0) query.where('l.beds', '>=', filter.beds);
  if (filter.bathrooms > 0) query.where('l.bathrooms', '>=', filter.bathrooms);
  if (filter.isExclusive) query.whereRaw('l.is_exclusive');
  if (filter.isLongerStay) query.whereRaw('l.is_longer_stay');
  const kinds = options.tripKinds ?? [];
  if (kinds.length > 0) {
    query.where((q) => {
      for (const kind of kinds) q.orWhereRaw(tripKindSql(db, kind));
    });
  }
  if (filter.industry !== null || filter.universityId !== null) {
    const profile = db('search_host_profiles as p').whereRaw('p.user_id = l.host_id::text');
    if (filter.industry !== null) profile.whereRaw('lower(p.industry) = lower(?)', [filter.industry]);
    if (filter.universityId !== null) profile.where('p.university_id', filter.universityId);
    query.whereExists(profile);
  }
  if (filter.price) {
    query.whereRaw('? >= ?', [price, filter.price.min]);
    if (filter.price.max !== null) query.whereRaw('? <= ?', [price, filter.price.max]);
  }
  if (options.onlyIds) query.whereRaw('l.id = any(?::int[])', [[...options.onlyIds]]);
  if (options.excludeIds && options.excludeIds.length > 0) {
    query.whereRaw('not (l.id = any(?::int[]))', [[...options.excludeIds]]);
  }

  query.select({ id: 'l.id', displayPrice: price });
  query.orderByRaw(orderOf(db, filter, price));
  return query;
}

/** The asked order: price with unknown rates last, else newest first; ids breaking ties. */
function orderOf(db: Db, filter: SearchFilter, price: Knex.Raw): Knex.Raw {
  return filter.sort === 'relevance'
    ? db.raw('l.created_at desc, l.id desc')
    : db.raw(`? ${filter.sort} nulls last, l.id asc`, [price]);
}

/**
 * One page of the search: its matches with `total` (every match counted) and `position` (1 for the first match of
 * all), in order. Positions let a read that joins more to the page keep its order (db/search-cards.ts).
 */
export function searchPageQuery(
  db: Db,
  filter: SearchFilter,
  options: SearchQueryOptions,
  page: { limit: number; offset: number },
) {
  const price = displayPriceSql(db, options.displayRate ?? 1);
  return searchListingsQuery(db, filter, options)
    .select(db.raw('count(*) over () as total'))
    .select(db.raw('row_number() over (order by ?) as position', [orderOf(db, filter, price)]))
    .limit(page.limit)
    .offset(page.offset);
}

/** The rate of a display currency: the base's is 1; null when the club has no rate for it. */
export async function displayRateOf(db: Db, code: string): Promise<number | null> {
  if (code === BASE_CURRENCY) return 1;
  const row: { rate: number } | undefined = await db('search_currency_rates').where({ code }).first('rate');
  return row?.rate ?? null;
}

/** Rates of these currencies (units for one of the base), the base's included. */
export async function ratesOf(db: Db, codes: readonly string[]): Promise<Map<string, number>> {
  const rows: { code: string; rate: number }[] = await db('search_currency_rates')
    .whereIn('code', [...new Set(codes)])
    .select('code', 'rate');
  const rates = new Map(rows.map((row) => [row.code, row.rate]));
  rates.set(BASE_CURRENCY, rates.get(BASE_CURRENCY) ?? 1);
  return rates;
}

/** The names of catalogue items (the asked trip types). */
export async function itemNames(db: Db, ids: readonly number[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows: { name: string }[] = await db('list_settings')
    .whereIn('id', ids)
    .where({ type_id: LIST_SETTING_TYPES.tripType, is_enable: true })
    .select({ name: 'item_name' });
  return rows.map((row) => row.name);
}

/** A season as search reads it, with its listing. */
export interface SearchSeason extends Season {
  listingId: number;
}

const selectSeasons = (db: Db, listingIds: readonly number[]) =>
  db('listing_seasons')
    .whereRaw('listing_id = any(?::int[])', [[...listingIds]])
    .orderBy(['listing_id', 'date_from'])
    .select({
      listingId: 'listing_id',
      name: 'name',
      from: db.raw('date_from::text'),
      to: db.raw('date_to::text'),
      nightlyMinor: 'nightly_minor',
      weekendMinor: 'weekend_minor',
      extraGuestMinor: 'extra_guest_minor',
      minimumStay: 'minimum_stay',
      maximumStay: 'maximum_stay',
      noCheckInDays: 'no_check_in_days',
      noCheckOutDays: 'no_check_out_days',
    });

/** Seasons of these listings with a night from `from` to the night before `to`: the ones their prices read. */
export async function seasonsOverlapping(
  db: Db,
  listingIds: readonly number[],
  from: LocalDate,
  to: LocalDate,
): Promise<SearchSeason[]> {
  if (listingIds.length === 0) return [];
  return selectSeasons(db, listingIds).whereRaw('date_from < ? and date_to >= ?', [to, from]);
}

/** The industry as hosts wrote it in their profiles (the asked one matches without case); null when none has it. */
export async function industryNameOf(db: Db, industry: string): Promise<string | null> {
  const row: { industry: string } | undefined = await db('search_host_profiles')
    .whereRaw('lower(industry) = lower(?)', [industry])
    .first('industry');
  return row?.industry ?? null;
}
