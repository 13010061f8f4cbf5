// The live socket on /graphql/live (decision 0019), the service booted alone and reached as the gateway reaches it: a
// websocket carrying the gateway's signed identity, pushing her counts as other services' events arrive over a real
// Postgres event log. That the gateway passes her session through is its own test (gateway notification-counts).
import { createKnex, type Knex } from '@golightly/db';
import { PrivateMessageSentSchema, SocialActivityHappenedSchema, SocialActivityKind } from '@golightly/proto';
import { createLogger, IDENTITY_HEADER, signCaller } from '@golightly/service-kit';
import type { FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subgraph } from '../src/app';
import { markOwnActivitySeen } from '../src/app/social-activity';
import { LiveClient, type Refusal } from '../src/testing';
import {
  startConsumingService,
  TEST_ENV,
  TEST_IDENTITY_SECRET,
  type ConsumingService,
} from './support/consuming-service';
import { startThreadProducer, type ThreadProducer } from './support/thread-producer';

const COUNTS_CHANGED = `subscription { countsChanged { hostCount guestCount total privateCount socialCount } }`;

interface LiveCounts {
  countsChanged: { hostCount: number; guestCount: number; total: number; privateCount: number; socialCount: number };
}

/** The header the gateway adds for a signed-in member, signed with `secret`. */
const identityOf = (userId: string, secret = TEST_IDENTITY_SECRET) => ({
  [IDENTITY_HEADER]: signCaller({ identity: { userId, sessionId: `session-${userId}` }, ip: '198.51.100.81' }, secret),
});

describe('live counts', () => {
  let service: ConsumingService;
  let address: string;
  const liveUrl = (base = address) => `${base.replace('http', 'ws')}/graphql/live`;
  let threads: ThreadProducer;
  /** A message to `recipientId` in a new thread where she is host (or guest), from bookings-payments; the thread. */
  const reservationMessage = async (recipientId: string, role: 'host' | 'guest' = 'host') => {
    const other = randomUUID();
    const threadId =
      role === 'host' ? await threads.thread(recipientId, other) : await threads.thread(other, recipientId);
    await threads.send(threadId, other);
    return threadId;
  };

  beforeAll(async () => {
    service = await startConsumingService('notifications_live');
    threads = await startThreadProducer('notifications_live', service.eventsUrl);
    address = await service.app.listen({ port: 0, host: '127.0.0.1' });
  }, 60_000);
  afterAll(async () => {
    await threads?.stop();
    await service?.stop();
  });

  it("refuses a socket without the gateway's signed identity, and a plain HTTP request", async () => {
    const anonymous = await LiveClient.connect(liveUrl()).catch((refusal: Refusal) => refusal);
    expect(anonymous).toMatchObject({ status: 401 });
    expect((anonymous as Refusal).body).toContain('You are not logged In. Please Login to continue!');
    const forged = await LiveClient.connect(liveUrl(), identityOf(randomUUID(), 'not-the-secret')).catch(
      (refusal: Refusal) => refusal,
    );
    expect(forged).toMatchObject({ status: 401 });

    const plainHttp = await fetch(`${address}/graphql/live`, { headers: identityOf(randomUUID()) });
    expect(plainHttp.status).toBe(400);
    expect(await plainHttp.json()).toMatchObject({
      errors: [{ message: 'Live updates are served over a WebSocket only.' }],
    });
  });

  it('pushes every change of her counts to her socket (until social-events publishes PrivateMessageSent and SocialActivityHappened)', async () => {
    const hana = randomUUID();
    const gina = randomUUID();
    const live = await LiveClient.connect(liveUrl(), identityOf(hana));
    live.subscribe('counts', COUNTS_CHANGED);
    expect(await live.nextData<LiveCounts>('counts')).toEqual({
      countsChanged: { hostCount: 0, guestCount: 0, total: 0, privateCount: 0, socialCount: 0 },
    });

    const hosting = await reservationMessage(hana, 'host');
    expect(await live.dataWhere<LiveCounts>('counts', (d) => d.countsChanged.hostCount === 1)).toEqual({
      countsChanged: { hostCount: 1, guestCount: 0, total: 1, privateCount: 0, socialCount: 0 },
    });

    await reservationMessage(hana, 'guest');
    await service.publish('social-events', PrivateMessageSentSchema, {
      conversationId: 'conv-1',
      messageId: 'p-1',
      senderId: gina,
      recipientId: hana,
    });
    expect(await live.dataWhere<LiveCounts>('counts', (d) => d.countsChanged.total === 3)).toEqual({
      countsChanged: { hostCount: 1, guestCount: 1, total: 3, privateCount: 1, socialCount: 0 },
    });

    await service.publish('social-events', SocialActivityHappenedSchema, {
      memberId: hana,
      activityId: 'mention-1',
      kind: SocialActivityKind.MENTION,
      actorId: gina,
      entityId: 'post-7',
    });
    expect(
      (await live.dataWhere<LiveCounts>('counts', (d) => d.countsChanged.socialCount === 1)).countsChanged.total,
    ).toBe(3);

    // Reading a thread clears it; looking at the social area clears the social count.
    await threads.read(hosting, hana);
    expect(await live.dataWhere<LiveCounts>('counts', (d) => d.countsChanged.total === 2)).toEqual({
      countsChanged: { hostCount: 0, guestCount: 1, total: 2, privateCount: 1, socialCount: 1 },
    });
    await markOwnActivitySeen(service.database.db, { userId: hana, sessionId: `session-${hana}` });
    expect(
      (await live.dataWhere<LiveCounts>('counts', (d) => d.countsChanged.socialCount === 0)).countsChanged.guestCount,
    ).toBe(1);
    live.close();
  });

  it('holds at most three subscriptions on one connection, so a misbehaving page cannot pile them up', async () => {
    const live = await LiveClient.connect(liveUrl(), identityOf(randomUUID()));
    for (const id of ['first', 'second', 'third']) {
      live.subscribe(id, COUNTS_CHANGED);
      await live.nextData<LiveCounts>(id);
    }
    live.subscribe('fourth', COUNTS_CHANGED);
    await expect(live.nextData<LiveCounts>('fourth')).rejects.toThrow(
      'A connection may hold at most 3 live subscriptions.',
    );
    live.close();
  });

  it('pushes a change applied by one instance to a member connected to another', async () => {
    const hana = randomUUID();
    let second: FastifyInstance | undefined;
    let secondDb: Knex | undefined;
    try {
      // Instance B: the same database, no event bus of its own; instance A (the service's) applies the events.
      secondDb = createKnex(service.database.url, { poolMax: 2 });
      second = await subgraph.buildApp({
        db: secondDb,
        identitySecret: TEST_IDENTITY_SECRET,
        logger: createLogger('notifications-b'),
        env: { ...process.env, ...TEST_ENV },
      });
      const live = await LiveClient.connect(
        liveUrl(await second.listen({ port: 0, host: '127.0.0.1' })),
        identityOf(hana),
      );
      live.subscribe('b', COUNTS_CHANGED);
      const before = (await live.nextData<LiveCounts>('b')).countsChanged;
      await reservationMessage(hana);
      const after = await live.dataWhere<LiveCounts>('b', (d) => d.countsChanged.hostCount === before.hostCount + 1);
      expect(after.countsChanged.total).toBe(before.total + 1);
      live.close();
    } finally {
      await second?.close(); // closes secondDb too
    }
  });

  it('keeps pushing after the service loses its listening connection to the database', async () => {
    const hana = randomUUID();
    const live = await LiveClient.connect(liveUrl(), identityOf(hana));
    live.subscribe('again', COUNTS_CHANGED);
    const before = (await live.nextData<LiveCounts>('again')).countsChanged;
    const terminated = await service.database.db.raw(
      `select pg_terminate_backend(pid) as done from pg_stat_activity where datname = current_database() and query ilike 'listen %'`,
    );
    expect(terminated.rows).toEqual([{ done: true }]);
    // Applied while the listener may still be reconnecting: the reconnect pushes what it missed.
    const thread = await reservationMessage(hana);
    const after = await live.dataWhere<LiveCounts>('again', (d) => d.countsChanged.hostCount === before.hostCount + 1);
    expect(after.countsChanged.total).toBe(before.total + 1);
    // And the new connection hears later changes as they happen.
    await threads.read(thread, hana);
    await live.dataWhere<LiveCounts>('again', (d) => d.countsChanged.hostCount === before.hostCount);
    live.close();
  });
});
