// The search settings' default order and page size (/siteadmin/settings/search; decision 0045's amendment): a search
// that names no order is answered in the default one, pages as long as the setting says, and an admin's change
// reaches the very next search. A member's own price order still wins.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptGuestPledge } from '../src/app/accept-guest-pledge';
import { approveListing } from '../src/app/approve-listing';
import { citySearchListings } from '../src/app/city-search-listings';
import { createListing } from '../src/app/create-listing';
import { searchListings, type SearchAnswer, type SearchCaller } from '../src/app/search-listings';
import { searchSettings, updateSearchSettings } from '../src/app/search-settings';
import { setListingCancellationPolicy } from '../src/app/set-cancellation-policy';
import { submitListingForApproval } from '../src/app/submit-listing';
import { updateListingPricing } from '../src/app/update-listing-pricing';
import { updateListingScene } from '../src/app/update-listing-scene';
import type { SearchArguments } from '../src/domain/search-filter';
import { actorOf, listingOf, listingsTestbed, PRICING, SETUP_MS, type ListingsTestbed } from './support/testbed';

const visitor: SearchCaller = { viewer: { kind: 'visitor' }, currency: null };
const AT = { lat: 38.7116, lng: -9.1285 };
const BOX = { sw_lat: AT.lat - 0.5, sw_lng: AT.lng - 0.5, ne_lat: AT.lat + 0.5, ne_lng: AT.lng + 0.5 };
/** Nightly prices, in the order the homes are made (so newest first is the reverse). */
const PRICES = [120, 60, 200, 90, 150, 75, 180];

describe('SearchListing with the search settings', () => {
  let bed: ListingsTestbed;
  /** Listing ids by nightly price. */
  const byPrice = new Map<number, number>();

  async function live(price: number): Promise<number> {
    const host = bed.host();
    const id = listingOf(await createListing(bed.deps, host, await bed.basics(AT))).id;
    const scene = { title: `Home at ${price}`, description: 'Calm.', neighbourhood: 'Near.' };
    listingOf(await updateListingScene(bed.deps, host, id, scene));
    listingOf(
      await updateListingPricing(bed.deps, host, id, { ...PRICING, currency: 'USD', basePrice: String(price) }),
    );
    listingOf(await setListingCancellationPolicy(bed.deps, host, id, 'moderate'));
    listingOf(await acceptGuestPledge(bed.deps, host, id, true));
    listingOf(await submitListingForApproval(bed.deps, host, id));
    listingOf(await approveListing(bed.deps, actorOf(), id));
    return id;
  }

  beforeAll(async () => {
    bed = await listingsTestbed('search-settings-defaults');
    for (const price of PRICES) byPrice.set(price, await live(price));
  }, SETUP_MS);
  afterAll(() => bed?.close());

  const search = (args: SearchArguments = {}): Promise<SearchAnswer> =>
    searchListings({ db: bed.db }, visitor, { ...BOX, ...args });
  const idsOf = (answer: SearchAnswer) => answer.results.map((result) => result.id);
  const idsByPrice = (direction: 'asc' | 'desc') =>
    [...byPrice.entries()].sort(([a], [b]) => (direction === 'asc' ? a - b : b - a)).map(([, id]) => id);
  const newestFirst = () => [...byPrice.values()].reverse();

  async function changeSettings(change: { defaultPriceSort?: 'asc' | 'desc' | null; pageSize?: number }) {
    const now = await searchSettings(bed.deps);
    const outcome = await updateSearchSettings(bed.deps, actorOf(), {
      priceRangeMin: now.priceRangeMin,
      priceRangeMax: now.priceRangeMax,
      defaultPriceSort: change.defaultPriceSort === undefined ? now.defaultPriceSort : change.defaultPriceSort,
      pageSize: change.pageSize ?? now.pageSize,
    });
    expect(outcome.status).toBe('success');
  }

  it("orders a search that names no order by the setting's default, newest first without one", async () => {
    await changeSettings({ defaultPriceSort: null, pageSize: 18 });
    expect(idsOf(await search())).toEqual(newestFirst());
    await changeSettings({ defaultPriceSort: 'asc' });
    expect(idsOf(await search())).toEqual(idsByPrice('asc'));
    await changeSettings({ defaultPriceSort: 'desc' });
    expect(idsOf(await search())).toEqual(idsByPrice('desc'));
    // Her own order wins over the default.
    expect(idsOf(await search({ priceSortOrder: 'asc' }))).toEqual(idsByPrice('asc'));
  });

  it('pages as long as the setting says, the next search after a change', async () => {
    await changeSettings({ defaultPriceSort: 'asc', pageSize: 18 });
    const long = await search();
    expect(long.pageSize).toBe(18);
    expect(long.results).toHaveLength(PRICES.length);
    await changeSettings({ pageSize: 6 });
    const first = await search();
    const second = await search({ currentPage: 2 });
    expect([first.pageSize, first.count, first.results.length, second.results.length]).toEqual([6, 7, 6, 1]);
    expect([...idsOf(first), ...idsOf(second)]).toEqual(idsByPrice('asc'));
  });

  it('holds for a city page too', async () => {
    await changeSettings({ defaultPriceSort: 'desc', pageSize: 6 });
    const bounds = { northeast: { lat: BOX.ne_lat, lng: BOX.ne_lng }, southwest: { lat: BOX.sw_lat, lng: BOX.sw_lng } };
    const cityBounds = async (slug: string) => (slug === 'here' ? bounds : null);
    const page = await citySearchListings({ db: bed.db, cityBounds }, visitor, { city: 'here' });
    expect(page.pageSize).toBe(6);
    expect(idsOf(page)).toEqual(idsByPrice('desc').slice(0, 6));
  });
});
