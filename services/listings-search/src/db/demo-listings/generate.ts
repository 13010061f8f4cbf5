// Many listings at once for benchmarks (decision 0038; `npm run bench:listings-generate -- 100000`): the demo
// listings' recipe (real cities, local prices, rules, booking settings, each section checked by the editor's rules)
// for any count, approved and live, with their picks, beds and photos naming the forty demo pictures, so 100,000
// listings cost no image file. Hosts are made-up members, about five listings each; no event is published.
import type { Knex } from '@golightly/db';
import { findEnabledListSettings } from '../list-settings';
import { demoListing, type DemoListing } from './listings';
import { demoPlaces } from './places';
import { seeded } from './random';
import { insertDemoListings } from './store';

export interface GenerateOptions {
  count: number;
  /** Listings built and inserted per statement (default 2,500). */
  batchSize?: number;
  /**
   * Batches in flight at once, each in its own transaction on its own connection (default 3): Postgres checks each
   * row's foreign keys one by one, so the inserts are what takes the time, and they run side by side while the next
   * batch is built.
   */
  parallel?: number;
  /** Called after each batch with how many are in. */
  onProgress?: (done: number, count: number) => void;
}

export interface GenerateResult {
  listings: number;
  photos: number;
  /** Where the time went, in seconds. */
  seconds: { places: number; build: number; insert: number; total: number };
}

const LOWEST_ID = 1_000_000;
const HIGHEST_ID = 2_147_483_647;

/** A made-up host's user id: a version-4 form uuid from a number, the same every run. */
const hostId = (n: number) => `b3e0c0de-0000-4000-8000-${n.toString(16).padStart(12, '0')}`;

/**
 * Listing numbers drawn at random from the random range (decision 0034) and never one already taken: the database's
 * own random_listing_id() checks one row at a time, and 100,000 rows of one statement would meet each other.
 */
async function freeIds(db: Knex, count: number): Promise<number[]> {
  const taken = new Set<number>(
    (await db('listings').where('id', '>=', LOWEST_ID).select('id')).map((row: { id: number }) => row.id),
  );
  const random = seeded(0xb3e0 + taken.size);
  const ids: number[] = [];
  while (ids.length < count) {
    const id = random.int(LOWEST_ID, HIGHEST_ID);
    if (!taken.has(id)) {
      taken.add(id);
      ids.push(id);
    }
  }
  return ids;
}

export async function generateListings(db: Knex, options: GenerateOptions): Promise<GenerateResult> {
  const { count, batchSize = 2_500, parallel = 3 } = options;
  const started = performance.now();
  const catalogue = new Map((await findEnabledListSettings(db)).map((setting) => [setting.id, setting]));
  const places = demoPlaces(count);
  const ids = await freeIds(db, count);
  const placed = performance.now();
  let build = 0;
  let photos = 0;
  let done = 0;
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const from = next;
      next = Math.min(count, from + batchSize);
      const t0 = performance.now();
      const batch: DemoListing[] = [];
      for (let index = from; index < next; index++) {
        const host = hostId(Math.floor(index / 5));
        batch.push(demoListing(index, places[index]!, catalogue, { id: ids[index]!, hostId: host }));
      }
      build += performance.now() - t0;
      // Created over the past two years, as a club's listings would have been.
      const at = (listing: DemoListing) => new Date(Date.UTC(2025, 0, 1) + (listing.id % 700) * 86_400_000);
      await db.transaction((trx) => insertDemoListings(trx, batch, at));
      photos += batch.reduce((sum, listing) => sum + listing.photos.length, 0);
      done += batch.length;
      options.onProgress?.(done, count);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, parallel) }, worker));
  const finished = performance.now();
  const seconds = (ms: number) => ms / 1000;
  return {
    listings: count,
    photos,
    seconds: {
      places: seconds(placed - started),
      build: seconds(build),
      // Building runs while other batches are being inserted: what is left of the time is the inserts'.
      insert: seconds(finished - placed - build),
      total: seconds(finished - started),
    },
  };
}
