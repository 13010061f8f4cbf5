// The gateway's part of the counts (decision 0019): the member's identity on getUnreadCount, getSocialCount and
// getAllNotification, and the live websocket it proxies to notifications, pushing her counts as events arrive. What
// notifications makes of each event is tested beside it (services/notifications/test/counts.int.test.ts).
import type { DescMessage, MessageInitShape } from '@bufbuild/protobuf';
import { insertMember } from '@golightly/accounts/testing';
import { createKnex, type Knex } from '@golightly/db';
import { createTestDatabase, type TestDatabase } from '@golightly/db/testing';
import { eventLogMigrations, PostgresTransport } from '@golightly/events';
import { publishOnBus } from '@golightly/events/testing';
import { subgraph as notifications } from '@golightly/notifications';
import {
  PrivateMessageSentSchema,
  ReservationMessagePostedSchema,
  ReservationThreadReadSchema,
  SocialActivityHappenedSchema,
  SocialActivityKind,
  ThreadRole,
} from '@golightly/proto';
import { createLogger, IDENTITY_HEADER, signCaller } from '@golightly/service-kit';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGateway } from '../../src/app';
import { readCommittedSupergraph } from '../../src/supergraph';
import { eventually } from '../support/eventually';
import { LiveClient, type Refusal } from '../support/live-client';
import { Member, startStack, TEST_IDENTITY_SECRET, type TestStack } from '../support/stack';
import { TEST_SERVICE_ENV } from '../support/subgraphs';

const KEY = TEST_SERVICE_ENV.ACCOUNTS_DATA_KEY!;
const LOGIN = `query Login($email: String!, $password: String!) { userLogin(email: $email, password: $password) { status } }`;
const UNREAD = `{ getUnreadCount { hostCount guestCount total privateCount } }`;
const SOCIAL = `{ getSocialCount { socialCount } }`;
const LIST = `query List($page: Int) { getAllNotification(currentPage: $page) { status errorMessage results { id kind body isRead } } }`;
const MARK_SEEN = `mutation { markSocialActivitySeen { socialCount } }`;
const COUNTS_CHANGED = `subscription { countsChanged { hostCount guestCount total privateCount socialCount } }`;

interface LiveCounts {
  countsChanged: { hostCount: number; guestCount: number; total: number; privateCount: number; socialCount: number };
}

describe('unread and social counts', () => {
  let events: TestDatabase;
  let bus: PostgresTransport;
  let stack: TestStack;
  let liveUrl: string;
  let hanaId: string;
  let ginaId: string;
  let hana: Member;
  const db = (service: 'notifications' | 'accounts') => stack.subgraphs.services[service].database.db;

  /**
   * Puts an event on the bus as its producer's relay will once that service publishes it (neither bookings-payments
   * nor social-events does yet); never by writing into the producer's database.
   */
  async function produce<Desc extends DescMessage>(
    producer: 'bookings-payments' | 'social-events',
    schema: Desc,
    data: MessageInitShape<Desc>,
  ): Promise<string> {
    return (await publishOnBus(bus, { producer, schema, data })).eventId;
  }

  const unreadOf = async (member: Member) =>
    (await member.graphql<{ getUnreadCount: Record<string, number> }>(UNREAD)).data?.getUnreadCount;
  const socialOf = async (member: Member) =>
    (await member.graphql<{ getSocialCount: { socialCount: number } }>(SOCIAL)).data?.getSocialCount.socialCount;
  const cookieOf = (member: Member) => ({ cookie: `golightly_session=${member.cookie}` });

  beforeAll(async () => {
    events = await createTestDatabase('events_counts', [eventLogMigrations]);
    bus = new PostgresTransport({ url: events.url, poolMax: 2 });
    stack = await startStack({
      transportFor: (service) => (service === 'notifications' ? new PostgresTransport({ url: events.url }) : undefined),
    });
    const address = await stack.gateway.listen({ port: 0, host: '127.0.0.1' });
    liveUrl = `${address.replace('http', 'ws')}/graphql/live`;
    hanaId = await insertMember(db('accounts'), KEY, {
      firstName: 'Hana',
      email: 'hana@example.com',
      password: 'Hosting2024x',
    });
    ginaId = await insertMember(db('accounts'), KEY, {
      firstName: 'Gina',
      email: 'gina@example.com',
      password: 'Guesting2024x',
    });
    hana = stack.visitor('198.51.100.81');
    expect((await hana.graphql(LOGIN, { email: 'hana@example.com', password: 'Hosting2024x' })).data).toEqual({
      userLogin: { status: 'success' },
    });
  });
  afterAll(async () => {
    await stack?.stop();
    await bus?.close();
    await events?.drop();
  });

  it('answers a visitor with a clear sign-in error, and a member with zero counts and no notifications', async () => {
    const visitor = stack.visitor('198.51.100.80');
    for (const query of [UNREAD, SOCIAL]) {
      const answer = await visitor.graphql(query);
      expect(answer.errors?.[0]).toMatchObject({
        message: 'You are not logged In. Please Login to continue!',
        extensions: { code: 'UNAUTHENTICATED' },
      });
    }
    expect((await visitor.graphql(LIST)).data).toEqual({
      getAllNotification: {
        status: 401,
        errorMessage: 'You are not logged In. Please Login to continue!',
        results: null,
      },
    });
    expect(await unreadOf(hana)).toEqual({ hostCount: 0, guestCount: 0, total: 0, privateCount: 0 });
    expect(await socialOf(hana)).toBe(0);
    expect((await hana.graphql(LIST)).data).toEqual({
      getAllNotification: { status: 200, errorMessage: null, results: [] },
    });
  });

  it('refuses a websocket without a session, with a forged identity, or as a plain HTTP request', async () => {
    const anonymous = await LiveClient.connect(liveUrl).catch((refusal: Refusal) => refusal);
    expect(anonymous).toMatchObject({ status: 401 });
    expect((anonymous as Refusal).body).toContain('You are not logged In. Please Login to continue!');

    const unknownCookie = await LiveClient.connect(liveUrl, {
      cookie: 'golightly_session=not-a-real-session-token-at-all',
    }).catch((r: Refusal) => r);
    expect(unknownCookie).toMatchObject({ status: 401 });

    const forged = signCaller(
      { identity: { userId: hanaId, sessionId: 'forged' }, ip: '203.0.113.9' },
      'not-the-secret',
    );
    const viaGateway = await LiveClient.connect(liveUrl, { [IDENTITY_HEADER]: forged }).catch((r: Refusal) => r);
    expect(viaGateway).toMatchObject({ status: 400 });
    const direct = `${stack.subgraphs.urls.notifications.replace('http', 'ws')}/live`;
    const atTheService = await LiveClient.connect(direct, { [IDENTITY_HEADER]: forged }).catch((r: Refusal) => r);
    expect(atTheService).toMatchObject({ status: 401 });
    const anonymousAtTheService = await LiveClient.connect(direct).catch((r: Refusal) => r);
    expect(anonymousAtTheService).toMatchObject({ status: 401 });

    const plainHttp = await fetch(`${stack.subgraphs.urls.notifications}/live`, {
      headers: {
        [IDENTITY_HEADER]: signCaller(
          { identity: { userId: hanaId, sessionId: 's' }, ip: '203.0.113.9' },
          TEST_IDENTITY_SECRET,
        ),
      },
    });
    expect(plainHttp.status).toBe(400);
    expect(await plainHttp.json()).toMatchObject({
      errors: [{ message: 'Live updates are served over a WebSocket only.' }],
    });
  });

  it('pushes every change of her counts to her websocket through the gateway (until bookings-payments publishes ReservationMessagePosted and social-events PrivateMessageSent, SocialActivityHappened)', async () => {
    const live = await LiveClient.connect(liveUrl, cookieOf(hana));
    live.subscribe('counts', COUNTS_CHANGED);
    expect(await live.nextData<LiveCounts>('counts')).toEqual({
      countsChanged: { hostCount: 0, guestCount: 0, total: 0, privateCount: 0, socialCount: 0 },
    });

    await produce('bookings-payments', ReservationMessagePostedSchema, {
      threadId: 'thread-1',
      messageId: 'm-1',
      reservationId: 501n,
      senderId: ginaId,
      recipientId: hanaId,
      recipientRole: ThreadRole.HOST,
    });
    expect(await live.dataWhere<LiveCounts>('counts', (d) => d.countsChanged.hostCount === 1)).toEqual({
      countsChanged: { hostCount: 1, guestCount: 0, total: 1, privateCount: 0, socialCount: 0 },
    });
    expect(await unreadOf(hana)).toEqual({ hostCount: 1, guestCount: 0, total: 1, privateCount: 0 });

    await produce('bookings-payments', ReservationMessagePostedSchema, {
      threadId: 'thread-2',
      messageId: 'm-2',
      reservationId: 502n,
      senderId: ginaId,
      recipientId: hanaId,
      recipientRole: ThreadRole.GUEST,
    });
    await produce('social-events', PrivateMessageSentSchema, {
      conversationId: 'conv-1',
      messageId: 'p-1',
      senderId: ginaId,
      recipientId: hanaId,
    });
    expect(await live.dataWhere<LiveCounts>('counts', (d) => d.countsChanged.total === 3)).toEqual({
      countsChanged: { hostCount: 1, guestCount: 1, total: 3, privateCount: 1, socialCount: 0 },
    });

    await produce('social-events', SocialActivityHappenedSchema, {
      memberId: hanaId,
      activityId: 'mention-1',
      kind: SocialActivityKind.MENTION,
      actorId: ginaId,
      entityId: 'post-7',
    });
    expect(
      (await live.dataWhere<LiveCounts>('counts', (d) => d.countsChanged.socialCount === 1)).countsChanged.total,
    ).toBe(3);
    expect(await socialOf(hana)).toBe(1);

    // Reading a thread clears it; looking at the social area clears the social count.
    await produce('bookings-payments', ReservationThreadReadSchema, { threadId: 'thread-1', readerId: hanaId });
    expect(await live.dataWhere<LiveCounts>('counts', (d) => d.countsChanged.total === 2)).toEqual({
      countsChanged: { hostCount: 0, guestCount: 1, total: 2, privateCount: 1, socialCount: 1 },
    });
    expect((await hana.graphql(MARK_SEEN)).data).toEqual({ markSocialActivitySeen: { socialCount: 0 } });
    expect(
      (await live.dataWhere<LiveCounts>('counts', (d) => d.countsChanged.socialCount === 0)).countsChanged.guestCount,
    ).toBe(1);

    // A misbehaving page cannot pile up subscriptions on one connection.
    for (const id of ['second', 'third']) {
      live.subscribe(id, COUNTS_CHANGED);
      await live.nextData<LiveCounts>(id);
    }
    live.subscribe('fourth', COUNTS_CHANGED);
    await expect(live.nextData<LiveCounts>('fourth')).rejects.toThrow(
      'A connection may hold at most 3 live subscriptions.',
    );
    live.close();
  });

  it('pushes a change applied by one notifications instance to a browser connected to another (until bookings-payments publishes ReservationMessagePosted)', async () => {
    const serviceDb = stack.subgraphs.services.notifications.database;
    let second: FastifyInstance | undefined;
    let secondDb: Knex | undefined;
    try {
      // Instance B: the same database, no event bus of its own; instance A (the stack's) applies the events.
      secondDb = createKnex(serviceDb.url, { poolMax: 2 });
      second = await notifications.buildApp({
        db: secondDb,
        identitySecret: TEST_IDENTITY_SECRET,
        logger: createLogger('notifications-b'),
        env: { ...process.env, ...TEST_SERVICE_ENV },
      });
      const address = await second.listen({ port: 0, host: '127.0.0.1' });
      const identity = signCaller(
        { identity: { userId: hanaId, sessionId: 'session-b' }, ip: '198.51.100.81' },
        TEST_IDENTITY_SECRET,
      );
      const live = await LiveClient.connect(`${address.replace('http', 'ws')}/graphql/live`, {
        [IDENTITY_HEADER]: identity,
      });
      live.subscribe('b', COUNTS_CHANGED);
      const before = (await live.nextData<LiveCounts>('b')).countsChanged;
      await produce('bookings-payments', ReservationMessagePostedSchema, {
        threadId: 'thread-3',
        messageId: 'm-3',
        reservationId: 503n,
        senderId: ginaId,
        recipientId: hanaId,
        recipientRole: ThreadRole.HOST,
      });
      const after = await live.dataWhere<LiveCounts>('b', (d) => d.countsChanged.hostCount === before.hostCount + 1);
      expect(after.countsChanged.total).toBe(before.total + 1);
      live.close();
    } finally {
      await second?.close(); // closes secondDb too
    }
  });

  it('keeps pushing after the service loses its listening connection to the database (until bookings-payments publishes ReservationMessagePosted and ReservationThreadRead)', async () => {
    const live = await LiveClient.connect(liveUrl, cookieOf(hana));
    live.subscribe('again', COUNTS_CHANGED);
    const before = (await live.nextData<LiveCounts>('again')).countsChanged;
    const terminated = await db('notifications').raw(
      `select pg_terminate_backend(pid) as done from pg_stat_activity where datname = current_database() and query ilike 'listen %'`,
    );
    expect(terminated.rows).toEqual([{ done: true }]);
    // Applied while the listener may still be reconnecting: the reconnect pushes what it missed.
    await produce('bookings-payments', ReservationMessagePostedSchema, {
      threadId: 'thread-4',
      messageId: 'm-4',
      reservationId: 504n,
      senderId: ginaId,
      recipientId: hanaId,
      recipientRole: ThreadRole.HOST,
    });
    const after = await live.dataWhere<LiveCounts>('again', (d) => d.countsChanged.hostCount === before.hostCount + 1);
    expect(after.countsChanged.total).toBe(before.total + 1);
    // And the new connection hears later changes as they happen.
    await produce('bookings-payments', ReservationThreadReadSchema, { threadId: 'thread-4', readerId: hanaId });
    await live.dataWhere<LiveCounts>('again', (d) => d.countsChanged.hostCount === before.hostCount);
    live.close();
  });

  it('closes her websocket soon after she logs out', async () => {
    // A gateway of its own that checks open sockets' sessions every 300 ms instead of every 30 s.
    const gateway = await buildGateway({
      supergraphSdl: readCommittedSupergraph(),
      subgraphUrls: stack.subgraphs.urls,
      identitySecret: TEST_IDENTITY_SECRET,
      limits: { maxDepth: 12, maxAliases: 30, maxBodyBytes: 102_400 },
      liveSessionRecheckMs: 300,
    });
    try {
      const address = await gateway.listen({ port: 0, host: '127.0.0.1' });
      const gina = new Member(gateway, '198.51.100.83');
      await gina.graphql(LOGIN, { email: 'gina@example.com', password: 'Guesting2024x' });
      const live = await LiveClient.connect(`${address.replace('http', 'ws')}/graphql/live`, cookieOf(gina));
      live.subscribe('gina', COUNTS_CHANGED);
      await live.nextData<LiveCounts>('gina');
      expect((await gina.graphql('{ userLogout { status } }')).data).toEqual({ userLogout: { status: 'success' } });
      await eventually(async () => (live.isOpen ? undefined : true), 10_000);
    } finally {
      await gateway.close();
    }
  });
});
