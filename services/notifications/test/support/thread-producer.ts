// bookings-payments as the real producer of reservation thread events: its own test database, a reservation stored by
// its testing fixtures (migration 0011 opens the thread), messages and reads through its use cases, and its outbox
// relayed onto the event log notifications consumes, as in production. Never a hand-written event.
import { subgraph as bookings } from '@golightly/bookings-payments';
import {
  insertReservation,
  markThreadRead,
  postBookingMessage,
  sendMessage,
  threadIdOfReservation,
} from '@golightly/bookings-payments/testing';
import { createTestDatabase, type TestDatabase } from '@golightly/db/testing';
import { OutboxRelay, PostgresTransport } from '@golightly/events';
import type { Identity } from '@golightly/service-kit';

export interface ThreadProducer {
  /** A new reservation between them; its thread's id (as the events carry it). */
  thread(hostId: string, guestId: string): Promise<string>;
  /** `senderId` writes in the thread (ReservationMessagePosted). */
  send(threadId: string, senderId: string, body?: string): Promise<void>;
  /** The guest's booking message posted as the thread's first, as a request to book posts it (opens_booking). */
  bookingMessage(threadId: string, guestId: string, body: string): Promise<void>;
  /** `readerId` reads the thread (ReservationThreadRead). */
  read(threadId: string, readerId: string): Promise<void>;
  stop(): Promise<void>;
}

const member = (userId: string): Identity => ({ userId, sessionId: `session-${userId}` });
let nextListing = 70_000 + Math.floor(Math.random() * 10_000);

export async function startThreadProducer(label: string, eventsUrl: string): Promise<ThreadProducer> {
  const database: TestDatabase = await createTestDatabase(`${label}_bookings`, bookings.migrations);
  const transport = new PostgresTransport({ url: eventsUrl, poolMax: 2 });
  const relay = new OutboxRelay({ db: database.db, transport, pollIntervalMs: 20 });
  relay.start();
  const deps = { db: database.db };
  return {
    async thread(hostId, guestId) {
      const reservationId = await insertReservation(database.db, { listingId: nextListing++, hostId, guestId });
      return String(await threadIdOfReservation(database.db, reservationId));
    },
    async send(threadId, senderId, body = 'Hello!') {
      const sent = await sendMessage(deps, member(senderId), threadId, body);
      if (sent.status !== 'success') throw new Error(sent.errorMessage);
    },
    async bookingMessage(threadId, guestId, body) {
      // A thread's number is its reservation's (decision 0054).
      await database.db.transaction((trx) => postBookingMessage(trx, deps, member(guestId), Number(threadId), body));
    },
    async read(threadId, readerId) {
      const read = await markThreadRead(deps, member(readerId), threadId);
      if (read.status !== 'success') throw new Error(read.errorMessage);
    },
    async stop() {
      await relay.stop();
      await transport.close();
      await database.drop();
    },
  };
}
