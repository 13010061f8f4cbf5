// A host's deleted account and her listings (issue 13 item 2 × issue 14, decision 0040) on a real database, the events
// coming over a real Postgres event log as accounts' relay sends them: an admin's deletion suspends every listing she
// hosts (hidden from all but listing admins, not bookable, not editable, states kept), a redelivery changes nothing,
// a restore gives back exactly what was there, her own deletion deletes them, the purge of an admin's deletion after
// 30 days (UserPurged) deletes the suspended ones as an admin's deletion would, and nobody else's listings move.
import { randomUUID } from 'node:crypto';
import { createTestDatabase, type TestDatabase } from '@golightly/db/testing';
import { eventLogMigrations, PostgresTransport } from '@golightly/events';
import { publishOnBus, redeliverOnBus, type SentEvent } from '@golightly/events/testing';
import {
  DeletionReason,
  ListingDeletedSchema,
  ListingTermsChangedSchema,
  UserDeletedSchema,
  UserPurgedSchema,
  UserRestoredSchema,
} from '@golightly/proto';
import { createLogger, IDENTITY_HEADER, signCaller, type Identity } from '@golightly/service-kit';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subgraph } from '../src/app';
import { adminDeleteListing } from '../src/app/admin-delete-listing';
import { approveListing } from '../src/app/approve-listing';
import { deleteListing } from '../src/app/delete-listing';
import { duplicateListing } from '../src/app/duplicate-listing';
import { setListingListed } from '../src/app/set-listing-listed';
import { similarListings } from '../src/app/similar-listings';
import { submitListingForApproval } from '../src/app/submit-listing';
import { transferListing } from '../src/app/transfer-listing';
import { unpublishListing } from '../src/app/unpublish-listing';
import { updateListingPricing } from '../src/app/update-listing-pricing';
import { updateListingScene } from '../src/app/update-listing-scene';
import { HOST_SUSPENSION_TEXTS } from '../src/domain/host-suspension';
import type { HostCaller } from '../src/domain/host';
import type { ListingRecord } from '../src/domain/listing';
import { actorOf, listingOf, listingsTestbed, PRICING, SETUP_MS, type ListingsTestbed } from './support/testbed';
import { eventApplied } from './support/events';

const SECRET = 'listings-host-deletion-test-secret-0123456789';

/** A listing's states, everything but what the suspension itself moves (its stamp and the version). */
const statesOf = ({ hostSuspendedAt: _stamp, version: _version, ...states }: ListingRecord) => states;

describe("a host's deleted account and her listings", () => {
  let bed: ListingsTestbed;
  let events: TestDatabase;
  let bus: PostgresTransport;
  let app: FastifyInstance;

  const applied = (sent: SentEvent) => eventApplied(bed.db, sent);
  const userDeleted = async (userId: string, reason: DeletionReason, occurredAt = new Date()) =>
    applied(
      await publishOnBus(bus, {
        producer: 'accounts',
        schema: UserDeletedSchema,
        data: { userId, profileId: 4242, email: 'gone@example.com', firstName: 'Ada', reason },
        occurredAt,
      }),
    );
  const userRestored = async (userId: string) =>
    applied(
      await publishOnBus(bus, {
        producer: 'accounts',
        schema: UserRestoredSchema,
        data: {
          userId,
          profileId: 4242,
          email: 'back@example.com',
          firstName: 'Ada',
          lastName: 'Lovelace',
          gender: 'female',
          adminId: randomUUID(),
        },
      }),
    );

  const userPurged = async (userId: string) =>
    applied(await publishOnBus(bus, { producer: 'accounts', schema: UserPurgedSchema, data: { userId } }));

  /** The ListingTermsChanged events of these listings, oldest first. */
  const termsOf = async (ids: readonly number[]) =>
    (await bed.events(ListingTermsChangedSchema)).filter((event) => ids.map(String).includes(event.listingId));

  /** The numbers of the similar listings a listing page shows. */
  const similarTo = async (id: number) =>
    (await similarListings(bed.deps, await bed.listing(id))).map((listing) => listing.id);

  /** A live listing of `host`: ready, submitted, approved by an admin. */
  async function liveListing(host: HostCaller, title: string): Promise<number> {
    const id = await bed.readyListing(host, title);
    listingOf(await submitListingForApproval(bed.deps, host, id));
    listingOf(await approveListing(bed.deps, actorOf(), id));
    return id;
  }

  /** Her listings in every state a host leaves them in. */
  async function listingsInEveryState(host: HostCaller) {
    const live = await liveListing(host, 'Live loft');
    const unlisted = await liveListing(host, 'Unlisted loft');
    listingOf(await setListingListed(bed.deps, host, unlisted, false, 'Painting the walls'));
    const unpublished = await liveListing(host, 'Unpublished loft');
    listingOf(await unpublishListing(bed.deps, host, unpublished));
    const awaiting = await bed.readyListing(host, 'Awaiting loft');
    listingOf(await submitListingForApproval(bed.deps, host, awaiting));
    const draft = await bed.readyListing(host, 'Draft loft');
    const deleted = await liveListing(host, 'Deleted loft');
    listingOf(await deleteListing(bed.deps, host, deleted));
    return {
      live,
      unlisted,
      unpublished,
      awaiting,
      draft,
      deleted,
      kept: [live, unlisted, unpublished, awaiting, draft],
    };
  }

  async function graphql<T>(identity: Identity | null, query: string, variables: Record<string, unknown> = {}) {
    const response = await app.inject({
      method: 'POST',
      url: '/graphql',
      headers: {
        'content-type': 'application/json',
        [IDENTITY_HEADER]: signCaller({ identity, ip: '198.51.100.7' }, SECRET),
      },
      payload: JSON.stringify({ query, variables }),
    });
    return response.json() as { data?: T; errors?: { message: string; extensions?: { code?: string } }[] };
  }
  const member = (userId: string, coHost = false): Identity => ({ userId, sessionId: randomUUID(), coHost });
  const superAdmin: Identity = {
    userId: randomUUID(),
    sessionId: randomUUID(),
    admin: { adminId: randomUUID(), isSuperAdmin: true, privilegeIds: [] },
  };
  const otherAdmin: Identity = {
    userId: randomUUID(),
    sessionId: randomUUID(),
    admin: { adminId: randomUUID(), isSuperAdmin: false, privilegeIds: [] },
  };

  const userListing = async (identity: Identity | null, listId: number) =>
    (
      await graphql<{ UserListing: { id: number } | null }>(
        identity,
        'query($id: Int!) { UserListing(listId: $id) { id } }',
        { id: listId },
      )
    ).data?.UserListing;
  const manageListings = async (identity: Identity) =>
    (
      await graphql<{ ManageListings: { id: number }[] }>(identity, '{ ManageListings { id } }')
    ).data!.ManageListings.map((listing) => listing.id);
  const listingData = async (identity: Identity, listId: number) =>
    (
      await graphql<{ getListingData: { status: number; errorMessage: string | null } }>(
        identity,
        'query($id: Int!) { getListingData(id: $id) { status errorMessage } }',
        { id: listId },
      )
    ).data!.getListingData;
  const adminPage = async (search: string) =>
    (
      await graphql<{ adminListings: { results: { id: number; hostSuspended: boolean; approvalStatus: string }[] } }>(
        superAdmin,
        'query($search: String) { adminListings(search: $search, pageSize: 100) { results { id hostSuspended approvalStatus } } }',
        { search },
      )
    ).data!.adminListings.results;

  beforeAll(async () => {
    bed = await listingsTestbed('listings_host_deletion');
    events = await createTestDatabase('events_listings_host_deletion', [eventLogMigrations]);
    bus = new PostgresTransport({ url: events.url, poolMax: 2 });
    app = await subgraph.buildApp({
      db: bed.db,
      identitySecret: SECRET,
      logger: createLogger('listings-host-deletion-test'),
      env: { ...process.env, LOG_LEVEL: 'silent' },
      transport: new PostgresTransport({ url: events.url, poolMax: 4 }),
    });
  }, SETUP_MS);
  afterAll(async () => {
    await app?.close();
    await bus?.close();
    await bed?.close();
    await events?.drop();
  });

  describe('deleted by an admin, then restored', () => {
    let ada: HostCaller;
    let bea: HostCaller;
    let listings: Awaited<ReturnType<typeof listingsInEveryState>>;
    let beasListing: number;
    let beasBefore: { listing: ListingRecord; terms: number };
    let before: Map<number, ListingRecord>;
    let termsBefore: number;
    /** Each listing's terms as last published before the deletion. */
    let earlierTerms: Map<number, unknown>;
    let deletion: SentEvent;
    const deletedAt = new Date('2026-12-01T09:30:00.000Z');

    beforeAll(async () => {
      ada = bed.host();
      bea = bed.host();
      listings = await listingsInEveryState(ada);
      beasListing = await liveListing(bea, 'Bea’s cabin');
      before = new Map(
        await Promise.all([...listings.kept, listings.deleted].map(async (id) => [id, await bed.listing(id)] as const)),
      );
      const published = await bed.events(ListingTermsChangedSchema);
      termsBefore = published.length;
      beasBefore = { listing: await bed.listing(beasListing), terms: (await termsOf([beasListing])).length };
      earlierTerms = new Map(published.map((event) => [Number(event.listingId), { ...event.terms, version: 0 }]));
      deletion = await userDeleted(ada.userId, DeletionReason.ADMIN, deletedAt);
    }, SETUP_MS);

    it('suspends every listing she hosts with its approval, publication and listed states untouched', async () => {
      for (const id of listings.kept) {
        const now = await bed.listing(id);
        expect(now.hostSuspendedAt).toEqual(deletedAt);
        expect(statesOf(now)).toEqual(statesOf(before.get(id)!));
        expect(now.version).toBe(before.get(id)!.version + 1);
      }
      // The listing she had deleted herself stays as it was: deleted, not suspended.
      expect(await bed.listing(listings.deleted)).toEqual(before.get(listings.deleted));
    });

    it('publishes her listings’ full terms with bookable false, one for each, in the transaction of the suspension', async () => {
      const published = (await bed.events(ListingTermsChangedSchema)).slice(termsBefore);
      expect(published.map((event) => Number(event.listingId)).sort()).toEqual([...listings.kept].sort());
      for (const event of published) {
        const listing = before.get(Number(event.listingId))!;
        expect(event.terms).toMatchObject({
          bookable: false,
          published: listing.isPublished,
          listed: listing.isListed,
          deleted: false,
          hostUserId: ada.userId,
          version: listing.version + 1,
        });
      }
    });

    it('hides them from visitors, members, herself and her co-host', async () => {
      const bystander = member(bed.host().userId);
      for (const id of listings.kept) {
        const listing = await graphql<{ listing: unknown }>(null, 'query($id: Int!) { listing(id: $id) { id } }', {
          id,
        });
        expect(listing.data).toEqual({ listing: null });
        for (const identity of [null, bystander, member(ada.userId), member(ada.userId, true)]) {
          expect(await userListing(identity, id)).toBeNull();
        }
        expect(await listingData(member(ada.userId), id)).toEqual({
          status: 400,
          errorMessage: 'This listing may have been deleted or unpublished.',
        });
      }
      expect(await manageListings(member(ada.userId))).toEqual([]);
      expect(await manageListings(member(ada.userId, true))).toEqual([]);
      expect(await manageListings(member(bea.userId))).toEqual([beasListing]);
      const profile = await graphql<{ _entities: { listings: { id: number }[] }[] }>(
        null,
        'query($r: [_Any!]!) { _entities(representations: $r) { ... on User { listings { id } } } }',
        { r: [{ __typename: 'User', id: ada.userId }] },
      );
      expect(profile.data!._entities[0]!.listings).toEqual([]);
      expect(await similarTo(beasListing)).not.toContain(listings.live);
    });

    it('shows them to admins who manage listings, marked suspended, and Bea’s listing not', async () => {
      for (const id of listings.kept) expect(await userListing(superAdmin, id)).toEqual({ id });
      const page = await adminPage('loft');
      const ids = new Map(page.map((row) => [row.id, row]));
      for (const id of listings.kept) expect(ids.get(id)).toMatchObject({ hostSuspended: true });
      expect(ids.get(listings.awaiting)?.approvalStatus).toBe('awaitingApproval');
      expect((await adminPage('Bea’s cabin')).map((row) => [row.id, row.hostSuspended])).toEqual([
        [beasListing, false],
      ]);
    });

    it('tells only admins who manage listings whether a host is suspended', async () => {
      const query = 'query($id: Int!) { listing(id: $id) { id hostSuspended } }';
      for (const identity of [null, member(bea.userId), otherAdmin]) {
        const answer = await graphql(identity, query, { id: beasListing });
        expect(answer.errors?.[0]?.extensions?.code).toMatch(/^(FORBIDDEN|UNAUTHENTICATED)$/);
      }
      expect((await graphql(superAdmin, '{ ManageListings { id } }')).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    });

    it('refuses every change from her editor while suspended, saying why, and changes nothing', async () => {
      const coHost = bed.coHostOf(ada);
      const scene = { title: 'New title', description: 'New words.', neighbourhood: 'Elsewhere.' };
      const refusal = { status: 'forbidden', errorMessage: HOST_SUSPENSION_TEXTS.editRefused };
      expect(await updateListingScene(bed.deps, coHost, listings.live, scene)).toEqual(refusal);
      expect(await updateListingPricing(bed.deps, ada, listings.live, { ...PRICING, basePrice: '99' })).toEqual(
        refusal,
      );
      expect(await setListingListed(bed.deps, ada, listings.unlisted, true, null)).toEqual(refusal);
      expect(await deleteListing(bed.deps, ada, listings.draft)).toEqual(refusal);
      expect(await duplicateListing(bed.deps, ada, listings.live, '2')).toMatchObject({
        status: 'forbidden',
        errorMessage: HOST_SUSPENSION_TEXTS.editRefused,
      });
      for (const id of listings.kept) expect(statesOf(await bed.listing(id))).toEqual(statesOf(before.get(id)!));
    });

    it('applies a redelivered deletion once: nothing is suspended again and no terms are published twice', async () => {
      const versions = await Promise.all(listings.kept.map(async (id) => (await bed.listing(id)).version));
      const outbox = await bed.eventTypes();
      await redeliverOnBus(bus, deletion);
      // Same member, same key, same partition: once this later deletion is in, the redelivery has been handled. It
      // finds nothing left to suspend either.
      await userDeleted(ada.userId, DeletionReason.ADMIN, new Date('2026-12-02T00:00:00Z'));
      expect(await bed.db('inbox').where({ event_id: deletion.eventId })).toHaveLength(1);
      expect(await bed.eventTypes()).toEqual(outbox);
      for (const [i, id] of listings.kept.entries()) {
        const now = await bed.listing(id);
        expect(now.version).toBe(versions[i]);
        expect(now.hostSuspendedAt).toEqual(deletedAt);
      }
    });

    it('leaves everything of Bea’s as it was', async () => {
      expect(await bed.listing(beasListing)).toEqual(beasBefore.listing);
      expect(await termsOf([beasListing])).toHaveLength(beasBefore.terms);
      expect(await userListing(null, beasListing)).toEqual({ id: beasListing });
    });

    it('brings back exactly the earlier states on a restore, her terms published again bookable as before', async () => {
      const termsAtSuspension = (await bed.events(ListingTermsChangedSchema)).length;
      const restore = await userRestored(ada.userId);
      for (const id of listings.kept) {
        const now = await bed.listing(id);
        expect(now.hostSuspendedAt).toBeNull();
        expect(statesOf(now)).toEqual(statesOf(before.get(id)!));
      }
      expect(await bed.listing(listings.deleted)).toEqual(before.get(listings.deleted));
      const published = (await bed.events(ListingTermsChangedSchema)).slice(termsAtSuspension);
      expect(published.map((event) => Number(event.listingId)).sort()).toEqual([...listings.kept].sort());
      for (const event of published) {
        expect({ ...event.terms, version: 0 }).toEqual(earlierTerms.get(Number(event.listingId)));
      }
      expect(published.find((event) => Number(event.listingId) === listings.live)?.terms?.bookable).toBe(true);

      expect(await userListing(null, listings.live)).toEqual({ id: listings.live });
      expect(await userListing(null, listings.unpublished)).toBeNull();
      expect(await similarTo(beasListing)).toContain(listings.live);
      expect(await listingData(member(ada.userId), listings.draft)).toMatchObject({ status: 200 });
      expect((await manageListings(member(ada.userId))).sort()).toEqual([...listings.kept].sort());
      listingOf(
        await updateListingScene(bed.deps, ada, listings.live, {
          title: 'Live loft again',
          description: 'Back.',
          neighbourhood: 'Home.',
        }),
      );

      // A restore delivered again restores nothing a second time.
      const outbox = await bed.eventTypes();
      await redeliverOnBus(bus, restore);
      await userRestored(ada.userId);
      expect(await bed.eventTypes()).toEqual(outbox);
    });
  });

  describe('deleted by an admin, then purged after 30 days', () => {
    it('deletes the suspended listings as an admin deletion does, once, and leaves the others’ alone', async () => {
      const dina = bed.host();
      const bea = bed.host();
      const live = await liveListing(dina, 'Dina’s flat');
      const draft = await bed.readyListing(dina, 'Dina’s draft');
      const beas = await liveListing(bea, 'Bea’s boathouse');
      const beasBefore = await bed.listing(beas);
      await userDeleted(dina.userId, DeletionReason.ADMIN);
      expect((await bed.listing(live)).hostSuspendedAt).not.toBeNull();
      const deletedBefore = (await bed.events(ListingDeletedSchema)).length;

      const purge = await userPurged(dina.userId);
      for (const id of [live, draft]) {
        expect(await bed.listing(id)).toMatchObject({ deletedBy: 'admin', isPublished: false });
        expect((await bed.listing(id)).deletedAt).not.toBeNull();
        expect(await userListing(superAdmin, id)).toBeNull();
      }
      const deletions = (await bed.events(ListingDeletedSchema)).slice(deletedBefore);
      expect(deletions.map((event) => [Number(event.listingId), event.deletedBy]).sort()).toEqual(
        [
          [live, 'admin'],
          [draft, 'admin'],
        ].sort(),
      );
      const [lastTerms] = (await termsOf([live])).slice(-1);
      expect(lastTerms!.terms).toMatchObject({ deleted: true, bookable: false });
      expect(await bed.listing(beas)).toEqual(beasBefore);

      // A redelivered purge changes nothing; a later one for her (same key, same partition) proves it was handled.
      const outbox = await bed.eventTypes();
      await redeliverOnBus(bus, purge);
      await userPurged(dina.userId);
      expect(await bed.db('inbox').where({ event_id: purge.eventId })).toHaveLength(1);
      expect(await bed.eventTypes()).toEqual(outbox);
    });
  });

  describe('deleted by herself', () => {
    it('deletes each listing she hosts as her own delete does, and leaves the others’ alone', async () => {
      const cleo = bed.host();
      const bea = bed.host();
      const live = await liveListing(cleo, 'Cleo’s flat');
      const draft = await bed.readyListing(cleo, 'Cleo’s draft');
      const beas = await liveListing(bea, 'Bea’s barn');
      const beasBefore = await bed.listing(beas);
      const deletedBefore = (await bed.events(ListingDeletedSchema)).length;

      await userDeleted(cleo.userId, DeletionReason.SELF_SERVICE);
      for (const id of [live, draft]) {
        expect(await bed.listing(id)).toMatchObject({ deletedBy: 'host', isPublished: false, hostSuspendedAt: null });
        expect((await bed.listing(id)).deletedAt).not.toBeNull();
        expect(await userListing(superAdmin, id)).toBeNull();
      }
      const deletions = (await bed.events(ListingDeletedSchema)).slice(deletedBefore);
      expect(deletions.map((event) => [Number(event.listingId), event.deletedBy]).sort()).toEqual(
        [
          [live, 'host'],
          [draft, 'host'],
        ].sort(),
      );
      const [lastTerms] = (await termsOf([live])).slice(-1);
      expect(lastTerms!.terms).toMatchObject({ deleted: true, bookable: false });
      expect(await bed.listing(beas)).toEqual(beasBefore);

      // Nothing is suspended, so a restore (which accounts refuses for her own deletion anyway) brings nothing back.
      await userRestored(cleo.userId);
      expect((await bed.listing(live)).deletedAt).not.toBeNull();
    });

    it('deletes them too for a deletion from before accounts recorded who deleted (never restorable)', async () => {
      const dora = bed.host();
      const id = await liveListing(dora, 'Dora’s house');
      await userDeleted(dora.userId, DeletionReason.UNSPECIFIED);
      expect(await bed.listing(id)).toMatchObject({ deletedBy: 'host', isPublished: false });
    });
  });

  describe('co-hosts and transfers', () => {
    it('changes nothing of her host’s listings when a co-host’s account is deleted', async () => {
      const host = bed.host();
      const id = await liveListing(host, 'Shared cottage');
      const listing = await bed.listing(id);
      const coHostAccount = randomUUID();
      await userDeleted(coHostAccount, DeletionReason.ADMIN);
      await userDeleted(randomUUID(), DeletionReason.SELF_SERVICE);
      expect(await bed.listing(id)).toEqual(listing);
      listingOf(
        await updateListingScene(bed.deps, bed.coHostOf(host), id, {
          title: 'Still hers',
          description: 'Yes.',
          neighbourhood: 'Here.',
        }),
      );
    });

    it('lifts the suspension of a listing an admin moves to another host, who may list it again', async () => {
      const gone = bed.host();
      const heir = bed.host();
      const id = await liveListing(gone, 'Moved villa');
      await userDeleted(gone.userId, DeletionReason.ADMIN);
      expect((await bed.listing(id)).hostSuspendedAt).not.toBeNull();
      const moved = listingOf(await transferListing(bed.deps, actorOf(), id, heir.userId));
      expect(moved).toMatchObject({ hostId: heir.userId, hostSuspendedAt: null, isPublished: true });
      const [terms] = (await termsOf([id])).slice(-1);
      expect(terms!.terms).toMatchObject({ hostUserId: heir.userId, bookable: true });
      expect(await userListing(null, id)).toEqual({ id });
      // Her restore later finds nothing of hers to bring back.
      await userRestored(gone.userId);
      expect((await bed.listing(id)).hostId).toBe(heir.userId);
    });

    it('lets an admin delete a suspended listing, and a restore leaves it deleted', async () => {
      const gone = bed.host();
      const id = await liveListing(gone, 'Closed chalet');
      await userDeleted(gone.userId, DeletionReason.ADMIN);
      listingOf(await adminDeleteListing(bed.deps, actorOf(), id));
      await userRestored(gone.userId);
      expect(await bed.listing(id)).toMatchObject({ deletedBy: 'admin', hostSuspendedAt: null, isPublished: false });
      expect(await userListing(superAdmin, id)).toBeNull();
    });
  });
});
