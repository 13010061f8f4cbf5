// Writing demo listings in bulk (the demo seed, and the benchmark generator's 100,000) with their picks, beds, photos,
// blocked nights and seasons: each table's rows go in as one JSON array per statement (json_populate_recordset), so
// thousands of rows cost one round trip and one parameter.
import type { Knex } from '@golightly/db';
import { basicsChanges, bookingChanges, pricingChanges } from '../../app/listing-fields';
import type { DemoListing } from './listings';

type Db = Knex | Knex.Transaction;

/** A camelCase field as its column is named (the listings table spells every field this way). */
const column = (field: string) => field.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** The listing's row: approved, published and listed, its steps complete, stamped at `at`. */
export function listingRow(listing: DemoListing, at: Date): Record<string, unknown> {
  const fields: Record<string, unknown> = {
    id: listing.id,
    hostId: listing.hostId,
    ...basicsChanges(listing.basics),
    ...listing.scene,
    ...pricingChanges(listing.pricing),
    ...bookingChanges(listing.booking),
    customHouseRules: listing.rules.customHouseRules,
    cancellationPolicy: listing.cancellationPolicy,
    guestPledgeAcceptedAt: at,
    approvalStatus: 'approved',
    submittedAt: at,
    reviewedAt: at,
    isPublished: true,
    createdAt: at,
    updatedAt: at,
  };
  return Object.fromEntries(Object.entries(fields).map(([key, value]) => [column(key), value]));
}

/** Inserts rows of one shape into `table`; with `onConflict`, rows whose key is taken are skipped. */
async function insertJson(
  db: Db,
  table: string,
  rows: readonly Record<string, unknown>[],
  options: { onConflict?: string; returning?: string } = {},
): Promise<Record<string, unknown>[]> {
  if (rows.length === 0) return [];
  const columns = Object.keys(rows[0]!);
  const list = columns.map((name) => `"${name}"`).join(', ');
  const conflict = options.onConflict ? ` on conflict (${options.onConflict}) do nothing` : '';
  const returning = options.returning ? ` returning ${options.returning}` : '';
  const result = await db.raw(
    `insert into ${table} (${list}) select ${list} from json_populate_recordset(null::${table}, ?::json)${conflict}${returning}`,
    [JSON.stringify(rows)],
  );
  return result.rows;
}

/**
 * Stores the listings not there yet with their picks, beds and photos; returns the numbers it inserted (a listing
 * whose number is taken is left as it is, with everything that hangs off it).
 */
export async function insertDemoListings(
  db: Db,
  listings: readonly DemoListing[],
  at: (listing: DemoListing) => Date,
): Promise<number[]> {
  const inserted = await insertJson(
    db,
    'listings',
    listings.map((listing) => listingRow(listing, at(listing))),
    { onConflict: 'id', returning: 'id' },
  );
  const ids = new Set(inserted.map((row) => Number(row.id)));
  const fresh = listings.filter((listing) => ids.has(listing.id));
  await insertJson(
    db,
    'listing_setting_items',
    fresh.flatMap((listing) =>
      [...listing.basics.amenityIds, ...listing.rules.houseRuleIds].map((settingId) => ({
        listing_id: listing.id,
        setting_id: settingId,
      })),
    ),
  );
  await insertJson(
    db,
    'listing_bed_types',
    fresh.flatMap((listing) =>
      listing.basics.bedTypes.map((bed) => ({ listing_id: listing.id, bed_type_id: bed.bedTypeId, count: bed.count })),
    ),
  );
  await insertJson(
    db,
    'listing_photos',
    fresh.flatMap((listing) =>
      listing.photos.map((photo, position) => ({
        listing_id: listing.id,
        name: photo.name,
        photo_description: photo.caption,
        type: 'upload',
        sort_order: position,
        is_cover: position === 0,
      })),
    ),
  );
  await insertJson(
    db,
    'listing_blocked_nights',
    fresh.flatMap((listing) => listing.blockedNights.map((night) => ({ listing_id: listing.id, night }))),
  );
  await insertJson(
    db,
    'listing_seasons',
    fresh.flatMap((listing) =>
      listing.seasons.map((season) => ({
        listing_id: listing.id,
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
      })),
    ),
  );
  return fresh.map((listing) => listing.id);
}
