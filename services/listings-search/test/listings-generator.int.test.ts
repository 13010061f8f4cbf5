// The benchmark generator on a small count (decision 0038): 1,000 listings a host could have saved, live and
// bookable, with random numbers in the listings' range, made-up hosts, and photos naming the demo pictures; a second
// run adds as many again without meeting the first one's numbers.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readListing } from '../src/app/read-listings';
import { DEMO_PHOTOS } from '../src/db/demo-listings/photos';
import { generateListings } from '../src/db/demo-listings/generate';
import { findPhotos } from '../src/db/photos';
import { incompleteSteps, isBookable } from '../src/domain/listing';
import { listingsTestbed, SETUP_MS, type ListingsTestbed } from './support/testbed';

describe('the listings generator', () => {
  let bed: ListingsTestbed;
  beforeAll(async () => {
    bed = await listingsTestbed('listings-generator');
  }, SETUP_MS);
  afterAll(() => bed?.close());

  it('makes 1,000 valid, live listings with photos of the demo pictures, and as many again on a second run', async () => {
    const progress: number[] = [];
    const result = await generateListings(bed.db, {
      count: 1_000,
      batchSize: 300,
      onProgress: (done) => progress.push(done),
    });
    expect(result.listings).toBe(1_000);
    expect(progress.sort((a, b) => a - b).at(-1)).toBe(1_000);
    const rows: { id: number; host_id: string }[] = await bed.db('listings').select('id', 'host_id');
    expect(rows).toHaveLength(1_000);
    expect(rows.every((row) => row.id >= 1_000_000 && row.id <= 2_147_483_647)).toBe(true);
    expect(new Set(rows.map((row) => row.host_id)).size).toBe(200);

    const names = new Set(DEMO_PHOTOS.map((photo) => photo.name));
    const photos = await findPhotos(
      bed.db,
      rows.map((row) => row.id),
    );
    expect(photos).toHaveLength(result.photos);
    expect(photos.every((photo) => names.has(photo.name))).toBe(true);
    for (const { id } of rows.slice(0, 1_000)) {
      const listing = await readListing(bed.deps, { kind: 'visitor' }, id);
      expect(isBookable(listing!)).toBe(true);
      expect(incompleteSteps(listing!)).toEqual([]);
      const own = photos.filter((photo) => photo.listingId === id);
      expect(own.length).toBeGreaterThanOrEqual(2);
      expect(own.filter((photo) => photo.isCover)).toHaveLength(1);
    }

    await generateListings(bed.db, { count: 1_000 });
    expect(Number((await bed.db('listings').count({ n: '*' }).first())!.n)).toBe(2_000);
    // Two thousand listings with their photos: seconds on an idle machine, more when the two cores are shared.
  }, 60_000);
});
