// A state, country or region page (CitySearchListing; decision 0044's amendment) holds the homes whose listing names
// that state or country, not whatever its box holds: Texas's box reaches into New Mexico, New England's towards New
// York. Europe is its countries within its box: the United Kingdom in, the Caucasus and Russia past the Urals out.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptGuestPledge } from '../src/app/accept-guest-pledge';
import { approveListing } from '../src/app/approve-listing';
import { citySearchListings } from '../src/app/city-search-listings';
import { createListing } from '../src/app/create-listing';
import type { SearchAnswer, SearchCaller } from '../src/app/search-listings';
import { setListingCancellationPolicy } from '../src/app/set-cancellation-policy';
import { submitListingForApproval } from '../src/app/submit-listing';
import { updateListingPricing } from '../src/app/update-listing-pricing';
import { updateListingScene } from '../src/app/update-listing-scene';
import { placeBoundsBySlug } from '../src/db/places';
import { boxHolds } from '../src/domain/place-bounds';
import { loadTestGazetteer } from './support/gazetteer';
import { actorOf, listingOf, listingsTestbed, PRICING, SETUP_MS, type ListingsTestbed } from './support/testbed';

const visitor: SearchCaller = { viewer: { kind: 'visitor' }, currency: null };

interface Where {
  city: string;
  state: string;
  country: string;
  lat: number;
  lng: number;
  timeZone: string;
}

const AUSTIN: Where = {
  city: 'Austin',
  state: 'Texas',
  country: 'US',
  lat: 30.2672,
  lng: -97.7431,
  timeZone: 'America/Chicago',
};
const HOUSTON_AS_CODE: Where = {
  city: 'Houston',
  state: 'TX',
  country: 'US',
  lat: 29.7604,
  lng: -95.3698,
  timeZone: 'America/Chicago',
};
const SANTA_FE: Where = {
  city: 'Santa Fe',
  state: 'New Mexico',
  country: 'US',
  lat: 35.687,
  lng: -105.9378,
  timeZone: 'America/Denver',
};
/** Across the Rio Grande from El Paso: inside Texas's box, in New Mexico. */
const SUNLAND_PARK: Where = {
  city: 'Sunland Park',
  state: 'New Mexico',
  country: 'US',
  lat: 31.7965,
  lng: -106.5799,
  timeZone: 'America/Denver',
};
const BOSTON: Where = {
  city: 'Boston',
  state: 'Massachusetts',
  country: 'US',
  lat: 42.3601,
  lng: -71.0589,
  timeZone: 'America/New_York',
};
const NEW_YORK: Where = {
  city: 'New York',
  state: 'New York',
  country: 'US',
  lat: 40.7128,
  lng: -74.006,
  timeZone: 'America/New_York',
};
const LISBON: Where = {
  city: 'Lisbon',
  state: 'Lisboa',
  country: 'PT',
  lat: 38.7116,
  lng: -9.1285,
  timeZone: 'Europe/Lisbon',
};
const LONDON: Where = {
  city: 'London',
  state: 'England',
  country: 'GB',
  lat: 51.5074,
  lng: -0.1278,
  timeZone: 'Europe/London',
};
const MOSCOW: Where = {
  city: 'Moscow',
  state: 'Moscow',
  country: 'RU',
  lat: 55.7558,
  lng: 37.6173,
  timeZone: 'Europe/Moscow',
};
const TBILISI: Where = {
  city: 'Tbilisi',
  state: 'Tbilisi',
  country: 'GE',
  lat: 41.7151,
  lng: 44.8271,
  timeZone: 'Asia/Tbilisi',
};
const YEKATERINBURG: Where = {
  city: 'Yekaterinburg',
  state: 'Sverdlovsk',
  country: 'RU',
  lat: 56.8389,
  lng: 60.6057,
  timeZone: 'Asia/Yekaterinburg',
};

describe('CitySearchListing of a state, country or region', () => {
  let bed: ListingsTestbed;
  const ids = new Map<Where, number>();

  /** A listing made live through the editor and an admin's approval. */
  async function live(where: Where): Promise<number> {
    const host = bed.host();
    const basics = await bed.basics({ ...where, street: '1 Main Street', zipcode: '00000' });
    const id = listingOf(await createListing(bed.deps, host, basics)).id;
    listingOf(
      await updateListingScene(bed.deps, host, id, {
        title: `Home in ${where.city}`,
        description: 'Calm.',
        neighbourhood: 'Near.',
      }),
    );
    listingOf(await updateListingPricing(bed.deps, host, id, PRICING));
    listingOf(await setListingCancellationPolicy(bed.deps, host, id, 'moderate'));
    listingOf(await acceptGuestPledge(bed.deps, host, id, true));
    listingOf(await submitListingForApproval(bed.deps, host, id));
    listingOf(await approveListing(bed.deps, actorOf(), id));
    return id;
  }

  beforeAll(async () => {
    bed = await listingsTestbed('city-search-areas');
    await loadTestGazetteer(bed.db);
    for (const where of [
      AUSTIN,
      HOUSTON_AS_CODE,
      SANTA_FE,
      SUNLAND_PARK,
      BOSTON,
      NEW_YORK,
      LISBON,
      LONDON,
      MOSCOW,
      TBILISI,
      YEKATERINBURG,
    ]) {
      ids.set(where, await live(where));
    }
  }, SETUP_MS);
  afterAll(() => bed?.close());

  const cityBounds = async (slug: string) => {
    const place = await placeBoundsBySlug(bed.db, slug);
    return place ? { ...place.bounds, name: place.name, area: place.area } : null;
  };
  const page = (city: string): Promise<SearchAnswer> =>
    citySearchListings({ db: bed.db, cityBounds }, visitor, { city });
  const found = async (city: string) => {
    const answer = await page(city);
    expect(answer.errorMessage).toBeNull();
    return answer.results.map((result) => result.id).sort((a, b) => a - b);
  };
  const idsOf = (...places: Where[]) => places.map((where) => ids.get(where)!).sort((a, b) => a - b);

  it("finds Texas's homes by their state, name or code, and not New Mexico's inside its box", async () => {
    const texas = await placeBoundsBySlug(bed.db, 'texas');
    const { northeast, southwest } = texas!.bounds;
    const box = { north: northeast.lat, east: northeast.lng, south: southwest.lat, west: southwest.lng };
    expect(boxHolds(box, SUNLAND_PARK)).toBe(true);
    expect(await found('texas')).toEqual(idsOf(AUSTIN, HOUSTON_AS_CODE));
    expect(await found('new-mexico')).toEqual(idsOf(SANTA_FE, SUNLAND_PARK));
  });

  it("keeps the place's box for the map, and its markers to the area's homes", async () => {
    const answer = await page('texas');
    expect(answer.placeName).toBe('Texas');
    expect(answer.placeBounds).toEqual((await placeBoundsBySlug(bed.db, 'texas'))!.bounds);
    expect((await answer.mapMarkers()).map((marker) => marker.id).sort((a, b) => a - b)).toEqual(
      idsOf(AUSTIN, HOUSTON_AS_CODE),
    );
  });

  it("finds New England's homes and not New York's", async () => {
    expect(await found('new-england')).toEqual(idsOf(BOSTON));
  });

  it('finds a country by its code, and Europe as its countries inside its box, the United Kingdom too', async () => {
    expect(await found('portugal')).toEqual(idsOf(LISBON));
    expect(await found('uk')).toEqual(idsOf(LONDON));
    expect(await found('europe')).toEqual(idsOf(LISBON, LONDON, MOSCOW));
  });

  it('still searches a city by its box', async () => {
    expect(await found('austin')).toEqual(idsOf(AUSTIN));
  });
});
