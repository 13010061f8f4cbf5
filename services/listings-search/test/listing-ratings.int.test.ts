// A listing's rating fed by bookings-payments' review events (issue 17 item 4, decision 0057), over a real Postgres
// event log: the listing page's reviewsCount and reviewsStarRating follow the newest version of the listing's rating,
// whether a review is published, hidden or removed; a late older version changes nothing.
import { randomUUID } from 'node:crypto';
import { createTestDatabase, type TestDatabase } from '@golightly/db/testing';
import { eventLogMigrations, PostgresTransport } from '@golightly/events';
import { publishOnBus, type SentEvent } from '@golightly/events/testing';
import { ReviewChangedSchema, ReviewPublishedSchema, ReviewRemovedSchema } from '@golightly/proto';
import { createLogger, IDENTITY_HEADER, signCaller, type Identity } from '@golightly/service-kit';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subgraph } from '../src/app';
import { createListing } from '../src/app/create-listing';
import { listingOf, listingsTestbed, SETUP_MS, type ListingsTestbed } from './support/testbed';
import { eventApplied } from './support/events';

const SECRET = 'listings-search-ratings-test-secret-0123456';

describe("a listing's rating from review events", () => {
  let bed: ListingsTestbed;
  let events: TestDatabase;
  let bus: PostgresTransport;
  let app: FastifyInstance;
  let listId: number;
  let hostIdentity: Identity;

  const applied = (sent: SentEvent) => eventApplied(bed.db, sent);
  const rating = (count: number, sum: number, version: number) => ({
    reviewsCount: count,
    reviewsSum: sum,
    version: BigInt(version),
  });
  async function listingRating() {
    const response = await app.inject({
      method: 'POST',
      url: '/graphql',
      headers: {
        'content-type': 'application/json',
        [IDENTITY_HEADER]: signCaller({ identity: hostIdentity, ip: '198.51.100.7' }, SECRET),
      },
      payload: JSON.stringify({
        query: 'query($id: Int!) { UserListing(listId: $id) { reviewsCount reviewsStarRating } }',
        variables: { id: listId },
      }),
    });
    return (response.json() as { data: { UserListing: { reviewsCount: number; reviewsStarRating: number } } }).data
      .UserListing;
  }

  beforeAll(async () => {
    bed = await listingsTestbed('listings_search_ratings');
    events = await createTestDatabase('events_listings_search_ratings', [eventLogMigrations]);
    bus = new PostgresTransport({ url: events.url, poolMax: 2 });
    app = await subgraph.buildApp({
      db: bed.db,
      identitySecret: SECRET,
      logger: createLogger('listings-search-ratings-test'),
      env: { ...process.env, LOG_LEVEL: 'silent' },
      transport: new PostgresTransport({ url: events.url, poolMax: 4 }),
    });
    const host = bed.host();
    hostIdentity = { userId: host.userId, sessionId: randomUUID() };
    listId = listingOf(await createListing(bed.deps, host, await bed.basics())).id;
  }, SETUP_MS);
  afterAll(async () => {
    await app?.close();
    await bus?.close();
    await bed?.close();
    await events?.drop();
  });

  it('has no reviews until one is published, then shows its count and stars; an older version changes nothing', async () => {
    expect(await listingRating()).toEqual({ reviewsCount: 0, reviewsStarRating: 0 });
    const first = await publishOnBus(bus, {
      producer: 'bookings-payments',
      schema: ReviewPublishedSchema,
      data: {
        listingKey: String(listId),
        reviewId: '1',
        listId,
        reservationId: '7',
        authorRole: 'guest',
        authorUserId: randomUUID(),
        subjectUserId: hostIdentity.userId,
        rating: 4,
        listingTitle: 'Tiled flat',
        listingRating: rating(1, 4, 1),
      },
    });
    await applied(first);
    const second = await publishOnBus(bus, {
      producer: 'bookings-payments',
      schema: ReviewPublishedSchema,
      data: {
        listingKey: String(listId),
        reviewId: '2',
        listId,
        authorRole: 'admin',
        rating: 5,
        listingRating: rating(2, 9, 2),
      },
    });
    await applied(second);
    expect(await listingRating()).toEqual({ reviewsCount: 2, reviewsStarRating: 4.5 });

    // A late event of an older version leaves the newest rating.
    const late = await publishOnBus(bus, {
      producer: 'bookings-payments',
      schema: ReviewChangedSchema,
      data: { listingKey: String(listId), reviewId: '1', listId, rating: 4, listingRating: rating(1, 4, 1) },
    });
    await applied(late);
    expect(await listingRating()).toEqual({ reviewsCount: 2, reviewsStarRating: 4.5 });
  });

  it('follows a hidden and a removed review', async () => {
    const hidden = await publishOnBus(bus, {
      producer: 'bookings-payments',
      schema: ReviewChangedSchema,
      data: {
        listingKey: String(listId),
        reviewId: '1',
        listId,
        rating: 4,
        hidden: true,
        listingRating: rating(1, 5, 3),
      },
    });
    await applied(hidden);
    expect(await listingRating()).toEqual({ reviewsCount: 1, reviewsStarRating: 5 });
    const removed = await publishOnBus(bus, {
      producer: 'bookings-payments',
      schema: ReviewRemovedSchema,
      data: { listingKey: String(listId), reviewId: '2', listId, listingRating: rating(0, 0, 4) },
    });
    await applied(removed);
    expect(await listingRating()).toEqual({ reviewsCount: 0, reviewsStarRating: 0 });
  });
});
