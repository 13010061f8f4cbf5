// The gateway's part of the counts (decision 0019): the member's identity on getUnreadCount, getSocialCount and
// getAllNotification, and the live websocket it proxies to notifications under her session. Her unread count comes
// the real way: a guest contacts her through the gateway, bookings-payments publishes the message from its outbox,
// notifications counts it, and her reading the thread through the gateway clears it. What notifications makes of each
// event, and how its socket pushes, is tested beside it (services/notifications/test/counts.int.test.ts and
// live-counts.int.test.ts).
import type { DescMessage, MessageInitShape } from '@bufbuild/protobuf';
import { insertMember, setMemberStanding, setVerification } from '@golightly/accounts/testing';
import { saveListingTerms } from '@golightly/bookings-payments/testing';
import { createTestDatabase, type TestDatabase } from '@golightly/db/testing';
import { eventLogMigrations, PostgresTransport } from '@golightly/events';
import { publishOnBus } from '@golightly/events/testing';
import { LiveClient, type Refusal } from '@golightly/notifications/testing';
import { SocialActivityHappenedSchema, SocialActivityKind } from '@golightly/proto';
import { IDENTITY_HEADER, signCaller } from '@golightly/service-kit';
import { stayTerms } from '@golightly/stay-rules/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGateway } from '../../src/app';
import { readCommittedSupergraph } from '../../src/supergraph';
import { eventually } from '../support/eventually';
import { Member, startStack, TEST_IDENTITY_SECRET, type TestStack } from '../support/stack';
import { TEST_SERVICE_ENV } from '../support/subgraphs';

const KEY = TEST_SERVICE_ENV.ACCOUNTS_DATA_KEY!;
const UNREAD = `{ getUnreadCount { hostCount guestCount total privateCount } }`;
const SOCIAL = `{ getSocialCount { socialCount } }`;
const LIST = `query List($page: Int) { getAllNotification(currentPage: $page) { status errorMessage results { id kind body isRead } } }`;
const MARK_SEEN = `mutation { markSocialActivitySeen { socialCount } }`;
const COUNTS_CHANGED = `subscription { countsChanged { hostCount guestCount total privateCount socialCount } }`;
const CONTACT = `mutation Contact($listId: Int!, $in: String, $out: String, $message: String!) {
  contactHost(listId: $listId, checkIn: $in, checkOut: $out, guests: 1, message: $message) { status errorMessage threadId } }`;
const SEND = `mutation Send($id: String!, $message: String!) { sendMessage(threadId: $id, message: $message) { status errorMessage } }`;
const READ = `mutation Read($id: String!) { markThreadRead(threadId: $id) { status errorMessage } }`;
const HANAS_LISTING = 7171;
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

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
  let gina: Member;
  const db = (service: 'notifications' | 'accounts' | 'bookings-payments') =>
    stack.subgraphs.services[service].database.db;

  /**
   * Puts an event on the bus as social-events' relay will once it publishes it (it does not yet); never by writing
   * into the producer's database. Thread events come from bookings-payments' own use cases.
   */
  async function produce<Desc extends DescMessage>(
    producer: 'social-events',
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
    // bookings-payments relays its outbox to the bus notifications consumes, as in production.
    stack = await startStack({
      transportFor: (service) =>
        service === 'notifications' || service === 'bookings-payments'
          ? new PostgresTransport({ url: events.url })
          : undefined,
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
    // Gina may book (ID verified, profile complete); Hana hosts a listing Gina can ask about.
    await setVerification(db('accounts'), ginaId, { idVerified: true });
    await setMemberStanding(db('accounts'), ginaId, { profileComplete: true, phoneVerified: true });
    await db('bookings-payments').transaction((trx) =>
      saveListingTerms(trx, {
        listId: HANAS_LISTING,
        version: 1,
        hostId: hanaId,
        bookable: true,
        deleted: false,
        terms: {
          ...stayTerms({ timeZone: 'Europe/Lisbon', currency: 'EUR', basePriceMinor: 15_000 }),
          instantBook: false,
          womensOnly: true,
          cancellationPolicy: 'flexible',
        },
      }),
    );
    hana = await stack.signIn('hana@example.com', 'Hosting2024x', '198.51.100.81');
    gina = await stack.signIn('gina@example.com', 'Guesting2024x', '198.51.100.82');
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

  it('refuses a websocket without a session or with an identity it did not sign', async () => {
    const anonymous = await LiveClient.connect(liveUrl).catch((refusal: Refusal) => refusal);
    expect(anonymous).toMatchObject({ status: 401 });
    expect((anonymous as Refusal).body).toContain('You are not logged In. Please Login to continue!');

    const unknownCookie = await LiveClient.connect(liveUrl, {
      cookie: 'golightly_session=not-a-real-session-token-at-all',
    }).catch((r: Refusal) => r);
    expect(unknownCookie).toMatchObject({ status: 401 });

    // A browser cannot hand the gateway an identity header of its own; the service itself refuses one it cannot
    // verify (services/notifications/test/live-counts.int.test.ts).
    const forged = signCaller(
      { identity: { userId: hanaId, sessionId: 'forged' }, ip: '203.0.113.9' },
      'not-the-secret',
    );
    const viaGateway = await LiveClient.connect(liveUrl, { [IDENTITY_HEADER]: forged }).catch((r: Refusal) => r);
    expect(viaGateway).toMatchObject({ status: 400 });
  });

  it("passes her session through to the live socket, which pushes her counts as a guest's messages arrive and as she reads them", async () => {
    const live = await LiveClient.connect(liveUrl, cookieOf(hana));
    live.subscribe('counts', COUNTS_CHANGED);
    expect(await live.nextData<LiveCounts>('counts')).toEqual({
      countsChanged: { hostCount: 0, guestCount: 0, total: 0, privateCount: 0, socialCount: 0 },
    });

    const contacted = await gina.graphql<{ contactHost: { status: number; threadId: number } }>(CONTACT, {
      listId: HANAS_LISTING,
      in: day(50),
      out: day(53),
      message: 'Hello Hana! Is the flat near the tram?',
    });
    expect(contacted.data?.contactHost).toMatchObject({ status: 200, errorMessage: null });
    const threadId = String(contacted.data!.contactHost.threadId);
    expect(await live.dataWhere<LiveCounts>('counts', (d) => d.countsChanged.hostCount === 1)).toEqual({
      countsChanged: { hostCount: 1, guestCount: 0, total: 1, privateCount: 0, socialCount: 0 },
    });
    expect(await unreadOf(hana)).toEqual({ hostCount: 1, guestCount: 0, total: 1, privateCount: 0 });
    expect((await gina.graphql(SEND, { id: threadId, message: 'And is there a lift?' })).data).toEqual({
      sendMessage: { status: 200, errorMessage: null },
    });
    await live.dataWhere<LiveCounts>('counts', (d) => d.countsChanged.hostCount === 2);
    // Her own messages never count for her: Gina, the sender, has nothing unread.
    expect(await unreadOf(gina)).toEqual({ hostCount: 0, guestCount: 0, total: 0, privateCount: 0 });

    expect((await hana.graphql(READ, { id: threadId })).data).toEqual({
      markThreadRead: { status: 200, errorMessage: null },
    });
    expect(await live.dataWhere<LiveCounts>('counts', (d) => d.countsChanged.hostCount === 0)).toEqual({
      countsChanged: { hostCount: 0, guestCount: 0, total: 0, privateCount: 0, socialCount: 0 },
    });
    expect(await unreadOf(hana)).toEqual({ hostCount: 0, guestCount: 0, total: 0, privateCount: 0 });

    await produce('social-events', SocialActivityHappenedSchema, {
      memberId: hanaId,
      activityId: 'mention-1',
      kind: SocialActivityKind.MENTION,
      actorId: ginaId,
      entityId: 'post-7',
    });
    await live.dataWhere<LiveCounts>('counts', (d) => d.countsChanged.socialCount === 1);
    expect(await socialOf(hana)).toBe(1);
    // Her mutation through the gateway reaches the same member's socket.
    expect((await hana.graphql(MARK_SEEN)).data).toEqual({ markSocialActivitySeen: { socialCount: 0 } });
    expect(await live.dataWhere<LiveCounts>('counts', (d) => d.countsChanged.socialCount === 0)).toEqual({
      countsChanged: { hostCount: 0, guestCount: 0, total: 0, privateCount: 0, socialCount: 0 },
    });
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
      const gina = await new Member(gateway, '198.51.100.83').signIn('gina@example.com', 'Guesting2024x');
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
