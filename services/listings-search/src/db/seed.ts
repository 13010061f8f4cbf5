// Demo listings in real cities for a first `npm start`, approved and live with prices in their own currencies, their
// terms published like any listing's; running it again changes nothing. Eight hand-written ones (numbers 1 to 8), and
// 200 more in cities on six continents with photos made by sharp (decision 0038, src/db/demo-listings).
import { DEMO_MEMBERS } from '@golightly/config';
import type { Knex } from '@golightly/db';
import { photoStoreFrom } from '../app/photo-files';
import { listingTermsChanged } from '../events/publish';
import { findEnabledListSettings } from './list-settings';
import { findListing, findPicks } from './listings';
import { DEMO_FIRST_ID, demoListing } from './demo-listings/listings';
import { DEMO_PHOTOS, ensureDemoPhotos } from './demo-listings/photos';
import { demoPlaces } from './demo-listings/places';
import { SCENE_CAPTIONS, VARIANTS_PER_KIND } from './demo-listings/scenes';
import { insertDemoListings } from './demo-listings/store';
import { insertPhotos } from './photos';
import { seedDemoPicks } from './picks-seed';
import { upsertOwner } from './wish-lists';

const { grace, frida } = DEMO_MEMBERS;

const live = {
  approval_status: 'approved',
  is_published: true,
  bedrooms: 1,
  beds: 1,
  bathrooms: 1,
  min_night: 2,
  cancellation_policy: 'moderate',
  guest_pledge_accepted_at: new Date('2026-01-01T00:00:00Z'),
  submitted_at: new Date('2026-01-01T00:00:00Z'),
  reviewed_at: new Date('2026-01-02T00:00:00Z'),
  description: 'A calm, light home for a member travelling alone or with a friend.',
};

const DEMO_LISTINGS = [
  {
    id: 1,
    host_id: grace.id,
    title: 'Sunny loft on South Congress',
    neighbourhood: 'South Congress: cafés, music and food trucks within a few minutes on foot.',
    street: '1600 S Congress Ave',
    zipcode: '78704',
    city: 'Austin',
    state: 'Texas',
    country: 'US',
    lat: 30.2468,
    lng: -97.7507,
    time_zone: 'America/Chicago',
    person_capacity: 2,
    currency: 'USD',
    base_price_minor: 14_500,
    cleaning_price_minor: 4_000,
  },
  {
    id: 2,
    host_id: grace.id,
    title: 'Garden flat near Columbia Road',
    neighbourhood: 'Columbia Road: the Sunday flower market and quiet terraced streets.',
    street: '12 Ezra Street',
    zipcode: 'E2 7RH',
    city: 'London',
    state: 'England',
    country: 'GB',
    lat: 51.5296,
    lng: -0.0707,
    time_zone: 'Europe/London',
    person_capacity: 3,
    currency: 'GBP',
    base_price_minor: 12_000,
    cleaning_price_minor: 3_500,
  },
  {
    id: 3,
    host_id: frida.id,
    title: 'Harbour view studio in Södermalm',
    neighbourhood: 'Södermalm: galleries, vintage shops and the water on three sides.',
    street: 'Fjällgatan 23',
    zipcode: '116 28',
    city: 'Stockholm',
    state: 'Stockholm',
    country: 'SE',
    lat: 59.3172,
    lng: 18.0808,
    time_zone: 'Europe/Stockholm',
    person_capacity: 2,
    currency: 'SEK',
    base_price_minor: 95_000,
    cleaning_price_minor: 30_000,
  },
  {
    id: 4,
    host_id: frida.id,
    title: 'Tiled apartment in Alfama',
    neighbourhood: 'Alfama: steep lanes, fado houses and views over the Tagus.',
    street: 'Rua dos Remédios 45',
    zipcode: '1100-441',
    city: 'Lisbon',
    state: 'Lisboa',
    country: 'PT',
    lat: 38.7116,
    lng: -9.1285,
    time_zone: 'Europe/Lisbon',
    person_capacity: 4,
    currency: 'EUR',
    base_price_minor: 11_000,
    cleaning_price_minor: 3_000,
  },
  {
    id: 5,
    host_id: grace.id,
    title: 'Adobe casita with a courtyard',
    neighbourhood: 'The east side: galleries of Canyon Road and the plaza a short walk away.',
    street: '620 Canyon Rd',
    zipcode: '87501',
    city: 'Santa Fe',
    state: 'New Mexico',
    country: 'US',
    lat: 35.6826,
    lng: -105.9275,
    time_zone: 'America/Denver',
    person_capacity: 2,
    currency: 'USD',
    base_price_minor: 16_500,
    cleaning_price_minor: 5_000,
  },
  // Three more so each of the footer's regions (spec 000 §2) holds a home: Florida, Colorado and New England.
  {
    id: 6,
    host_id: grace.id,
    title: 'Bright studio near the Wynwood murals',
    neighbourhood: 'Wynwood: murals, galleries and coffee roasters on every block.',
    street: '250 NW 24th St',
    zipcode: '33127',
    city: 'Miami',
    state: 'Florida',
    country: 'US',
    lat: 25.801,
    lng: -80.1994,
    time_zone: 'America/New_York',
    person_capacity: 2,
    currency: 'USD',
    base_price_minor: 13_000,
    cleaning_price_minor: 4_000,
  },
  {
    id: 7,
    host_id: frida.id,
    title: 'Cottage under the Flatirons',
    neighbourhood: 'Mapleton Hill: quiet, tree-lined streets a short walk from Pearl Street and the trails.',
    street: '725 Mapleton Ave',
    zipcode: '80304',
    city: 'Boulder',
    state: 'Colorado',
    country: 'US',
    lat: 40.0224,
    lng: -105.2855,
    time_zone: 'America/Denver',
    person_capacity: 3,
    currency: 'USD',
    base_price_minor: 15_500,
    cleaning_price_minor: 5_000,
  },
  {
    id: 8,
    host_id: grace.id,
    title: 'Brick row house on Beacon Hill',
    neighbourhood: 'Beacon Hill: gas lamps, cobbled lanes and the Common at the end of the street.',
    street: '74 Pinckney St',
    zipcode: '02114',
    city: 'Boston',
    state: 'Massachusetts',
    country: 'US',
    lat: 42.3588,
    lng: -71.0707,
    time_zone: 'America/New_York',
    person_capacity: 2,
    currency: 'USD',
    base_price_minor: 17_000,
    cleaning_price_minor: 4_500,
  },
];

/** The id of a starter catalogue item (migration 0003). */
async function item(db: Knex.Transaction, typeId: number, name: string): Promise<number> {
  return (await db('list_settings').where({ type_id: typeId, item_name: name }).first('id')).id;
}

/** How many demo listings beyond the first five: enough for search, maps and paging to show something real. */
export const DEMO_LISTING_COUNT = 200;

export interface SeedOptions {
  /** Where progress goes ("seeding 200 demo listings… 200/200"); the terminal of `npm start` unless given. */
  log?: (line: string) => void;
}

/**
 * Inserts the demo listings not there yet and publishes their terms, so bookings-payments knows them too. The photos'
 * files are made first (only those missing), so no listing is ever stored naming a picture that is not there.
 */
export async function seedDemo(
  db: Knex,
  env: Record<string, string | undefined> = process.env,
  options: SeedOptions = {},
): Promise<number> {
  const log = options.log ?? ((line: string) => void process.stdout.write(`${line}\n`));
  const started = performance.now();
  const made = await ensureDemoPhotos(photoStoreFrom(env));
  return db.transaction(async (trx) => {
    const kinds = { room_type_id: await item(trx, 1, 'Entire place'), house_type_id: await item(trx, 3, 'Apartment') };
    const inserted: { id: number }[] = await trx('listings')
      .insert(DEMO_LISTINGS.map((listing) => ({ ...live, ...kinds, ...listing })))
      .onConflict('id')
      .ignore()
      .returning('id');
    for (const { id } of inserted) await listingTermsChanged(trx, (await findListing(trx, id))!, []);
    const more = await seedMoreListings(trx, log);
    await seedDemoPicks(trx);
    await rememberDemoWishListOwners(trx);
    if (more.listings > 0 || made > 0) {
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      log(
        `  listings-search: ${more.listings} demo listings with ${more.photos} photos (${made} pictures made) in ${seconds} s`,
      );
    }
    return inserted.length + more.listings + more.photos;
  });
}

/**
 * Demo members come without accounts' events, so whose profile number is whose comes from the fixture accounts seeds
 * them with (decision 0043): another member finds a demo host's public wish lists by her number.
 */
async function rememberDemoWishListOwners(trx: Knex.Transaction): Promise<void> {
  for (const member of Object.values(DEMO_MEMBERS)) await upsertOwner(trx, member.id, member.profileId);
}

/** The 200 listings of decision 0038, and photos for listings 1 to 8 the first time they are added. */
async function seedMoreListings(
  trx: Knex.Transaction,
  log: (line: string) => void,
): Promise<{ listings: number; photos: number }> {
  const first = await trx('listings').where({ id: DEMO_FIRST_ID }).first('id');
  if (first) return { listings: 0, photos: 0 };
  const catalogue = new Map((await findEnabledListSettings(trx)).map((setting) => [setting.id, setting]));
  const places = demoPlaces(DEMO_LISTING_COUNT);
  const listings = places.map((place, index) => demoListing(index, place, catalogue));
  const BATCH = 50;
  let ids: number[] = [];
  let photos = 0;
  for (let from = 0; from < listings.length; from += BATCH) {
    const batch = listings.slice(from, from + BATCH);
    // Created a day apart, the newest first in lists as a host would have added them over the months.
    ids = ids.concat(await insertDemoListings(trx, batch, (listing) => createdAt(listing.id - DEMO_FIRST_ID)));
    photos += batch.reduce((sum, listing) => sum + listing.photos.length, 0);
    log(`  seeding ${listings.length} demo listings… ${Math.min(from + BATCH, listings.length)}/${listings.length}`);
  }
  for (const id of ids) {
    await listingTermsChanged(trx, (await findListing(trx, id))!, (await findPicks(trx, id)).houseRuleIds);
  }
  // Listings 1 to 8 get three pictures each (the house, the living room, a bedroom), once, with the rest; their rows
  // stay as they are.
  const handWritten = DEMO_LISTINGS.flatMap((listing, n) =>
    (['exterior', 'living', 'bedroom'] as const).map((kind, position) => ({
      listingId: listing.id,
      name: DEMO_PHOTOS.filter((photo) => photo.kind === kind)[n % VARIANTS_PER_KIND]!.name,
      photoDescription: SCENE_CAPTIONS[kind][0],
      position,
      isCover: position === 0,
    })),
  );
  const bare = new Set(
    (
      await trx('listings')
        .whereIn(
          'id',
          DEMO_LISTINGS.map((listing) => listing.id),
        )
        .whereNotExists(trx('listing_photos').whereRaw('listing_photos.listing_id = listings.id'))
        .select('id')
    ).map((row: { id: number }) => row.id),
  );
  const added = handWritten.filter((photo) => bare.has(photo.listingId));
  await insertPhotos(trx, added);
  return { listings: ids.length, photos: photos + added.length };
}

const createdAt = (n: number) => new Date(Date.UTC(2026, 0, 2) + n * 86_400_000);
