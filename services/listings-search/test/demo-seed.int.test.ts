// The demo listings of a first `npm start`: the five hand-written ones live, priced in their own currencies, readable
// by anyone; 200 more of the demo hosts in real cities on six continents, each with photos whose files are in the
// store in every size; seeding again changes nothing, their terms reach bookings-payments like any listing's, and new
// listings draw their numbers at random past the demo ones.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DEMO_MEMBERS } from '@golightly/config';
import { imageKey, IMAGE_SIZES } from '@golightly/file-store';
import { imageInfo } from '@golightly/file-store/testing';
import { ListingTermsChangedSchema } from '@golightly/proto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createListing } from '../src/app/create-listing';
import { PHOTO_FOLDER, photoStoreFrom } from '../src/app/photo-files';
import { readListing } from '../src/app/read-listings';
import { wishListGroupsOf } from '../src/app/read-wish-lists';
import { createWishListGroup } from '../src/app/wish-list-groups';
import { findPhotosInOrder } from '../src/db/photos';
import { DEMO_HOST_IDS } from '../src/db/demo-listings/listings';
import { COUNTRIES } from '../src/db/demo-listings/places';
import { seedDemo } from '../src/db/seed';
import { incompleteSteps, isBookable } from '../src/domain/listing';
import { listingOf, listingsTestbed, SETUP_MS, type ListingsTestbed } from './support/testbed';

describe('the demo listings', () => {
  let bed: ListingsTestbed;
  let filesDir: string;
  const env = () => ({ FILE_STORE_DIR: filesDir });
  const progress: string[] = [];
  let added = 0;
  beforeAll(async () => {
    bed = await listingsTestbed('listing-demo-seed');
    filesDir = await mkdtemp(path.join(tmpdir(), 'golightly-demo-photos-'));
    added = await seedDemo(bed.db, env(), { log: (line) => progress.push(line) });
  }, SETUP_MS);
  afterAll(async () => {
    await bed?.close();
    if (filesDir) await rm(filesDir, { recursive: true, force: true });
  });

  const demoIds = async (): Promise<number[]> =>
    (await bed.db('listings').whereBetween('id', [101, 300]).orderBy('id').select('id')).map(
      (row: { id: number }) => row.id,
    );

  it('seeds the five hand-written listings live and bookable, their terms published first', async () => {
    for (const id of [1, 2, 3, 4, 5]) {
      const listing = await readListing(bed.deps, { kind: 'visitor' }, id);
      expect(listing).not.toBeNull();
      expect(isBookable(listing!)).toBe(true);
      expect(incompleteSteps(listing!)).toEqual([]);
      expect((await findPhotosInOrder(bed.db, id)).length).toBe(3);
    }
    expect((await bed.listing(3)).currency).toBe('SEK');
    const terms = await bed.events(ListingTermsChangedSchema);
    expect(terms.slice(0, 5).map((e) => e.listingId)).toEqual(['1', '2', '3', '4', '5']);
    expect(terms[2]!.terms).toMatchObject({ currency: 'SEK', basePriceMinor: 95_000n, bookable: true });
    const created = listingOf(await createListing(bed.deps, bed.host(), await bed.basics()));
    expect(created.id).toBeGreaterThanOrEqual(1_000_000);
  });

  it('seeds 200 approved, live listings of the demo hosts on at least four continents, with their terms', async () => {
    const ids = await demoIds();
    expect(ids).toHaveLength(200);
    const continents = new Map(COUNTRIES.map((country) => [country.code, country.continent]));
    const seen = new Set<string>();
    for (const id of ids) {
      const listing = await readListing(bed.deps, { kind: 'visitor' }, id);
      expect(listing, `listing ${id}`).not.toBeNull();
      expect(listing!.approvalStatus).toBe('approved');
      expect(isBookable(listing!)).toBe(true);
      expect(incompleteSteps(listing!)).toEqual([]);
      expect(DEMO_HOST_IDS).toContain(listing!.hostId);
      seen.add(continents.get(listing!.country)!);
    }
    expect(seen.size).toBeGreaterThanOrEqual(4);
    const published = (await bed.events(ListingTermsChangedSchema)).map((e) => Number(e.listingId));
    expect(published.filter((id) => id >= 101 && id <= 300).sort((a, b) => a - b)).toEqual(ids);
    expect(progress).toContain('  seeding 200 demo listings… 200/200');
  });

  it('varies prices, currencies, rules and booking settings as real hosts would', async () => {
    const rows = await bed.db('listings').whereBetween('id', [101, 300]);
    const distinct = (values: unknown[]) => new Set(values.map(String)).size;
    expect(distinct(rows.map((row) => row.currency))).toBeGreaterThanOrEqual(20);
    expect(distinct(rows.map((row) => row.base_price_minor))).toBeGreaterThanOrEqual(50);
    expect(distinct(rows.map((row) => row.cancellation_policy))).toBe(4);
    expect(distinct(rows.map((row) => row.min_night))).toBeGreaterThanOrEqual(4);
    expect(distinct(rows.map((row) => row.advance_notice_days))).toBeGreaterThanOrEqual(4);
    expect(distinct(rows.map((row) => row.time_zone))).toBeGreaterThanOrEqual(30);
    expect(rows.some((row) => row.blocked_check_in_days.length > 0)).toBe(true);
    expect(rows.some((row) => row.instant_book) && rows.some((row) => !row.instant_book)).toBe(true);
    const withCalendar = async (table: string) =>
      Number(
        (await bed.db(table).whereBetween('listing_id', [101, 300]).countDistinct({ n: 'listing_id' }).first())!.n,
      );
    expect(await withCalendar('listing_blocked_nights')).toBeGreaterThanOrEqual(40);
    expect(await withCalendar('listing_seasons')).toBeGreaterThanOrEqual(20);
    const terms = (await bed.events(ListingTermsChangedSchema)).filter((e) => Number(e.listingId) >= 101);
    expect(terms.some((e) => e.terms!.blockedDates.length > 0 && e.terms!.seasons.length > 0)).toBe(true);
    const rules = await bed
      .db('listing_setting_items as i')
      .join('list_settings as s', 's.id', 'i.setting_id')
      .where('s.type_id', 14)
      .whereBetween('i.listing_id', [101, 300])
      .countDistinct({ listings: 'i.listing_id' })
      .first();
    expect(Number(rules!.listings)).toBe(200);
  });

  it('gives every demo listing two to five photos, one cover first, each file stored in every size', async () => {
    const files = photoStoreFrom(env());
    const names = new Set<string>();
    for (const id of await demoIds()) {
      const photos = await findPhotosInOrder(bed.db, id);
      expect(photos.length).toBeGreaterThanOrEqual(2);
      expect(photos.length).toBeLessThanOrEqual(5);
      expect(photos.filter((photo) => photo.isCover).map((photo) => photo.position)).toEqual([0]);
      photos.forEach((photo) => names.add(photo.name));
    }
    for (const name of names) {
      for (const size of Object.keys(IMAGE_SIZES))
        expect(await files.exists(imageKey(PHOTO_FOLDER, size, name))).toBe(true);
    }
    // Real pictures of the sizes the intake makes, without metadata.
    const [first] = names;
    const medium = await files.get(imageKey(PHOTO_FOLDER, 'x_medium', first!));
    const info = await imageInfo(Buffer.from(medium!.bytes));
    expect(info).toMatchObject({ format: 'jpeg', width: 640 });
    expect(info.exif).toBeUndefined();
  });

  it("knows each demo member's profile number, so another member finds a demo host's public wish lists", async () => {
    const { grace, ada } = DEMO_MEMBERS;
    await createWishListGroup(bed.deps, grace.id, { name: 'Homes I love', isPublic: true });
    await createWishListGroup(bed.deps, grace.id, { name: 'Just mine', isPublic: false });
    const seen = await wishListGroupsOf(bed.deps, ada.id, grace.profileId);
    expect(seen.map((group) => group.name)).toEqual(['Homes I love']);
    expect((await wishListGroupsOf(bed.deps, grace.id, grace.profileId)).length).toBe(2);
    await bed.db('wish_list_groups').where({ user_id: grace.id }).delete();
  });

  it('adds nothing when seeded again, and makes no picture twice', async () => {
    expect(added).toBeGreaterThan(200);
    const counts = async () => ({
      listings: Number((await bed.db('listings').count({ n: '*' }).first())!.n),
      photos: Number((await bed.db('listing_photos').count({ n: '*' }).first())!.n),
      events: (await bed.eventTypes()).length,
    });
    const before = await counts();
    const lines: string[] = [];
    expect(await seedDemo(bed.db, env(), { log: (line) => lines.push(line) })).toBe(0);
    expect(await counts()).toEqual(before);
    expect(lines).toEqual([]);
  });
});
