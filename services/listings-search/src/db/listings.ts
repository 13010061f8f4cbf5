// Queries of the listings table and what hangs off it (picked catalogue items, beds by type). Reads take a pool or a
// transaction; the use cases lock a listing's row (lockListing) before they decide on it.
import type { Knex } from '@golightly/db';
import { HOUSE_RULE_TYPE_ID } from '../domain/list-settings';
import type { ListingPicks, ListingRecord } from '../domain/listing';
import { readAll } from './reads';

type Db = Knex | Knex.Transaction;

/** Each field of a ListingRecord and its column. */
const COLUMNS = {
  id: 'id',
  hostId: 'host_id',
  roomTypeId: 'room_type_id',
  houseTypeId: 'house_type_id',
  buildingSizeId: 'building_size_id',
  bathroomTypeId: 'bathroom_type_id',
  residenceType: 'residence_type',
  personCapacity: 'person_capacity',
  bedrooms: 'bedrooms',
  beds: 'beds',
  bathrooms: 'bathrooms',
  extraGuest: 'extra_guest',
  extraBed: 'extra_bed',
  extraBathroom: 'extra_bathroom',
  extraBedroom: 'extra_bedroom',
  commonArea: 'common_area',
  womensOnly: 'womens_only',
  menStay: 'men_stay',
  whoElseStays: 'who_else_stays',
  country: 'country',
  street: 'street',
  buildingName: 'building_name',
  city: 'city',
  state: 'state',
  zipcode: 'zipcode',
  lat: 'lat',
  lng: 'lng',
  timeZone: 'time_zone',
  businessLicenseNumber: 'business_license_number',
  title: 'title',
  description: 'description',
  neighbourhood: 'neighbourhood',
  currency: 'currency',
  basePriceMinor: 'base_price_minor',
  cleaningPriceMinor: 'cleaning_price_minor',
  weekendPriceMinor: 'weekend_price_minor',
  extraGuestFeeMinor: 'extra_guest_fee_minor',
  extraGuestAfter: 'extra_guest_after',
  petFeeMinor: 'pet_fee_minor',
  securityDepositMinor: 'security_deposit_minor',
  taxRate: 'tax_rate',
  weeklyDiscount: 'weekly_discount',
  monthlyDiscount: 'monthly_discount',
  threeMonthDiscount: 'three_month_discount',
  minNight: 'min_night',
  maxNight: 'max_night',
  advanceNoticeDays: 'advance_notice_days',
  bookingWindowMonths: 'booking_window_months',
  checkInStart: 'check_in_start',
  checkInEnd: 'check_in_end',
  checkOutTime: 'check_out_time',
  blockedCheckInDays: 'blocked_check_in_days',
  instantBook: 'instant_book',
  isExclusive: 'is_exclusive',
  isLongerStay: 'is_longer_stay',
  isMonthPlus: 'is_month_plus',
  cancellationPolicy: 'cancellation_policy',
  customHouseRules: 'custom_house_rules',
  guestPledgeAcceptedAt: 'guest_pledge_accepted_at',
  approvalStatus: 'approval_status',
  rejectionMessage: 'rejection_message',
  submittedAt: 'submitted_at',
  reviewedAt: 'reviewed_at',
  createdByAdmin: 'created_by_admin',
  isPublished: 'is_published',
  isListed: 'is_listed',
  unlistedReason: 'unlisted_reason',
  deletedAt: 'deleted_at',
  deletedBy: 'deleted_by',
  hostSuspendedAt: 'host_suspended_at',
  createdAt: 'created_at',
  updatedAt: 'updated_at',
  version: 'version',
} as const satisfies Record<keyof ListingRecord, string>;
/** The listing's columns by field, for a read that selects a listing beside more (db/search-cards.ts). */
export const LISTING_COLUMNS = COLUMNS;

/** What a use case may set: every field but the id and the bookkeeping of the row. */
export type ListingChanges = Partial<Omit<ListingRecord, 'id' | 'createdAt' | 'updatedAt' | 'version'>> & {
  reviewedBy?: string | null;
};

function toRow(changes: ListingChanges): Record<string, unknown> {
  const row: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(changes)) {
    if (value === undefined) continue;
    if (key === 'reviewedBy') row.reviewed_by = value;
    else row[COLUMNS[key as keyof typeof COLUMNS]] = value;
  }
  return row;
}

const selectListing = (db: Db) => db('listings').select(COLUMNS);

export async function findListing(db: Db, id: number): Promise<ListingRecord | undefined> {
  return selectListing(db).where({ id }).first();
}

export async function findListingsByIds(db: Db, ids: readonly number[]): Promise<ListingRecord[]> {
  return ids.length === 0 ? [] : selectListing(db).whereIn('id', ids);
}

/** The listing's row, locked until the transaction ends: ownership and state are decided on what cannot change. */
export async function lockListing(trx: Knex.Transaction, id: number): Promise<ListingRecord | undefined> {
  return selectListing(trx).where({ id }).forUpdate().first();
}

/** A host's listings (not deleted, not suspended with her account), last changed first. */
export async function findHostListings(db: Db, hostId: string): Promise<ListingRecord[]> {
  return selectListing(db)
    .where({ host_id: hostId })
    .whereNull('deleted_at')
    .whereNull('host_suspended_at')
    .orderBy([
      { column: 'updated_at', order: 'desc' },
      { column: 'id', order: 'desc' },
    ]);
}

/** A host's live listings, newest first (User.listings). */
export async function findLiveListingsByHost(db: Db, hostId: string): Promise<ListingRecord[]> {
  return selectListing(db)
    .where({ host_id: hostId, is_published: true, approval_status: 'approved' })
    .whereNull('deleted_at')
    .whereNull('host_suspended_at')
    .orderBy('created_at', 'desc');
}

export interface AdminListingFilter {
  approvalStatus?: string | null;
  search?: string | null;
  limit: number;
  offset: number;
}

/** Listings for the admin screens (not deleted), newest first, with the total matching the filter. */
export async function findListingsForAdmin(
  db: Db,
  filter: AdminListingFilter,
): Promise<{ listings: ListingRecord[]; count: number }> {
  const where = (query: Knex.QueryBuilder) => {
    query.whereNull('deleted_at');
    if (filter.approvalStatus) query.where({ approval_status: filter.approvalStatus });
    if (filter.search) {
      const like = `%${filter.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      query.where((q) => {
        q.whereILike('title', like).orWhereILike('city', like);
        if (/^\d{1,10}$/.test(filter.search!)) q.orWhere('id', Number(filter.search));
      });
    }
    return query;
  };
  const [{ count }] = await where(db('listings').count({ count: '*' }));
  const order = filter.approvalStatus === 'awaitingApproval' ? 'submitted_at' : 'created_at';
  const listings = await where(selectListing(db))
    .orderBy([
      { column: order, order: filter.approvalStatus === 'awaitingApproval' ? 'asc' : 'desc' },
      { column: 'id', order: 'desc' },
    ])
    .limit(filter.limit)
    .offset(filter.offset);
  return { listings, count: Number(count) };
}

/** Stores a new listing; returns its (random) number. */
export async function insertListing(db: Db, hostId: string, fields: ListingChanges): Promise<number> {
  const [row] = await db('listings')
    .insert({ ...toRow(fields), host_id: hostId })
    .returning('id');
  return row.id;
}

/** Changes a listing, stamps it and moves its version on; returns it as stored. */
export async function updateListing(
  trx: Knex.Transaction,
  id: number,
  changes: ListingChanges,
): Promise<ListingRecord> {
  const [row] = await trx('listings')
    .where({ id })
    .update({ ...toRow(changes), updated_at: trx.fn.now(), version: trx.raw('version + 1') })
    .returning(Object.entries(COLUMNS).map(([key, column]) => `${column} as ${key}`));
  return row;
}

export async function findPicks(db: Db, listingId: number): Promise<ListingPicks> {
  const [items, beds] = await readAll(db, [
    () =>
      db('listing_setting_items as i')
        .join('list_settings as s', 's.id', 'i.setting_id')
        .where('i.listing_id', listingId)
        .orderBy('s.id')
        .select({ id: 's.id', typeId: 's.type_id' }),
    () =>
      db('listing_bed_types').where({ listing_id: listingId }).orderBy('bed_type_id').select({
        bedTypeId: 'bed_type_id',
        count: 'count',
      }),
  ]);
  return {
    amenityIds: items.filter((i) => i.typeId !== HOUSE_RULE_TYPE_ID).map((i) => i.id),
    houseRuleIds: items.filter((i) => i.typeId === HOUSE_RULE_TYPE_ID).map((i) => i.id),
    bedTypes: beds,
  };
}

/** Replaces the listing's picked items of the given catalogue types with `settingIds`. */
export async function replacePicks(
  trx: Knex.Transaction,
  listingId: number,
  typeIds: readonly number[],
  settingIds: readonly number[],
): Promise<void> {
  await trx('listing_setting_items')
    .where({ listing_id: listingId })
    .whereIn('setting_id', trx('list_settings').select('id').whereIn('type_id', typeIds))
    .delete();
  if (settingIds.length > 0) {
    await trx('listing_setting_items').insert(settingIds.map((id) => ({ listing_id: listingId, setting_id: id })));
  }
}

export async function replaceBedTypes(
  trx: Knex.Transaction,
  listingId: number,
  beds: readonly { bedTypeId: number; count: number }[],
): Promise<void> {
  await trx('listing_bed_types').where({ listing_id: listingId }).delete();
  if (beds.length > 0) {
    await trx('listing_bed_types').insert(
      beds.map((b) => ({ listing_id: listingId, bed_type_id: b.bedTypeId, count: b.count })),
    );
  }
}

/** Copies one listing's picks and beds to another (duplicates). */
export async function copyPicks(trx: Knex.Transaction, fromId: number, toIds: readonly number[]): Promise<void> {
  for (const toId of toIds) {
    await trx.raw(
      'insert into listing_setting_items (listing_id, setting_id) select ?, setting_id from listing_setting_items where listing_id = ?',
      [toId, fromId],
    );
    await trx.raw(
      'insert into listing_bed_types (listing_id, bed_type_id, count) select ?, bed_type_id, count from listing_bed_types where listing_id = ?',
      [toId, fromId],
    );
  }
}
