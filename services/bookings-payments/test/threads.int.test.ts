// Reservation threads on a real database (issue 17 item 1, decision 0054): contact host makes the inquiry and its
// thread's first message, guest and host (and the host's co-host) write and read, a stranger gets 'No thread found'
// as for a thread that does not exist, a flagged message is kept, delivered and published with its flag, reads are
// published, and an admin's reading of a thread lands in the admin log. The GraphQL calls go through the subgraph.
import { randomUUID } from 'node:crypto';
import {
  AdminActionRecordedSchema,
  ReservationMessagePostedSchema,
  ReservationStatusChangedSchema,
  ReservationThreadReadSchema,
  ThreadRole,
} from '@golightly/proto';
import type { Identity } from '@golightly/service-kit';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readThreadAsAdmin } from '../src/app/admin-threads';
import { contactHost } from '../src/app/contact-host';
import { inquire } from '../src/app/inquire';
import type { ReservationDeps } from '../src/app/reservation-deps';
import { requestToBook } from '../src/app/request-to-book';
import { listMyThreads, markThreadRead, readThread, sendMessage } from '../src/app/threads';
import { threadIdOfReservation } from '../src/db/threads';
import {
  callerOf,
  graphqlAs,
  liveListing,
  memberIdentity,
  outboxEvents,
  startTestService,
  stayDates,
  storedQuote,
  type TestService,
} from './support/booking';

const WARNING_START = 'Your message was sent, but it looks like it shares contact details';

describe('reservation threads', () => {
  let service: TestService;
  let deps: ReservationDeps;
  let app: FastifyInstance;
  const db = () => service.db;

  beforeAll(async () => {
    service = await startTestService('bookings_threads');
    ({ deps, app } = service);
  }, 60_000);
  afterAll(async () => {
    await service?.stop();
  });

  /** A guest who contacted a live listing's host: the thread and both members. */
  async function contacted(message = 'Hello! Is the flat quiet at night?', weeksLater = 0) {
    const listing = await liveListing(db());
    const guest = memberIdentity();
    const host = memberIdentity(listing.hostId);
    const outcome = await contactHost(deps, callerOf(guest), {
      listId: listing.listId,
      ...stayDates(weeksLater),
      guests: 2,
      message,
    });
    if (outcome.status !== 'success') throw new Error(JSON.stringify(outcome));
    return { guest, host, listing, outcome, threadId: outcome.threadId };
  }

  it("contact host makes an inquiry and its thread's first message, which the host sees unread in her inbox", async () => {
    const { guest, host, outcome, threadId } = await contacted();
    expect(outcome.reservation).toMatchObject({ reservationState: 'inquiry', bookingType: 'inquiry' });
    expect(outcome.warning).toBeNull();
    const hostInbox = await listMyThreads(db(), host, 'host');
    expect(hostInbox.find((row) => row.id === threadId)).toMatchObject({
      side: 'host',
      unreadCount: 1,
      lastMessageBody: 'Hello! Is the flat quiet at night?',
      lastMessageSenderRole: 'guest',
    });
    expect(await listMyThreads(db(), host, 'guest')).toEqual([]);
    const guestInbox = await listMyThreads(db(), guest, null);
    expect(guestInbox.map((row) => [row.id, row.side, row.unreadCount])).toEqual([[threadId, 'guest', 0]]);
  });

  it('refuses contact host without dates, a guest count or a message, and makes nothing', async () => {
    const listing = await liveListing(db());
    const guest = callerOf(memberIdentity());
    const dates = stayDates(1);
    const ask = (input: Partial<Parameters<typeof contactHost>[2]>) =>
      contactHost(deps, guest, { listId: listing.listId, ...dates, guests: 2, message: 'Hi', ...input });
    expect(await ask({ checkIn: null })).toMatchObject({ status: 'invalid', errorMessage: 'Dates are Required' });
    expect(await ask({ guests: null })).toMatchObject({ status: 'invalid', errorMessage: 'Guest count is required' });
    expect(await ask({ guests: 0 })).toMatchObject({ status: 'invalid', field: 'guests' });
    expect(await ask({ message: '   ' })).toMatchObject({ status: 'invalid', errorMessage: 'Message is required' });
    expect(await db()('reservations').where({ listing_id: listing.listId }).count('* as n').first()).toEqual({
      n: 0,
    });
  });

  it('lets guest and host write and read, and publishes each message and read for the unread counts', async () => {
    const { guest, host, threadId } = await contacted();
    const reply = await sendMessage(deps, host, threadId, '  Yes, very quiet. Welcome!  ');
    expect(reply).toMatchObject({ status: 'success', warning: null, message: { body: 'Yes, very quiet. Welcome!' } });
    const view = await readThread(db(), guest, String(threadId));
    if ('status' in view) throw new Error(view.errorMessage);
    expect(view.side).toBe('guest');
    expect(view.unreadCount).toBe(1);
    expect(view.messages.map((m) => [m.senderRole, m.body])).toEqual([
      ['guest', 'Hello! Is the flat quiet at night?'],
      ['host', 'Yes, very quiet. Welcome!'],
    ]);

    expect(await markThreadRead(deps, guest, threadId)).toEqual({ status: 'success' });
    // Reading again with nothing new publishes nothing more.
    expect(await markThreadRead(deps, guest, threadId)).toEqual({ status: 'success' });
    expect((await listMyThreads(db(), guest, 'guest'))[0]!.unreadCount).toBe(0);

    const posted = await outboxEvents(db(), ReservationMessagePostedSchema, (e) => e.threadId === String(threadId));
    expect(posted.map((e) => [e.senderId, e.recipientId, e.recipientRole, e.flagged])).toEqual([
      [guest.userId, host.userId, ThreadRole.HOST, false],
      [host.userId, guest.userId, ThreadRole.GUEST, false],
    ]);
    const reads = await outboxEvents(db(), ReservationThreadReadSchema, (e) => e.threadId === String(threadId));
    expect(reads.map((e) => e.readerId)).toEqual([guest.userId]);
  });

  it("lets the host's co-host answer as the host, never as a guest", async () => {
    const { host, threadId } = await contacted();
    const coHost: Identity = { ...host, sessionId: randomUUID(), coHost: true };
    expect(await sendMessage(deps, coHost, threadId, 'Co-host here: the keys are with me.')).toMatchObject({
      status: 'success',
      message: { senderRole: 'host' },
    });
    expect(await listMyThreads(db(), coHost, 'guest')).toEqual([]);
  });

  it("tells a stranger 'No thread found', as for a thread that does not exist, and keeps her from writing", async () => {
    const { threadId } = await contacted();
    const stranger = memberIdentity();
    const notFound = { status: 'notFound', errorMessage: 'No thread found' };
    expect(await readThread(db(), stranger, threadId)).toEqual(notFound);
    expect(await readThread(db(), stranger, 999_999_999)).toEqual(notFound);
    expect(await readThread(db(), stranger, 'abc')).toEqual(notFound);
    expect(await sendMessage(deps, stranger, threadId, 'hello')).toEqual(notFound);
    expect(await markThreadRead(deps, stranger, threadId)).toEqual(notFound);
    expect(await db()('reservation_messages').where({ thread_id: threadId }).count('* as n').first()).toEqual({ n: 1 });
  });

  it('keeps and delivers a flagged message, warns its sender only, and publishes the flag for the admins', async () => {
    const { guest, host, threadId } = await contacted();
    const sent = await sendMessage(deps, guest, threadId, 'Easier to call me on 555-123-4567 or try a1rbnb');
    if (sent.status !== 'success') throw new Error(sent.errorMessage);
    expect(sent.warning).toContain(WARNING_START);
    expect(sent.message).toMatchObject({ flagged: true });
    expect(sent.message.findings.map((f) => [f.kind, f.text])).toEqual([
      ['contactRequest', 'call me'],
      ['phone', '555-123-4567'],
      ['platform', 'a1rbnb'],
    ]);
    const hostView = await readThread(db(), host, threadId);
    if ('status' in hostView) throw new Error(hostView.errorMessage);
    expect(hostView.messages.at(-1)!.body).toBe('Easier to call me on 555-123-4567 or try a1rbnb');
    const [event] = await outboxEvents(
      db(),
      ReservationMessagePostedSchema,
      (e) => e.threadId === String(threadId) && e.flagged,
    );
    expect(event).toMatchObject({ flaggedKinds: ['contactRequest', 'phone', 'platform'], recipientId: host.userId });
  });

  it('gives every reservation its thread, numbered as the reservation, however it was made', async () => {
    const listing = await liveListing(db());
    const guest = memberIdentity();
    const quote = await storedQuote(db(), guest, listing.listId, stayDates(2));
    const inquiry = await inquire(deps, callerOf(guest), { quoteId: quote.id, message: null });
    if (inquiry.status !== 'success') throw new Error(inquiry.errorMessage);
    // Numbered as its reservation, so the booking e-mails' thread links open it.
    expect(await threadIdOfReservation(db(), inquiry.reservation.id)).toBe(inquiry.reservation.id);
  });

  it("posts a request to book's message as its thread's first: the host has it unread, published like any", async () => {
    const listing = await liveListing(db());
    const guest = memberIdentity();
    const host = memberIdentity(listing.hostId);
    const quote = await storedQuote(db(), guest, listing.listId, stayDates(3));
    const message = '  Hello! We are two friends celebrating a birthday.  ';
    const booked = await requestToBook(deps, callerOf(guest), quote.id, message);
    if (booked.status !== 'success') throw new Error(booked.errorMessage);
    expect(booked.warning).toBeNull();
    // The reservation keeps her message as before; the thread has it too, once.
    expect(booked.reservation.message).toBe(message);
    const threadId = booked.reservation.id;
    const hostView = await readThread(db(), host, threadId);
    if ('status' in hostView) throw new Error(hostView.errorMessage);
    expect(hostView.unreadCount).toBe(1);
    expect(hostView.messages.map((m) => [m.senderId, m.senderRole, m.body])).toEqual([
      [guest.userId, 'guest', 'Hello! We are two friends celebrating a birthday.'],
    ]);
    expect((await listMyThreads(db(), host, 'host')).find((row) => row.id === threadId)).toMatchObject({
      unreadCount: 1,
      lastMessageSenderRole: 'guest',
    });
    const posted = await outboxEvents(db(), ReservationMessagePostedSchema, (e) => e.threadId === String(threadId));
    expect(posted.map((e) => [e.senderId, e.recipientId, e.recipientRole, e.opensBooking])).toEqual([
      [guest.userId, host.userId, ThreadRole.HOST, true],
    ]);
    // the request's own e-mail quotes her words, so the thread's first message is not e-mailed again
    const changes = await outboxEvents(
      db(),
      ReservationStatusChangedSchema,
      (e) => e.reservationId === String(threadId),
    );
    expect(changes.length).toBeGreaterThan(0);
    expect(changes.map((e) => e.guestMessage)).toEqual(changes.map(() => message));
  });

  it("screens a special-price request's message like any: kept, flagged, and the warning in the answer", async () => {
    const listing = await liveListing(db());
    const guest = memberIdentity();
    const quote = await storedQuote(db(), guest, listing.listId, stayDates(4));
    const asked = await inquire(deps, callerOf(guest), {
      quoteId: quote.id,
      message: 'Would 300 do? Text me on WhatsApp',
      specialPrice: 300,
    });
    if (asked.status !== 'success') throw new Error(asked.errorMessage);
    expect(asked.warning).toContain(WARNING_START);
    const [first, ...rest] = await db()('reservation_messages').where({ thread_id: asked.reservation.id });
    expect(rest).toEqual([]);
    expect(first).toMatchObject({ flagged: true, body: 'Would 300 do? Text me on WhatsApp' });
    const [event] = await outboxEvents(
      db(),
      ReservationMessagePostedSchema,
      (e) => e.threadId === String(asked.reservation.id),
    );
    expect(event).toMatchObject({ flagged: true, recipientId: listing.hostId });
  });

  it('leaves the thread empty when the booking carries no message', async () => {
    const listing = await liveListing(db());
    const guest = memberIdentity();
    const quote = await storedQuote(db(), guest, listing.listId, stayDates(5));
    const booked = await requestToBook(deps, callerOf(guest), quote.id, '   ');
    if (booked.status !== 'success') throw new Error(booked.errorMessage);
    expect(await db()('reservation_messages').where({ thread_id: booked.reservation.id })).toEqual([]);
    expect(await listMyThreads(db(), memberIdentity(listing.hostId), 'host')).toEqual([]);
  });

  it("records an admin's reading of a thread in the admin log", async () => {
    const { threadId, outcome } = await contacted('Is there a lift?');
    const actor = {
      adminId: randomUUID(),
      privilegeId: 23,
      privilegeName: 'View User Messages',
      clientAddress: '192.0.2.1',
    };
    const read = await readThreadAsAdmin(db(), actor, threadId);
    expect(read?.messages.map((m) => m.body)).toEqual(['Is there a lift?']);
    const logged = await outboxEvents(db(), AdminActionRecordedSchema, (e) => e.recordId === String(threadId));
    expect(logged).toEqual([
      expect.objectContaining({
        action: 'reservation_thread.viewed',
        recordType: 'reservation_thread',
        summary: expect.stringContaining(`reservation ${outcome.reservation.id + 1000}`),
      }),
    ]);
    expect(await readThreadAsAdmin(db(), actor, 999_999_999)).toBeNull();
  });

  it('answers the GraphQL calls: the inbox, a thread, a message with its warning, and No thread found', async () => {
    const { guest, host, threadId } = await contacted('Hi! Can we check in early?');
    const inbox = await graphqlAs<{
      getThreads: {
        id: number;
        role: string;
        unreadCount: number;
        reservation: { statusLabel: string; threadId: number };
      }[];
    }>(
      app,
      host,
      `query { getThreads(type: "host") { id role unreadCount reservation { statusLabel threadId } } }`,
      {},
    );
    expect(inbox.getThreads.find((t) => t.id === threadId)).toEqual({
      id: threadId,
      role: 'host',
      unreadCount: 1,
      reservation: { statusLabel: 'Inquiry', threadId },
    });
    const sent = await graphqlAs<{
      sendMessage: { status: number; warning: string | null; message: { mine: boolean; warning: string | null } };
    }>(
      app,
      host,
      `mutation($id: String!, $m: String!) { sendMessage(threadId: $id, message: $m) { status warning message { mine warning } } }`,
      { id: String(threadId), m: 'Sure, write me at host@example.com' },
    );
    expect(sent.sendMessage.status).toBe(200);
    expect(sent.sendMessage.warning).toContain(WARNING_START);
    expect(sent.sendMessage.message).toEqual({ mine: true, warning: sent.sendMessage.warning });
    const THREAD = `query($id: String!) { getThread(threadId: $id) { status errorMessage thread { role messages { mine warning body } } } }`;
    const guestView = await graphqlAs<{
      getThread: { thread: { role: string; messages: { mine: boolean; warning: string | null }[] } };
    }>(app, guest, THREAD, { id: String(threadId) });
    // The recipient sees the message, never the sender's warning.
    expect(guestView.getThread.thread.role).toBe('guest');
    expect(guestView.getThread.thread.messages.map((m) => [m.mine, m.warning])).toEqual([
      [true, null],
      [false, null],
    ]);
    const strangers = await graphqlAs<{ getThread: unknown }>(app, memberIdentity(), THREAD, { id: String(threadId) });
    expect(strangers.getThread).toEqual({ status: 404, errorMessage: 'No thread found', thread: null });
  });
});
