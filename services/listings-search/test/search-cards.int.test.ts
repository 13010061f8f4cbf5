// A search page's cards read in one statement (decision 0046): the cover and first five photos in the host's order,
// the room and house type, the stay's price with a season and a last-minute discount as stay-rules quotes it, the
// member's saved mark; and a search costs the same few statements whether its page holds one card or more.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quoteStay, type LocalDate } from '@golightly/stay-rules';
import { approveListing } from '../src/app/approve-listing';
import { saveToWishList } from '../src/app/save-to-wish-list';
import { searchListings, type SearchCaller } from '../src/app/search-listings';
import { submitListingForApproval } from '../src/app/submit-listing';
import { createWishListGroup } from '../src/app/wish-list-groups';
import { findCalendarParts } from '../src/db/listing-calendar';
import { insertPhotos } from '../src/db/photos';
import { stayTermsOf } from '../src/domain/calendar-terms';
import type { SearchArguments } from '../src/domain/search-filter';
import { actorOf, listingOf, listingsTestbed, SETUP_MS, type ListingsTestbed } from './support/testbed';

/** Monday 1 March 2027, noon in London. */
const NOW = Date.parse('2027-03-01T12:00:00Z');
const STAY = { checkIn: '2027-03-10' as LocalDate, checkOut: '2027-03-13' as LocalDate };
const AT = { lat: -40, lng: 60 };
const BOX = { sw_lat: AT.lat - 0.5, sw_lng: AT.lng - 0.5, ne_lat: AT.lat + 0.5, ne_lng: AT.lng + 0.5 };

describe('search result cards', () => {
  let bed: ListingsTestbed;
  let photographed = 0;
  let bare = 0;
  let statements = 0;

  const search = (args: SearchArguments, caller: SearchCaller) =>
    searchListings({ db: bed.db, now: () => NOW }, caller, args);

  async function liveAt(lat: number): Promise<number> {
    const host = bed.host();
    const id = await bed.readyListing(host, `Card home ${lat}`);
    listingOf(await submitListingForApproval(bed.deps, host, id));
    listingOf(await approveListing(bed.deps, actorOf(), id));
    await bed.db('listings').where({ id }).update({ lat, lng: AT.lng, advance_notice_days: 0 });
    return id;
  }

  beforeAll(async () => {
    bed = await listingsTestbed('search-cards');
    bed.db.on('query', () => void statements++);
    photographed = await liveAt(AT.lat);
    bare = await liveAt(AT.lat + 0.2);
    await insertPhotos(
      bed.db,
      Array.from({ length: 7 }, (_, position) => ({
        listingId: photographed,
        name: `photo-${position}.jpg`,
        position,
        isCover: position === 3,
      })),
    );
    await bed.db('listing_seasons').insert({
      listing_id: photographed,
      name: 'Early spring',
      date_from: '2027-03-05',
      date_to: '2027-03-20',
      nightly_minor: 20_000,
    });
    await bed.db('listing_discount_rules').insert({
      listing_id: photographed,
      kind: 'lastMinute',
      position: 0,
      percent: 10,
      days_before_arrival_from: 0,
      days_before_arrival_to: 30,
    });
    // Blocked, but not a night of the stay.
    await bed.db('listing_blocked_nights').insert({ listing_id: photographed, night: '2027-03-20' });
  }, SETUP_MS);
  afterAll(() => bed?.close());

  it('shows the cover and first photos, the types, the quoted stay price and her saved mark', async () => {
    const member = 'f0e1d2c3-b4a5-4678-9abc-def012345678';
    const group = await createWishListGroup(bed.deps, member, { name: 'Spring', isPublic: false });
    if (group.status !== 'success') throw new Error(JSON.stringify(group));
    await saveToWishList(bed.deps, member, { listId: photographed, wishListGroupId: group.id, eventKey: true });

    const answer = await search(
      { ...BOX, dates: { startDate: STAY.checkIn, endDate: STAY.checkOut } },
      { viewer: { kind: 'member', userId: member }, currency: 'EUR' },
    );
    expect(answer.results.map((result) => result.id).sort()).toEqual([photographed, bare].sort());
    const card = answer.results.find((result) => result.id === photographed);
    const plain = answer.results.find((result) => result.id === bare);

    expect(card!.coverPhoto).toBe('photo-3.jpg');
    expect(card!.listPhotos.map((photo) => photo.name)).toEqual([
      'photo-3.jpg',
      'photo-0.jpg',
      'photo-1.jpg',
      'photo-2.jpg',
      'photo-4.jpg',
    ]);
    const listing = await bed.listing(photographed);
    expect(card!.settingsData.map((setting) => setting.listsettings.id)).toEqual([
      listing.roomTypeId,
      listing.houseTypeId,
    ]);
    expect(card!.wishListStatus).toBe(true);
    expect(card!.minPrice).toBe(200);
    const quote = quoteStay(stayTermsOf(listing, await findCalendarParts(bed.db, photographed)), {
      ...STAY,
      guests: 1,
      pets: 0,
      now: NOW,
    });
    if (!quote.ok) throw new Error(JSON.stringify(quote));
    const off = quote.quote.discounts.reduce((sum, line) => sum + line.amountMinor, 0);
    expect(card!.listingData.defaultPrice).toBe(Math.round((quote.quote.accommodationMinor - off) / 3) / 100);
    expect(card!.listingData.dailyDiscount).toBe(10);

    expect(plain!.coverPhoto).toBeNull();
    expect(plain!.listPhotos).toEqual([]);
    expect(plain!.wishListStatus).toBe(false);
    expect(plain!.listingData.dailyDiscount).toBe(0);
  });

  it('costs the same few SQL statements for a page of one card as of two', async () => {
    const visitor: SearchCaller = { viewer: { kind: 'visitor' }, currency: null };
    const dates = { startDate: STAY.checkIn, endDate: STAY.checkOut };
    await search({ ...BOX, dates }, visitor); // Draws the map offsets of both, once.
    const countOf = async (args: SearchArguments) => {
      const before = statements;
      const answer = await search(args, visitor);
      return { statements: statements - before, cards: answer.results.length };
    };
    const one = await countOf({ ...BOX, ne_lat: AT.lat + 0.1, dates });
    const two = await countOf({ ...BOX, dates });
    expect([one.cards, two.cards]).toEqual([1, 2]);
    expect(two.statements).toBe(one.statements);
    // The search settings' one row (page size, default order), the page with its count and its cards, then (fewer
    // than a page matched) the other results' page.
    expect(two.statements).toBe(3);
  });

  it('still counts the matches on a page past the last one', async () => {
    const past = await search({ ...BOX, currentPage: 2 }, { viewer: { kind: 'visitor' }, currency: null });
    expect(past.results).toEqual([]);
    expect(past.count).toBe(2);
  });
});
