// SearchListing against a real Postgres (decision 0041): each filter alone and combined with known expected ids,
// the availability edges (check-out day, check-in weekday, booking window, advance notice on the listing's clock
// across a DST change, held nights), the price range in a display currency, the homes never found, bad arguments
// and the other results. Listings are made live through the editor and an admin's approval; each test searches its
// own box, so the others' listings never show.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptGuestPledge } from '../src/app/accept-guest-pledge';
import { approveListing } from '../src/app/approve-listing';
import { blockListingDates } from '../src/app/block-dates';
import { citySearchListings } from '../src/app/city-search-listings';
import { createListing } from '../src/app/create-listing';
import { exploreMoreSearchListings } from '../src/app/explore-more-search-listings';
import { rejectListing } from '../src/app/reject-listing';
import { searchListings, type SearchAnswer, type SearchCaller } from '../src/app/search-listings';
import { searchSettings } from '../src/app/search-settings';
import { setListingCancellationPolicy } from '../src/app/set-cancellation-policy';
import { setListingListed } from '../src/app/set-listing-listed';
import { submitListingForApproval } from '../src/app/submit-listing';
import { unpublishListing } from '../src/app/unpublish-listing';
import { updateListingPricing } from '../src/app/update-listing-pricing';
import { updateListingScene } from '../src/app/update-listing-scene';
import { distanceM } from '../src/domain/approximate-location';
import type { HostCaller } from '../src/domain/host';
import type { BasicsInput } from '../src/domain/listing-basics';
import type { PricingInput } from '../src/domain/listing-pricing';
import type { SearchArguments } from '../src/domain/search-filter';
import { SEARCH_TEXTS } from '../src/domain/search-filter';
import { actorOf, listingOf, listingsTestbed, PRICING, SETUP_MS, type ListingsTestbed } from './support/testbed';

/** Monday 1 March 2027, noon in London: "today" for every listing in Europe. */
const NOW = Date.parse('2027-03-01T12:00:00Z');
const visitor: SearchCaller = { viewer: { kind: 'visitor' }, currency: null };

describe('SearchListing', () => {
  let bed: ListingsTestbed;
  let area = 0;

  beforeAll(async () => {
    bed = await listingsTestbed('search');
  }, SETUP_MS);
  afterAll(() => bed?.close());

  /** A box of its own for one test, and a point inside it. */
  function newArea() {
    area += 1;
    const lat = -50 + area * 2;
    return {
      at: { lat, lng: 20 },
      box: { sw_lat: lat - 0.5, sw_lng: 19.5, ne_lat: lat + 0.5, ne_lng: 20.5 },
    };
  }

  /** A listing made live through the editor and an admin's approval, then given the columns a test needs. */
  async function live(
    at: { lat: number; lng: number },
    options: Parameters<typeof submitted>[1] = {},
  ): Promise<number> {
    const id = await submitted(at, options);
    listingOf(await approveListing(bed.deps, actorOf(), id));
    // Booking terms the editor's later steps set, written straight to this service's own table.
    if (options.columns) await bed.db('listings').where({ id }).update(options.columns);
    return id;
  }

  /** A listing through the editor, submitted for approval. */
  async function submitted(
    at: { lat: number; lng: number },
    options: {
      host?: HostCaller;
      basics?: Partial<BasicsInput>;
      pricing?: Partial<PricingInput>;
      columns?: Record<string, unknown>;
    } = {},
  ): Promise<number> {
    const host = options.host ?? bed.host();
    const basics = await bed.basics({ ...at, timeZone: 'Europe/London', ...options.basics });
    const id = listingOf(await createListing(bed.deps, host, basics)).id;
    const scene = { title: `Home ${id}`, description: 'Calm.', neighbourhood: 'Near.' };
    listingOf(await updateListingScene(bed.deps, host, id, scene));
    listingOf(await updateListingPricing(bed.deps, host, id, { ...PRICING, ...options.pricing }));
    listingOf(await setListingCancellationPolicy(bed.deps, host, id, 'moderate'));
    listingOf(await acceptGuestPledge(bed.deps, host, id, true));
    listingOf(await submitListingForApproval(bed.deps, host, id));
    return id;
  }

  const search = (args: SearchArguments, caller = visitor, now = NOW): Promise<SearchAnswer> =>
    searchListings({ db: bed.db, now: () => now }, caller, args);
  const idsOf = (answer: SearchAnswer) => answer.results.map((result) => result.id).sort((a, b) => a - b);
  const sorted = (...ids: number[]) => [...ids].sort((a, b) => a - b);

  it('finds the live homes in the box and none outside it', async () => {
    const { at, box } = newArea();
    const a = await live(at);
    const b = await live({ lat: at.lat + 0.2, lng: at.lng + 0.2 });
    await live({ lat: at.lat + 0.9, lng: at.lng });
    const answer = await search(box);
    expect(answer.errorMessage).toBeNull();
    expect(idsOf(answer)).toEqual(sorted(a, b));
    expect(answer.count).toBe(2);
    // As long as the search settings say (migration 0019 seeds 18).
    expect(answer.pageSize).toBe((await searchSettings(bed.deps)).pageSize);
  });

  it('never finds a rejected, unpublished, unlisted or deleted home, nor one of a suspended or on-hold host', async () => {
    const { at, box } = newArea();
    const found = await live(at);
    const host = bed.host();
    const unpublished = await live(at, { host });
    listingOf(await unpublishListing(bed.deps, host, unpublished));
    const unlisted = await live(at, { host });
    listingOf(await setListingListed(bed.deps, host, unlisted, false, 'Painting the walls'));
    const rejected = await submitted(at);
    listingOf(await rejectListing(bed.deps, actorOf(), rejected, 'Photos missing.'));
    await submitted(at);
    await live(at, { columns: { host_suspended_at: new Date() } });
    await live(at, { columns: { deleted_at: new Date(), deleted_by: 'host', is_published: false } });
    const onHoldHost = bed.host();
    await live(at, { host: onHoldHost });
    await bed.db('search_host_profiles').insert({ user_id: onHoldHost.userId, on_hold: true });
    expect(idsOf(await search(box))).toEqual([found]);
  });

  it('answers a bad argument with a sentence and finds nothing', async () => {
    const { box } = newArea();
    const cases: [SearchArguments, string][] = [
      [{ ...box, dates: { startDate: '2027-03-10', endDate: '2027-03-10' } }, SEARCH_TEXTS.datesOrder],
      [{ ...box, dates: { startDate: '10/03/2027', endDate: '2027-03-12' } }, SEARCH_TEXTS.datesFormat],
      [{ sw_lat: 40, sw_lng: 0, ne_lat: 39, ne_lng: 1 }, SEARCH_TEXTS.box],
      [{ sw_lat: 40, sw_lng: 0 }, SEARCH_TEXTS.box],
      [{ ...box, currentPage: 0 }, SEARCH_TEXTS.page],
      [{ ...box, priceRange: [100] }, SEARCH_TEXTS.priceRange],
      [{ ...box, priceSortOrder: 'cheapest' }, SEARCH_TEXTS.sortOrder],
      [{ ...box, bookingType: 'now' }, SEARCH_TEXTS.bookingType],
    ];
    for (const [args, message] of cases) {
      const answer = await search(args);
      expect(answer.errorMessage).toBe(message);
      expect(answer.results).toEqual([]);
      expect(answer.count).toBe(0);
    }
  });

  it('filters by guests, men, booking type, room and house type, picks, rooms, exclusive and longer stay', async () => {
    const { at, box } = newArea();
    const wifi = await bed.item(10, 'Wifi');
    const pool = await bed.item(12, 'Pool');
    const house = await bed.item(3, 'House');
    const privateRoom = await bed.item(1, 'Private room');
    const small = await live(at, { basics: { personCapacity: 2, bedrooms: 1, beds: 1 } });
    const big = await live(at, {
      basics: { personCapacity: 8, bedrooms: 4, beds: 5, bathrooms: 2, womensOnly: false, houseTypeId: house },
      columns: { instant_book: true, is_exclusive: true },
    });
    const pooled = await live(at, {
      basics: { amenityIds: [wifi, pool], roomTypeId: privateRoom, womensOnly: false },
      columns: { is_longer_stay: true },
    });
    expect(idsOf(await search({ ...box, womenCount: 3, childCount: 1 }))).toEqual(sorted(big, pooled));
    expect(idsOf(await search({ ...box, personCapacity: 6 }))).toEqual([big]);
    expect(idsOf(await search({ ...box, womenCount: 1, menCount: 1 }))).toEqual(sorted(big, pooled));
    expect(idsOf(await search({ ...box, bookingType: 'instant' }))).toEqual([big]);
    expect(idsOf(await search({ ...box, bookingType: 'request' }))).toEqual(sorted(small, pooled));
    expect(idsOf(await search({ ...box, roomType: [privateRoom] }))).toEqual([pooled]);
    expect(idsOf(await search({ ...box, houseType: [house, 0] }))).toEqual([big]);
    expect(idsOf(await search({ ...box, amenities: [wifi] }))).toEqual(sorted(small, big, pooled));
    expect(idsOf(await search({ ...box, amenities: [wifi], spaces: [pool] }))).toEqual([pooled]);
    expect(idsOf(await search({ ...box, bedrooms: 2, beds: 2 }))).toEqual(sorted(big, pooled));
    expect(idsOf(await search({ ...box, bathrooms: 1.5 }))).toEqual([big]);
    expect(idsOf(await search({ ...box, isExclusive: true }))).toEqual([big]);
    expect(idsOf(await search({ ...box, isLongerStay: true }))).toEqual([pooled]);
    // Combined: every filter holds at once.
    expect(idsOf(await search({ ...box, womenCount: 2, menCount: 1, bookingType: 'request' }))).toEqual([pooled]);
    expect(idsOf(await search({ ...box, bedrooms: 2, isExclusive: false, amenities: [pool] }))).toEqual([pooled]);
  });

  it('selects by trip type, industry and university', async () => {
    const { at, box } = newArea();
    const cot = await bed.item(22, 'Cot');
    const desk = await bed.item(21, 'Dedicated workspace');
    const lawyer = bed.host();
    const solo = await live(at, { basics: { personCapacity: 1 } });
    const family = await live(at, { basics: { personCapacity: 5, amenityIds: [cot] }, host: lawyer });
    const business = await live(at, { basics: { personCapacity: 4, amenityIds: [desk] } });
    await bed.db('search_host_profiles').insert({ user_id: lawyer.userId, industry: 'Law', university_id: 7 });
    const trip = async (name: string) => bed.item(20, name);
    expect(idsOf(await search({ ...box, tripType: [await trip('Solo travel')] }))).toEqual([solo]);
    expect(idsOf(await search({ ...box, tripType: [await trip('Family trip')] }))).toEqual([family]);
    expect(idsOf(await search({ ...box, tripType: [await trip('Business travel')] }))).toEqual([business]);
    expect(
      idsOf(await search({ ...box, tripType: [await trip('Solo travel'), await trip('Business travel')] })),
    ).toEqual(sorted(solo, business));
    const byIndustry = await search({ ...box, industry: 'law' });
    expect(idsOf(byIndustry)).toEqual([family]);
    expect(byIndustry).toMatchObject({ industryFilter: true, industryFilterCount: 1, industryName: 'Law' });
    expect(idsOf(await search({ ...box, universityId: 7 }))).toEqual([family]);
    expect(idsOf(await search({ ...box, universityId: 8 }))).toEqual([]);
  });

  describe('dates', () => {
    it('finds a home whose check-out day is blocked, but not one with a blocked night of the stay', async () => {
      const { at, box } = newArea();
      const checkOutBlocked = await live(at);
      const nightBlocked = await live(at);
      await bed.db('listing_blocked_nights').insert([
        { listing_id: checkOutBlocked, night: '2027-03-15' },
        { listing_id: nightBlocked, night: '2027-03-14' },
      ]);
      const answer = await search({ ...box, dates: { startDate: '2027-03-10', endDate: '2027-03-15' } });
      expect(idsOf(answer)).toEqual([checkOutBlocked]);
    });

    it('leaves out homes whose nights bookings-payments holds, and the weekdays nobody checks in or out', async () => {
      const { at, box } = newArea();
      const held = await live(at);
      const noMondayCheckIn = await live(at, { columns: { blocked_check_in_days: ['MON'] } });
      const noFridayCheckOut = await live(at, { columns: { blocked_check_out_days: ['FRI'] } });
      const free = await live(at);
      await bed.db('search_held_nights').insert({ list_id: held, night: '2027-03-17', reservation_id: 'r-1' });
      // Monday 15 to Friday 19 March 2027.
      const answer = await search({ ...box, dates: { startDate: '2027-03-15', endDate: '2027-03-19' } });
      expect(idsOf(answer)).toEqual([free]);
      // Tuesday 16 to Thursday 18: only the held night stands in the way.
      const later = await search({ ...box, dates: { startDate: '2027-03-16', endDate: '2027-03-18' } });
      expect(idsOf(later)).toEqual(sorted(noMondayCheckIn, noFridayCheckOut, free));
    });

    it('keeps to the booking window and the minimum and maximum nights', async () => {
      const { at, box } = newArea();
      const threeMonths = await live(at, { columns: { booking_window_months: 3 } });
      const minimumFive = await live(at, { columns: { min_night: 5 } });
      const maximumTwo = await live(at, { columns: { max_night: 2, min_night: 1 } });
      // Today is 1 March: a 3-month window's last night is 31 May, and 1 June can still be a check-out.
      const edge = await search({ ...box, dates: { startDate: '2027-05-29', endDate: '2027-06-01' } });
      expect(idsOf(edge)).toEqual([threeMonths]);
      const beyond = await search({ ...box, dates: { startDate: '2027-05-30', endDate: '2027-06-05' } });
      expect(idsOf(beyond)).toEqual([minimumFive]);
      const short = await search({ ...box, dates: { startDate: '2027-03-20', endDate: '2027-03-22' } });
      expect(idsOf(short)).toEqual(sorted(threeMonths, maximumTwo));
    });

    it('reads advance notice on the home clock, across the night its clocks go forward', async () => {
      const { at, box } = newArea();
      const notice = await live(at, { basics: { timeZone: 'America/New_York' }, columns: { advance_notice_days: 1 } });
      // 03:30 UTC on 14 March 2027 is 22:30 on the 13th in New York, hours before its clocks go forward.
      const now = Date.parse('2027-03-14T03:30:00Z');
      const tomorrow = await search(
        { ...box, dates: { startDate: '2027-03-14', endDate: '2027-03-16' } },
        visitor,
        now,
      );
      expect(idsOf(tomorrow)).toEqual([notice]);
      const today = await search({ ...box, dates: { startDate: '2027-03-13', endDate: '2027-03-16' } }, visitor, now);
      expect(idsOf(today)).toEqual([]);
    });

    it('offers the homes that miss only the dates or guests as other results', async () => {
      const { at, box } = newArea();
      const free = await live(at);
      const blocked = await live(at);
      const tooSmall = await live(at, { basics: { personCapacity: 1 } });
      await bed.db('listing_blocked_nights').insert({ listing_id: blocked, night: '2027-03-11' });
      const answer = await search({ ...box, womenCount: 2, dates: { startDate: '2027-03-10', endDate: '2027-03-12' } });
      expect(idsOf(answer)).toEqual([free]);
      expect(answer.otherResults.map((r) => r.id).sort((a, b) => a - b)).toEqual(sorted(blocked, tooSmall));
      expect(answer.otherResultsCount).toBe(2);
    });
  });

  describe('prices', () => {
    it('converts the range and the sort through the rates, each currency with its own decimals', async () => {
      const { at, box } = newArea();
      await bed.db('search_currency_rates').insert([
        { code: 'JPY', rate: '150' },
        { code: 'EUR', rate: '0.5' },
      ]);
      // 12,000 yen is 80 dollars; 110 euros is 220 dollars; 150 dollars is 150 dollars.
      const yen = await live(at, {
        pricing: { currency: 'JPY', basePrice: '12000', cleaningPrice: '0', securityDeposit: '0' },
      });
      const euro = await live(at, { pricing: { currency: 'EUR', basePrice: '110' } });
      const dollar = await live(at, { pricing: { currency: 'USD', basePrice: '150' } });
      const noRate = await live(at, { pricing: { currency: 'GBP', basePrice: '90' } });
      expect(idsOf(await search({ ...box, priceRange: [50, 160] }))).toEqual(sorted(yen, dollar));
      expect(idsOf(await search({ ...box, priceRange: [100, 160], priceNoLimit: true }))).toEqual(sorted(euro, dollar));
      const asc = await search({ ...box, priceSortOrder: 'asc' });
      expect(asc.results.map((r) => r.id)).toEqual([yen, dollar, euro, noRate]);
      const desc = await search({ ...box, priceSortOrder: 'desc' });
      expect(desc.results.map((r) => r.id)).toEqual([euro, dollar, yen, noRate]);
      // In yen (a currency of 0 decimals): 110 euros is 33,000 yen.
      const inYen = await search({ ...box, priceRange: [30_000, 40_000] }, { ...visitor, currency: 'JPY' });
      expect(inYen.currency).toBe('JPY');
      expect(idsOf(inYen)).toEqual([euro]);
      expect(inYen.results[0]!.minPrice).toBe(33_000);
      // A currency the club has no rate for reads as dollars.
      expect((await search(box, { ...visitor, currency: 'XYZ' })).currency).toBe('USD');
    });
  });

  it('shows the approximate point, never the pin, and markers with prices', async () => {
    const { at, box } = newArea();
    const host = bed.host();
    const id = await live(at, { host });
    const answer = await search(box, { viewer: { kind: 'member', userId: host.userId }, currency: null });
    const [result] = answer.results;
    expect(result!.isListOwner).toBe(true);
    expect(result!.wishListStatus).toBe(false);
    const moved = distanceM(at, { lat: result!.lat!, lng: result!.lng! });
    expect(moved).toBeGreaterThan(100);
    const [marker] = await answer.mapMarkers();
    expect(marker).toMatchObject({ id, lat: result!.lat, lng: result!.lng, currency: 'USD' });
    const explored = await exploreMoreSearchListings(bed.deps, { kind: 'visitor' }, { ids: [id] });
    expect(explored).toEqual([{ id, lat: result!.lat, lng: result!.lng }]);
  });

  it('pages as many at a time as the search settings say', async () => {
    const { at, box } = newArea();
    const { pageSize } = await searchSettings(bed.deps);
    const ids: number[] = [];
    for (let i = 0; i <= pageSize; i++) ids.push(await live(at));
    const first = await search(box);
    const second = await search({ ...box, currentPage: 2 });
    expect(first.count).toBe(pageSize + 1);
    expect(first.results).toHaveLength(pageSize);
    expect(second.results).toHaveLength(1);
    expect(sorted(...first.results.map((r) => r.id), ...second.results.map((r) => r.id))).toEqual(sorted(...ids));
  });

  it('searches a city page in its bounds, and answers an unknown place with a message', async () => {
    const { at, box } = newArea();
    const id = await live(at);
    const bounds = { northeast: { lat: box.ne_lat, lng: box.ne_lng }, southwest: { lat: box.sw_lat, lng: box.sw_lng } };
    const deps = { db: bed.db, now: () => NOW, cityBounds: async (slug: string) => (slug === 'here' ? bounds : null) };
    expect(idsOf(await citySearchListings(deps, visitor, { city: 'here' }))).toEqual([id]);
    const map = await citySearchListings(deps, visitor, { city: 'here', resultType: 'map' });
    expect(map.results).toEqual([]);
    expect((await map.mapMarkers()).map((m) => m.id)).toEqual([id]);
    const unknown = await citySearchListings(deps, visitor, { city: 'atlantis' });
    expect(unknown.errorMessage).toBe(SEARCH_TEXTS.unknownPlace);
  });

  it('finds a blocked night again once the host frees it', async () => {
    const { at, box } = newArea();
    const host = bed.host();
    const id = await live(at, { host });
    listingOf(await blockListingDates(bed.deps, host, id, [{ from: '2027-03-20', to: '2027-03-21' }], NOW));
    const dates = { startDate: '2027-03-19', endDate: '2027-03-22' };
    expect(idsOf(await search({ ...box, dates }))).toEqual([]);
    await bed.db('listing_blocked_nights').where({ listing_id: id }).delete();
    expect(idsOf(await search({ ...box, dates }))).toEqual([id]);
  });
});
