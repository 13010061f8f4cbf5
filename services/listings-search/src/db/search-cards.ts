// Everything a page of search result cards reads, in one statement whatever the page size (decision 0046): each
// listing's row, its cover and first photos, its room and house type, its seasons and discount rules (its price and
// the stay's quote), the nights the host blocked within the stay, the rate of its currency, its map offset and
// whether the member saved it. Child rows come aggregated as JSON, in the orders their own reads use.
import type { Knex } from '@golightly/db';
import type { LocalDate, Weekday } from '@golightly/stay-rules';
import type { ListSetting } from '../domain/list-settings';
import type { CalendarParts, SavedSeason } from '../domain/calendar-terms';
import type { ListingRecord } from '../domain/listing';
import type { MapOffset } from '../domain/approximate-location';
import { LISTING_COLUMNS } from './listings';

type Db = Knex | Knex.Transaction;

/** Photos a result card carries at most. */
export const CARD_PHOTOS_MAX = 5;

export interface CardPhoto {
  id: number;
  name: string;
  type: string;
}

export interface SearchCardData {
  listing: ListingRecord;
  /** Cover first, then in the host's order; at most CARD_PHOTOS_MAX. */
  photos: CardPhoto[];
  /** The listing's room type and house type, as far as the catalogue has them. */
  settings: ListSetting[];
  /** Its calendar terms; blocked nights only within the asked stay (none without one). */
  parts: CalendarParts;
  /** Units of the listing's currency for one of the base currency; null when the club has no rate for it. */
  rate: number | null;
  /** Drawn when the listing was first shown on a map; null when never yet. */
  offset: MapOffset | null;
  saved: boolean;
}

interface RuleRow {
  kind: 'lastMinute' | 'lengthOfStay';
  percent: number;
  minimumNights: number | null;
  daysBeforeArrivalFrom: number | null;
  daysBeforeArrivalTo: number | null;
}

interface CardRow extends ListingRecord {
  cardPhotos: CardPhoto[];
  cardSettings: ListSetting[];
  cardSeasons: SavedSeason[];
  cardRules: RuleRow[];
  cardBlocked: LocalDate[];
  cardBlockedCheckOutDays: Weekday[] | null;
  cardSameDayCutOff: CalendarParts['sameDayCutOff'];
  cardRate: number | null;
  cardNorthM: number | null;
  cardEastM: number | null;
  cardSaved: boolean;
}

const jsonList = (select: string) => `coalesce((${select}), '[]'::json)`;

interface CardOptions {
  /** The nights whose blocks are read; none without a stay. */
  stay: { checkIn: LocalDate; checkOut: LocalDate } | null;
  /** The member whose saved homes are marked (a visitor: null). */
  userId: string | null;
}

/** `query` (over `listings as l`) selecting each listing's columns and its card's data. */
function withCardColumns(db: Db, query: Knex.QueryBuilder, options: CardOptions): Knex.QueryBuilder {
  const listingColumns = Object.fromEntries(
    Object.entries(LISTING_COLUMNS).map(([key, column]) => [key, `l.${column}`]),
  );
  return query
    .leftJoin('search_currency_rates as r', 'r.code', 'l.currency')
    .leftJoin('listing_map_offsets as o', 'o.listing_id', 'l.id')
    .select(listingColumns)
    .select({
      cardPhotos: db.raw(
        jsonList(
          "select json_agg(json_build_object('id', p.id, 'name', p.name, 'type', p.type) " +
            'order by p.is_cover desc, p.sort_order, p.id) from (select * from listing_photos p ' +
            'where p.listing_id = l.id order by p.is_cover desc, p.sort_order, p.id limit ?) p',
        ),
        [CARD_PHOTOS_MAX],
      ),
      cardSettings: db.raw(
        jsonList(
          "select json_agg(json_build_object('id', s.id, 'typeId', s.type_id, 'itemName', s.item_name, " +
            "'isEnable', s.is_enable)) from list_settings s where s.id in (l.room_type_id, l.house_type_id)",
        ),
      ),
      cardSeasons: db.raw(
        jsonList(
          "select json_agg(json_build_object('id', s.id, 'name', s.name, 'from', s.date_from::text, " +
            "'to', s.date_to::text, 'nightlyMinor', s.nightly_minor, 'weekendMinor', s.weekend_minor, " +
            "'extraGuestMinor', s.extra_guest_minor, 'minimumStay', s.minimum_stay, 'maximumStay', s.maximum_stay, " +
            "'noCheckInDays', s.no_check_in_days, 'noCheckOutDays', s.no_check_out_days) " +
            'order by s.date_from, s.id) from listing_seasons s where s.listing_id = l.id',
        ),
      ),
      cardRules: db.raw(
        jsonList(
          "select json_agg(json_build_object('kind', d.kind, 'percent', d.percent, 'minimumNights', d.minimum_nights, " +
            "'daysBeforeArrivalFrom', d.days_before_arrival_from, 'daysBeforeArrivalTo', d.days_before_arrival_to) " +
            'order by d.kind, d.position) from listing_discount_rules d where d.listing_id = l.id',
        ),
      ),
      cardBlocked: options.stay
        ? db.raw(
            jsonList(
              'select json_agg(b.night::text order by b.night) from listing_blocked_nights b ' +
                'where b.listing_id = l.id and b.night >= ? and b.night < ?',
            ),
            [options.stay.checkIn, options.stay.checkOut],
          )
        : db.raw("'[]'::json"),
      cardBlockedCheckOutDays: 'l.blocked_check_out_days',
      cardSameDayCutOff: 'l.same_day_cut_off',
      cardRate: 'r.rate',
      cardNorthM: 'o.north_m',
      cardEastM: 'o.east_m',
      cardSaved:
        options.userId === null
          ? db.raw('false')
          : db.raw('exists (select 1 from wish_list_items w where w.user_id = ? and w.list_id = l.id)', [
              options.userId,
            ]),
    });
}

/** The cards' data of these listings, by id (an id no longer a listing is absent). */
export async function findSearchCards(
  db: Db,
  ids: readonly number[],
  options: CardOptions,
): Promise<Map<number, SearchCardData>> {
  if (ids.length === 0) return new Map();
  const query = db('listings as l').whereRaw('l.id = any(?::int[])', [[...ids]]);
  const rows: CardRow[] = await withCardColumns(db, query, options);
  return new Map(rows.map((row) => [row.id, cardDataOf(row)]));
}

/** A match of a search page with its card's data. */
export interface SearchPageCard {
  id: number;
  displayPrice: number | null;
  card: SearchCardData;
}

/**
 * A search page (db/search.ts searchPageQuery) and its cards' data in one statement, in the page's order; `total`
 * counts every match (null when the page is past the last match, so no row carries it).
 */
export async function findSearchPageWithCards(
  db: Db,
  page: Knex.QueryBuilder,
  options: CardOptions,
): Promise<{ total: number | null; matches: SearchPageCard[] }> {
  const query = db.with('found', page).from('found').join('listings as l', 'l.id', 'found.id');
  const rows: (CardRow & { foundPrice: number | null; foundTotal: string })[] = await withCardColumns(
    db,
    query,
    options,
  )
    .select({ foundPrice: 'found.displayPrice', foundTotal: 'found.total' })
    .orderBy('found.position');
  return {
    total: rows.length === 0 ? null : Number(rows[0]!.foundTotal),
    matches: rows.map(({ foundPrice, foundTotal: _total, ...row }) => ({
      id: row.id,
      displayPrice: foundPrice,
      card: cardDataOf(row),
    })),
  };
}

function cardDataOf(row: CardRow): SearchCardData {
  const {
    cardPhotos,
    cardSettings,
    cardSeasons,
    cardRules,
    cardBlocked,
    cardBlockedCheckOutDays,
    cardSameDayCutOff,
    cardRate,
    cardNorthM,
    cardEastM,
    cardSaved,
    ...listing
  } = row;
  return {
    listing,
    photos: cardPhotos,
    settings: cardSettings,
    parts: {
      blockedCheckOutDays: cardBlockedCheckOutDays ?? [],
      sameDayCutOff: cardSameDayCutOff,
      blockedDates: cardBlocked,
      seasons: cardSeasons,
      lastMinuteDiscounts: cardRules
        .filter((rule) => rule.kind === 'lastMinute')
        .map((rule) => ({
          percent: rule.percent,
          daysBeforeArrivalFrom: rule.daysBeforeArrivalFrom!,
          daysBeforeArrivalTo: rule.daysBeforeArrivalTo!,
        })),
      lengthOfStayDiscounts: cardRules
        .filter((rule) => rule.kind === 'lengthOfStay')
        .map((rule) => ({
          minimumNights: rule.minimumNights!,
          percent: rule.percent,
          daysBeforeArrivalFrom: rule.daysBeforeArrivalFrom,
          daysBeforeArrivalTo: rule.daysBeforeArrivalTo,
        })),
    },
    rate: cardRate,
    offset: cardNorthM === null || cardEastM === null ? null : { northM: cardNorthM, eastM: cardEastM },
    saved: cardSaved,
  };
}
