// What the booking-flow tests share: members as the gateway signs them, a listing's terms in the read-model as
// ListingTermsChanged leaves them, real stored quotes from quoteStay, the subgraph's GraphQL over inject, and the
// service's own payment events handed from its outbox to its handlers as the event bus would.
import { randomUUID } from 'node:crypto';
import { fromBinary, type DescMessage, type MessageShape } from '@bufbuild/protobuf';
import type { Knex } from '@golightly/db';
import type { EventHandler } from '@golightly/events';
import { EnvelopeSchema, ReservationStatusChangedSchema } from '@golightly/proto';
import { IDENTITY_HEADER, signCaller, type Identity, type Standing } from '@golightly/service-kit';
import { addDays, localDate } from '@golightly/stay-rules';
import { stayTerms } from '@golightly/stay-rules/testing';
import type { FastifyInstance } from 'fastify';
import { quoteStay } from '../../src/app/quote-stay';
import type { ReservationCaller } from '../../src/app/reservation-deps';
import { saveListingTerms } from '../../src/db/listing-terms';

export const IDENTITY_SECRET = 'bookings-flow-test-secret-0123456789';

const standing: Standing = {
  gender: 'female',
  idVerified: true,
  profileComplete: true,
  phoneVerified: true,
  memberStatus: 'standard',
  isDiamond: false,
  pressUser: false,
  propertyManager: false,
  coHostOf: null,
};

export const memberIdentity = (userId: string = randomUUID()): Identity => ({
  userId,
  sessionId: randomUUID(),
  standing,
});

export const callerOf = (identity: Identity): ReservationCaller => ({ identity, clientIp: '203.0.113.9' });

/** A Monday about two months ahead, so no clock makes it the past. */
export function stayDates(weeksLater = 0, nights = 3): { checkIn: string; checkOut: string } {
  const day = new Date(Date.now() + 60 * 86_400_000);
  day.setUTCDate(day.getUTCDate() + ((8 - day.getUTCDay()) % 7) + 7 * weeksLater);
  const checkIn = localDate(day.toISOString().slice(0, 10));
  return { checkIn, checkOut: addDays(checkIn, nights) };
}

let nextListing = 50_000 + Math.floor(Math.random() * 10_000) * 10;

/** A live listing's terms in the read-model, named as its ListingTermsChanged names it; its number and host. */
export async function liveListing(
  db: Knex,
  options: { instantBook?: boolean; timeZone?: string; title?: string; city?: string } = {},
): Promise<{ listId: number; hostId: string }> {
  const listId = nextListing++;
  const hostId = randomUUID();
  const timeZone = options.timeZone ?? 'Europe/Lisbon';
  await db.transaction((trx) =>
    saveListingTerms(
      trx,
      {
        listId,
        version: 1,
        hostId,
        bookable: true,
        deleted: false,
        terms: {
          ...stayTerms({ timeZone, currency: 'EUR', basePriceMinor: 12_000, cleaningPriceMinor: 3_000 }),
          instantBook: options.instantBook ?? false,
          womensOnly: false,
          cancellationPolicy: 'flexible',
        },
      },
      { title: options.title ?? 'Tiled flat in Alfama', city: options.city ?? 'Lisbon', state: '', country: 'PT' },
    ),
  );
  return { listId, hostId };
}

/** A stored quote for `guest` of that stay, with Booking Protection chosen; its id and total. */
export async function storedQuote(
  db: Knex,
  guest: Identity,
  listId: number,
  dates = stayDates(),
  bookingProtection: boolean | null = true,
  now = Date.now(),
): Promise<{ id: string; totalMinor: number; currency: string }> {
  const answer = await quoteStay(
    db,
    guest,
    {
      listId,
      ...dates,
      guests: { women: 2, men: 0, children: 0, others: 0, infants: 0 },
      pets: 0,
      bookingProtection,
      displayCurrency: null,
    },
    now,
  );
  if (!answer.ok || !answer.stored) throw new Error(`no stored quote: ${JSON.stringify(answer)}`);
  const quote = answer.quote as { id: string; totalMinor: number; currency: string };
  return { id: quote.id, totalMinor: quote.totalMinor, currency: quote.currency };
}

/** Calls the subgraph as the gateway would for `identity`. */
export async function graphqlAs<T>(app: FastifyInstance, identity: Identity | null, query: string, variables: object) {
  const response = await app.inject({
    method: 'POST',
    url: '/graphql',
    headers: {
      'content-type': 'application/json',
      [IDENTITY_HEADER]: signCaller({ identity, ip: '198.51.100.7' }, IDENTITY_SECRET),
    },
    payload: JSON.stringify({ query, variables }),
  });
  const body = response.json() as { data?: T; errors?: { message: string }[] };
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data!;
}

export const PAY = `mutation Pay($id: ID!, $paymentMethod: String!) {
  payOrder(id: $id, paymentMethod: $paymentMethod) { success requiresAction clientSecret message order { status } } }`;
export const CONFIRM = `mutation Confirm($id: ID!) {
  confirmPaymentOrder(id: $id) { success requiresAction message order { status } } }`;
export interface PayAnswer {
  success: boolean;
  requiresAction: boolean;
  clientSecret?: string | null;
  message: string | null;
  order: { status: string } | null;
}

/** Hands every payment event written to the outbox after `afterId` to the handlers, as the bus would; the last id. */
export async function deliverPaymentEvents(db: Knex, handlers: EventHandler[], afterId = 0): Promise<number> {
  const rows: { id: string | number; event_type: string; envelope: Uint8Array }[] = await db('outbox')
    .where('id', '>', afterId)
    .andWhere('event_type', 'like', 'golightly.bookings.v1.Payment%')
    .orderBy('id')
    .select('id', 'event_type', 'envelope');
  let last = afterId;
  for (const row of rows) {
    last = Number(row.id);
    const handler = handlers.find((h) => h.schema.typeName === row.event_type);
    if (!handler) continue;
    const envelope = fromBinary(EnvelopeSchema, row.envelope);
    const message = fromBinary(handler.schema, envelope.payload);
    await db.transaction((trx) =>
      handler.handle(
        {
          id: randomUUID(),
          type: row.event_type,
          aggregateId: '',
          producer: 'bookings-payments',
          occurredAt: new Date(),
          schemaVersion: 1,
          message,
          topic: 'bookings.payment.v1',
          partition: 0,
          offset: String(row.id),
        },
        trx,
      ),
    );
  }
  return last;
}

/** Every event of this type in the outbox, decoded, oldest first (filtered by `keep`). */
export async function outboxEvents<Desc extends DescMessage>(
  db: Knex,
  schema: Desc,
  keep: (event: MessageShape<Desc>) => boolean = () => true,
): Promise<MessageShape<Desc>[]> {
  const rows: { envelope: Uint8Array }[] = await db('outbox')
    .where({ event_type: schema.typeName })
    .orderBy('id')
    .select('envelope');
  return rows.map((row) => fromBinary(schema, fromBinary(EnvelopeSchema, row.envelope).payload)).filter(keep);
}

/** A reservation's status changes as published, 'from→to' ('∅' for its creation). */
export const statusChanges = async (db: Knex, reservationId: number) =>
  (await outboxEvents(db, ReservationStatusChangedSchema, (e) => e.reservationId === String(reservationId))).map(
    (e) => `${e.fromStatus || '∅'}→${e.toStatus}`,
  );
