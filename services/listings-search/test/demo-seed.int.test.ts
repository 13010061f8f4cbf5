// The demo listings of a first `npm start`: live, priced in their own currencies, readable by anyone; seeding again
// changes nothing, their terms reach bookings-payments like any listing's, and new listings draw their numbers at random past the demo ones.
import { ListingTermsChangedSchema } from '@golightly/proto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createListing } from '../src/app/create-listing';
import { readListing } from '../src/app/read-listings';
import { seedDemo } from '../src/db/seed';
import { incompleteSteps, isBookable } from '../src/domain/listing';
import { listingOf, listingsTestbed, SETUP_MS, type ListingsTestbed } from './support/testbed';

describe('the demo listings', () => {
  let bed: ListingsTestbed;
  beforeAll(async () => {
    bed = await listingsTestbed('listing-demo-seed');
  }, SETUP_MS);
  afterAll(() => bed?.close());

  it('seeds five live, bookable listings once', async () => {
    expect(await seedDemo(bed.db)).toBe(5);
    expect(await seedDemo(bed.db)).toBe(0);
    for (const id of [1, 2, 3, 4, 5]) {
      const listing = await readListing(bed.deps, { kind: 'visitor' }, id);
      expect(listing).not.toBeNull();
      expect(isBookable(listing!)).toBe(true);
      expect(incompleteSteps(listing!)).toEqual([]);
    }
    expect((await bed.listing(3)).currency).toBe('SEK');
    const terms = await bed.events(ListingTermsChangedSchema);
    expect(terms.map((e) => e.listingId)).toEqual(['1', '2', '3', '4', '5']);
    expect(terms[2]!.terms).toMatchObject({ currency: 'SEK', basePriceMinor: 95_000n, bookable: true });
    const created = listingOf(await createListing(bed.deps, bed.host(), await bed.basics()));
    expect(created.id).toBeGreaterThanOrEqual(1_000_000);
  });
});
