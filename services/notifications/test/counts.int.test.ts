// A member's counts and the notifications about her social activity, fed by other services' events over a real
// Postgres event log, read and cleared through the use cases on one database (decision 0019).
import { randomUUID } from 'node:crypto';
import {
  PrivateConversationReadSchema,
  PrivateMessageSentSchema,
  SocialActivityHappenedSchema,
  SocialActivityKind,
  SocialActivitySeenSchema,
} from '@golightly/proto';
import type { Identity } from '@golightly/service-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationsPage } from '../src/app/in-app-notifications';
import { countsOf, socialCount, unreadCount } from '../src/app/member-counts';
import { markOwnActivitySeen } from '../src/app/social-activity';
import { messagePosted } from '../src/app/unread-messages';
import { upsertMemberContact } from '../src/db/member-contacts';
import type { MemberCounts } from '../src/domain/counts';
import { startConsumingService, type ConsumingService } from './support/consuming-service';
import { eventually } from './support/eventually';
import { startThreadProducer, type ThreadProducer } from './support/thread-producer';

describe("a member's counts", () => {
  let service: ConsumingService;
  let threads: ThreadProducer;
  const db = () => service.database.db;
  const caller = (userId: string): Identity => ({ userId, sessionId: `session-${userId}` });
  /** Her counts once `done` holds for them: the events published before have been applied. */
  const countsWhen = (memberId: string, done: (counts: MemberCounts) => boolean) =>
    eventually(async () => {
      const counts = await countsOf(db(), memberId);
      return done(counts) ? counts : undefined;
    });

  beforeAll(async () => {
    service = await startConsumingService('notifications_counts');
    threads = await startThreadProducer('notifications_counts', service.eventsUrl);
  }, 60_000);
  afterAll(async () => {
    await threads?.stop();
    await service?.stop();
  });

  it('refuses a visitor her counts with a clear sign-in error', async () => {
    for (const read of [
      () => unreadCount(db(), null),
      () => socialCount(db(), null),
      () => markOwnActivitySeen(db(), null),
    ]) {
      await expect(read()).rejects.toMatchObject({
        message: 'You are not logged In. Please Login to continue!',
        extensions: { code: 'UNAUTHENTICATED' },
      });
    }
    const admin: Identity = {
      ...caller(randomUUID()),
      admin: { adminId: 'a-1', isSuperAdmin: true, privilegeIds: [] },
    };
    await expect(unreadCount(db(), admin)).rejects.toMatchObject({ extensions: { code: 'FORBIDDEN' } });
    expect(await unreadCount(db(), caller(randomUUID()))).toEqual({
      hostCount: 0,
      guestCount: 0,
      total: 0,
      privateCount: 0,
    });
  });

  it("counts a reservation thread's messages as host or guest and clears a thread she reads, from bookings-payments' own events", async () => {
    const hana = randomUUID();
    const gina = randomUUID();
    // Hana hosts Gina in one thread and is Gina's guest in another.
    const hosting = await threads.thread(hana, gina);
    const traveling = await threads.thread(gina, hana);
    await threads.send(hosting, gina, 'Is the flat quiet?');
    await threads.send(hosting, gina, 'And is there a lift?');
    await threads.send(traveling, gina, 'Welcome! Here are the keys.');
    expect(await countsWhen(hana, (c) => c.total === 3)).toEqual({
      hostCount: 2,
      guestCount: 1,
      total: 3,
      privateCount: 0,
      socialCount: 0,
    });
    await threads.read(hosting, hana);
    expect(await countsWhen(hana, (c) => c.total === 1)).toMatchObject({ hostCount: 0, guestCount: 1 });
    expect(await unreadCount(db(), caller(hana))).toEqual({ hostCount: 0, guestCount: 1, total: 1, privateCount: 0 });
    // Her own message counts nothing for her.
    await threads.send(traveling, hana, 'Thank you!');
    expect(await countsWhen(gina, (c) => c.total === 1)).toMatchObject({ hostCount: 1, guestCount: 0 });
    expect(await countsOf(db(), hana)).toMatchObject({ total: 1 });
  });

  it('counts private messages and clears a conversation she reads (until social-events publishes PrivateMessageSent and PrivateConversationRead)', async () => {
    const hana = randomUUID();
    const gina = randomUUID();
    for (const messageId of ['p-1', 'p-2']) {
      await service.publish('social-events', PrivateMessageSentSchema, {
        conversationId: 'conv-1',
        messageId,
        senderId: gina,
        recipientId: hana,
      });
    }
    expect(await countsWhen(hana, (c) => c.privateCount === 2)).toMatchObject({ total: 2, hostCount: 0 });
    await service.publish('social-events', PrivateConversationReadSchema, { conversationId: 'conv-1', readerId: hana });
    expect(await countsWhen(hana, (c) => c.total === 0)).toMatchObject({ privateCount: 0 });
  });

  it('counts nothing for a message a member sends herself', async () => {
    const hana = randomUUID();
    await db().transaction((trx) =>
      messagePosted(trx, {
        source: 'private',
        messageId: 'to-herself',
        conversationId: 'notes',
        senderId: hana,
        recipientId: hana,
        role: 'private',
        postedAt: new Date(),
      }),
    );
    expect(await countsOf(db(), hana)).toMatchObject({ total: 0 });
  });

  it('counts a redelivered social activity once, with one line in her notifications (until social-events publishes SocialActivityHappened)', async () => {
    const hana = randomUUID();
    const gina = randomUUID();
    await db().transaction((trx) =>
      upsertMemberContact(trx, {
        userId: gina,
        profileId: 2,
        email: `gina-${gina}@example.com`,
        firstName: 'Gina',
        lastName: 'Rossi',
        gender: 'female',
        registeredAt: new Date(),
      }),
    );
    const activity = (activityId: string, kind: SocialActivityKind, entityId: string) => ({
      memberId: hana,
      activityId,
      kind,
      actorId: gina,
      entityId,
    });
    await service.publish(
      'social-events',
      SocialActivityHappenedSchema,
      activity('mention-1', SocialActivityKind.MENTION, 'post-7'),
    );
    const request = await service.publish(
      'social-events',
      SocialActivityHappenedSchema,
      activity('connect-1', SocialActivityKind.CONNECTION_REQUEST, 'request-3'),
    );
    await service.redeliver(request);
    // A later event on the same key travels behind the duplicate, so once it counts the duplicate was handled.
    await service.publish(
      'social-events',
      SocialActivityHappenedSchema,
      activity('invite-1', SocialActivityKind.EVENT_INVITATION, 'event-9'),
    );
    expect(await countsWhen(hana, (c) => c.socialCount === 3)).toMatchObject({ socialCount: 3, total: 0 });
    const page = await notificationsPage(db(), caller(hana), 1);
    expect(page.results?.map((notification) => notification.body)).toEqual([
      'Gina invited you to an event.',
      'Gina would like to connect with you.',
      'Gina mentioned you.',
    ]);
    expect(await db()('inbox').where({ event_id: request.eventId }).count({ n: '*' })).toEqual([{ n: 1 }]);
  });

  it('clears her social count when she opens the social area, and when social-events says she saw it (until social-events publishes SocialActivitySeen)', async () => {
    const dina = randomUUID();
    const gina = randomUUID();
    const mention = (activityId: string) => ({
      memberId: dina,
      activityId,
      kind: SocialActivityKind.MENTION,
      actorId: gina,
      entityId: 'post-1',
    });
    await service.publish('social-events', SocialActivityHappenedSchema, mention(`m-${dina}-1`));
    await countsWhen(dina, (c) => c.socialCount === 1);
    expect(await markOwnActivitySeen(db(), caller(dina))).toEqual({ socialCount: 0 });

    await service.publish('social-events', SocialActivityHappenedSchema, mention(`m-${dina}-2`));
    await countsWhen(dina, (c) => c.socialCount === 1);
    await service.publish('social-events', SocialActivitySeenSchema, { memberId: dina });
    await countsWhen(dina, (c) => c.socialCount === 0);
    expect(await socialCount(db(), caller(dina))).toEqual({ socialCount: 0 });
  });
});
