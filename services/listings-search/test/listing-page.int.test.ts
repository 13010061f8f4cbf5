// The listing page's server side (issue 14 item 5, decision 0037) on a real database: views counted once per viewer
// per day over the past week (a visitor by a salted hash, never her address), similar listings (live, listed, other
// hosts', same city then nearest), the approximate point that never is the pin, and the calendar on the listing's clock.
import type { FastifyInstance } from 'fastify';
import { createLogger, IDENTITY_HEADER, signCaller, type Identity } from '@golightly/service-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subgraph } from '../src/app';
import { acceptGuestPledge } from '../src/app/accept-guest-pledge';
import { approveListing } from '../src/app/approve-listing';
import { createListing } from '../src/app/create-listing';
import { deleteListing } from '../src/app/delete-listing';
import { listingCalendar } from '../src/app/listing-calendar';
import { recordListingView, viewsLastWeek } from '../src/app/listing-views';
import { setListingCancellationPolicy } from '../src/app/set-cancellation-policy';
import { setListingListed } from '../src/app/set-listing-listed';
import { similarListings } from '../src/app/similar-listings';
import { submitListingForApproval } from '../src/app/submit-listing';
import { unpublishListing } from '../src/app/unpublish-listing';
import { updateListingBookingSettings } from '../src/app/update-listing-booking';
import { updateListingPricing } from '../src/app/update-listing-pricing';
import { updateListingScene } from '../src/app/update-listing-scene';
import { distanceM, OFFSET_MAX_M, OFFSET_MIN_M } from '../src/domain/approximate-location';
import type { HostCaller } from '../src/domain/host';
import type { BasicsInput } from '../src/domain/listing-basics';
import { actorOf, listingOf, listingsTestbed, PRICING, SETUP_MS, type ListingsTestbed } from './support/testbed';

const SECRET = 'listing-page-test-secret-0123456789abcdef';
const DAY = 86_400_000;
const NOON = Date.parse('2026-11-25T12:00:00Z');
const LISBON = { city: 'Lisbon', country: 'PT', lat: 38.7116, lng: -9.1285 };

describe('the listing page', () => {
  let bed: ListingsTestbed;
  let app: FastifyInstance;
  let host: HostCaller;
  let listId: number;

  /** A live listing of `owner` at `place`, through the editor and an admin's approval. */
  async function liveListing(owner: HostCaller, title: string, place: Partial<BasicsInput> = {}): Promise<number> {
    const id = listingOf(await createListing(bed.deps, owner, await bed.basics(place))).id;
    listingOf(await updateListingScene(bed.deps, owner, id, { title, description: 'Calm.', neighbourhood: 'Near.' }));
    listingOf(await updateListingPricing(bed.deps, owner, id, PRICING));
    listingOf(await setListingCancellationPolicy(bed.deps, owner, id, 'moderate'));
    listingOf(await acceptGuestPledge(bed.deps, owner, id, true));
    listingOf(await submitListingForApproval(bed.deps, owner, id));
    listingOf(await approveListing(bed.deps, actorOf(), id));
    return id;
  }

  /** The subgraph answering `query` for a caller (null: a visitor) from `ip`, as the gateway would call it. */
  async function graphql<T>(identity: Identity | null, query: string, ip = '198.51.100.20') {
    const response = await app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json', [IDENTITY_HEADER]: signCaller({ identity, ip }, SECRET) },
      payload: JSON.stringify({ query }),
    });
    return response.json() as { data?: T; errors?: { message: string; extensions?: { code?: string } }[] };
  }
  const member = (userId: string): Identity => ({ userId, sessionId: `session-${userId}` });

  beforeAll(async () => {
    bed = await listingsTestbed('listing-page');
    app = await subgraph.buildApp({ db: bed.db, identitySecret: SECRET, logger: createLogger('test'), env: {} });
    host = bed.host();
    listId = await liveListing(host, 'Tiled apartment in Alfama', LISBON);
  }, SETUP_MS);
  afterAll(async () => {
    await app?.close();
    await bed?.close();
  });

  describe('views over the past week', () => {
    it('counts a member once a day, and each day of the past week once', async () => {
      const viewer = { kind: 'member', userId: bed.host().userId } as const;
      const id = await liveListing(bed.host(), 'Counted', LISBON);
      expect(await recordListingView(bed.deps, viewer, '', id, NOON)).toBe(true);
      expect(await recordListingView(bed.deps, viewer, '', id, NOON + 3_600_000)).toBe(false);
      expect(await viewsLastWeek(bed.deps, id, NOON)).toBe(1);
      expect(await recordListingView(bed.deps, viewer, '', id, NOON + DAY)).toBe(true);
      expect(await viewsLastWeek(bed.deps, id, NOON + DAY)).toBe(2);
      // Six days later the first day is the oldest of the week; seven days later it is gone.
      expect(await viewsLastWeek(bed.deps, id, NOON + 6 * DAY)).toBe(2);
      expect(await viewsLastWeek(bed.deps, id, NOON + 7 * DAY)).toBe(1);
      expect(await viewsLastWeek(bed.deps, id, NOON + 8 * DAY)).toBe(0);
    });

    it('counts a visitor by a salted hash of her address, never the address, and drops the salt after its day', async () => {
      const id = await liveListing(bed.host(), 'Visited', LISBON);
      const visitor = { kind: 'visitor' } as const;
      expect(await recordListingView(bed.deps, visitor, '203.0.113.77', id, NOON)).toBe(true);
      expect(await recordListingView(bed.deps, visitor, '203.0.113.77', id, NOON + 60_000)).toBe(false);
      expect(await recordListingView(bed.deps, visitor, '::ffff:203.0.113.77', id, NOON + 60_000)).toBe(false);
      expect(await recordListingView(bed.deps, visitor, '203.0.113.78', id, NOON)).toBe(true);
      expect(await viewsLastWeek(bed.deps, id, NOON)).toBe(2);

      const rows: { viewer: string }[] = await bed.db('listing_views').where({ listing_id: id }).select('viewer');
      for (const row of rows) expect(row.viewer).toMatch(/^v:[0-9a-f]{64}$/);
      const everything = JSON.stringify([rows, await bed.db('listing_view_salts').select()]);
      expect(everything).not.toContain('203.0.113');

      expect(await recordListingView(bed.deps, visitor, '203.0.113.77', id, NOON + DAY)).toBe(true);
      const salts: { day: Date }[] = await bed.db('listing_view_salts').select('day');
      expect(salts).toHaveLength(1);
      // The same address hashes differently under the next day's salt: the days cannot be linked.
      const viewers = (await bed.db('listing_views').where({ listing_id: id }).select('viewer')).map((r) => r.viewer);
      expect(new Set(viewers).size).toBe(3);
    });

    it('does not count the host, her co-host, an admin, or a listing that is not live', async () => {
      const owner = bed.host();
      const id = await liveListing(owner, 'Not counted', LISBON);
      expect(await recordListingView(bed.deps, { kind: 'member', userId: owner.userId }, '', id, NOON)).toBe(false);
      expect(await recordListingView(bed.deps, { kind: 'admin', mayManageListings: true }, '', id, NOON)).toBe(false);
      listingOf(await unpublishListing(bed.deps, owner, id));
      expect(await recordListingView(bed.deps, { kind: 'visitor' }, '203.0.113.9', id, NOON)).toBe(false);
      listingOf(await deleteListing(bed.deps, owner, id));
      expect(await recordListingView(bed.deps, { kind: 'member', userId: bed.host().userId }, '', id, NOON)).toBe(
        false,
      );
      expect(await recordListingView(bed.deps, { kind: 'visitor' }, '203.0.113.9', 1, NOON)).toBe(false);
      expect(await viewsLastWeek(bed.deps, id, NOON)).toBe(0);
    });

    it('answers recordListingView and viewsLastWeek through the subgraph, a visitor by the address the gateway saw', async () => {
      const id = await liveListing(bed.host(), 'Through the API', LISBON);
      const record = `mutation { recordListingView(listId: ${id}) }`;
      expect((await graphql(null, record, '192.0.2.44')).data).toEqual({ recordListingView: true });
      expect((await graphql(null, record, '192.0.2.44')).data).toEqual({ recordListingView: false });
      expect((await graphql(member(bed.host().userId), record)).data).toEqual({ recordListingView: true });
      const read = await graphql(null, `{ UserListing(listId: ${id}) { viewsLastWeek } }`);
      expect(read.data).toEqual({ UserListing: { viewsLastWeek: 2 } });
    });
  });

  describe('similar listings', () => {
    it('offers live, listed homes of other hosts: the same city first, then the nearest, at most six', async () => {
      const owner = bed.host();
      const other = bed.host();
      const at = (city: string, lat: number, lng: number) => ({ city, country: 'IS', lat, lng });
      const here = await liveListing(owner, 'Here', at('Reykjavik', 64.1466, -21.9426));
      // The same city (written in other letters), 7 km away, comes before a nearer home in the next town.
      const sameCity = await liveListing(other, 'Same city', at('reykjavik', 64.12, -21.8));
      const kopavogur = await liveListing(other, 'Kópavogur', at('Kópavogur', 64.1123, -21.9123));
      const hafnarfjordur = await liveListing(other, 'Hafnarfjörður', at('Hafnarfjörður', 64.0671, -21.9377));
      const selfoss = await liveListing(other, 'Selfoss', at('Selfoss', 63.9331, -20.9971));
      const isafjordur = await liveListing(bed.host(), 'Ísafjörður', at('Ísafjörður', 66.0749, -23.135));
      const akureyri = await liveListing(bed.host(), 'Akureyri', at('Akureyri', 65.6885, -18.1262));
      // Lisbon's homes of the other tests are the seventh and later: left out.
      // Also left out, however near: the same host's, an unlisted one, an unpublished one, a draft, one awaiting
      // approval and a deleted one.
      const next = at('Reykjavik', 64.1467, -21.9427);
      await liveListing(owner, 'Same host', next);
      const unlisted = await liveListing(other, 'Unlisted', next);
      listingOf(await setListingListed(bed.deps, other, unlisted, false, 'Friends only'));
      const unpublished = await liveListing(other, 'Unpublished', next);
      listingOf(await unpublishListing(bed.deps, other, unpublished));
      listingOf(await createListing(bed.deps, other, await bed.basics(next)));
      const awaiting = listingOf(await createListing(bed.deps, other, await bed.basics(next))).id;
      const scene = { title: 'Awaiting', description: 'x', neighbourhood: 'y' };
      listingOf(await updateListingScene(bed.deps, other, awaiting, scene));
      listingOf(await updateListingPricing(bed.deps, other, awaiting, PRICING));
      listingOf(await setListingCancellationPolicy(bed.deps, other, awaiting, 'strict'));
      listingOf(await acceptGuestPledge(bed.deps, other, awaiting, true));
      listingOf(await submitListingForApproval(bed.deps, other, awaiting));
      const deleted = await liveListing(other, 'Deleted', next);
      listingOf(await deleteListing(bed.deps, other, deleted));

      const similar = await similarListings(bed.deps, await bed.listing(here));
      expect(similar.map((listing) => listing.id)).toEqual([
        sameCity,
        kopavogur,
        hafnarfjordur,
        selfoss,
        isafjordur,
        akureyri,
      ]);
    });
  });

  describe('the approximate point', () => {
    const POINT = (id: number, asGuest = false) =>
      `{ UserListing(listId: ${id}) { lat lng mapLocation(asGuest: ${asGuest}) { lat lng exact radiusMeters } } }`;
    type Located = {
      UserListing: {
        lat: number;
        lng: number;
        mapLocation: { lat: number; lng: number; exact: boolean; radiusMeters: number };
      } | null;
    };

    it('never gives a visitor or a member the pin: a point 150 to 400 m from it, the same for everyone, every time', async () => {
      const exact = { lat: LISBON.lat, lng: LISBON.lng };
      const seen = [];
      for (const identity of [null, member(bed.host().userId), null, member(bed.host().userId)]) {
        const answer = (await graphql<Located>(identity, POINT(listId))).data!.UserListing!;
        expect(answer.mapLocation).toMatchObject({ exact: false, radiusMeters: 500 });
        expect({ lat: answer.lat, lng: answer.lng }).toEqual({
          lat: answer.mapLocation.lat,
          lng: answer.mapLocation.lng,
        });
        expect({ lat: answer.lat, lng: answer.lng }).not.toEqual(exact);
        const away = distanceM(exact, answer.mapLocation);
        expect(away).toBeGreaterThanOrEqual(OFFSET_MIN_M - 1);
        expect(away).toBeLessThanOrEqual(OFFSET_MAX_M + 1);
        seen.push(answer.mapLocation);
      }
      expect(new Set(seen.map((point) => `${point.lat},${point.lng}`)).size).toBe(1);
    });

    it('gives the host, her co-host and an admin who manages listings the pin; the host previews what guests see', async () => {
      const hostIdentity = member(host.userId);
      const own = (await graphql<Located>(hostIdentity, POINT(listId))).data!.UserListing!;
      expect(own).toEqual({ lat: LISBON.lat, lng: LISBON.lng, mapLocation: { ...own.mapLocation, exact: true } });
      expect(own.mapLocation).toEqual({ lat: LISBON.lat, lng: LISBON.lng, exact: true, radiusMeters: 0 });
      const coHost = (await graphql<Located>({ ...hostIdentity, coHost: true }, POINT(listId))).data!.UserListing!;
      expect(coHost.mapLocation.exact).toBe(true);
      const admin: Identity = {
        ...member(bed.host().userId),
        admin: { adminId: 'a1', isSuperAdmin: false, privilegeIds: [8] },
      };
      expect((await graphql<Located>(admin, POINT(listId))).data!.UserListing!.mapLocation.exact).toBe(true);

      const preview = (await graphql<Located>(hostIdentity, POINT(listId, true))).data!.UserListing!;
      const visitor = (await graphql<Located>(null, POINT(listId))).data!.UserListing!;
      expect(preview.mapLocation).toEqual(visitor.mapLocation);
    });

    it('moves the points of similar listings and of listing(id) too', async () => {
      const near = await liveListing(bed.host(), 'Neighbour', { ...LISBON, lat: 38.712, lng: -9.13 });
      const answer = await graphql<{
        listing: { lat: number; similarListings: { id: number; lat: number; mapLocation: { exact: boolean } }[] };
      }>(null, `{ listing(id: ${listId}) { lat similarListings { id lat mapLocation { exact } } } }`);
      expect(answer.data!.listing.lat).not.toBe(LISBON.lat);
      const neighbour = answer.data!.listing.similarListings.find((l) => l.id === near)!;
      expect(neighbour.mapLocation.exact).toBe(false);
      expect(neighbour.lat).not.toBe(38.712);
    });
  });

  describe('the availability calendar', () => {
    it("marks past nights, the advance notice, the booking window and no-check-in weekdays on the listing's clock", async () => {
      const owner = bed.host();
      const id = await liveListing(owner, 'Calendar', LISBON);
      listingOf(
        await updateListingBookingSettings(bed.deps, owner, id, {
          advanceNoticeDays: 2,
          bookingWindowMonths: 3,
          blockedCheckInDays: ['SUN'],
        }),
      );
      // 2026-11-25 23:30 in Lisbon (UTC+0 in winter) is still the 25th there.
      const now = Date.parse('2026-11-25T23:30:00Z');
      const answer = listingCalendar(await bed.listing(id), '2026-11-24', '2027-02-26', now);
      if (answer.status !== 'success') throw new Error(answer.message);
      const night = (date: string) => answer.days.find((day) => day.date === date)!;
      expect(night('2026-11-24').night).toBe('past');
      expect(night('2026-11-25').night).toBe('notice');
      expect(night('2026-11-26').night).toBe('notice');
      expect(night('2026-11-27')).toMatchObject({ night: 'available', checkIn: true });
      expect(night('2026-11-29')).toMatchObject({ night: 'available', checkIn: false, checkOut: true });
      expect(night('2027-02-24').night).toBe('available');
      expect(night('2027-02-25').night).toBe('beyond-window');
      expect(answer.days).toHaveLength(95);
    });

    it('refuses a range that is not two dates in order within 366 days, through the subgraph with BAD_USER_INPUT', async () => {
      for (const [from, to] of [
        ['2026-12-01', '2026-11-30'],
        ['2026-11-31', '2026-12-01'],
        ['2026-12-01', '2027-12-02'],
        ['yesterday', '2026-12-01'],
      ]) {
        const answer = await graphql(
          null,
          `{ UserListing(listId: ${listId}) { calendar(from: "${from}", to: "${to}") { date } } }`,
        );
        expect(answer.errors?.[0]?.extensions?.code, `${from} ${to}`).toBe('BAD_USER_INPUT');
      }
      const year = await graphql<{ UserListing: { calendar: unknown[] } }>(
        null,
        `{ UserListing(listId: ${listId}) { calendar(from: "2026-12-01", to: "2027-12-01") { date night checkIn checkOut } } }`,
      );
      expect(year.data!.UserListing.calendar).toHaveLength(366);
    });
  });

  describe('visibility', () => {
    it('shows nothing of a listing that is not live to a stranger: no page, no views, no calendar', async () => {
      const owner = bed.host();
      const draft = listingOf(await createListing(bed.deps, owner, await bed.basics(LISBON))).id;
      const query = `{ UserListing(listId: ${draft}) { id viewsLastWeek similarListings { id } calendar(from: "2026-12-01", to: "2026-12-02") { date } } }`;
      expect((await graphql(member(bed.host().userId), query)).data).toEqual({ UserListing: null });
      expect((await graphql(null, query)).data).toEqual({ UserListing: null });
      const own = await graphql<{ UserListing: { id: number } }>(member(owner.userId), query);
      expect(own.data!.UserListing.id).toBe(draft);
    });
  });
});
