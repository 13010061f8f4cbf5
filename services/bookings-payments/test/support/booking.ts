// What the booking-flow tests share: members as the gateway signs them, a listing's terms in the read-model as
// ListingTermsChanged leaves them, real stored quotes from quoteStay, the subgraph's GraphQL over inject, and the
// service's own payment events handed from its outbox to its handlers as the event bus would; the subgraph on a fresh
// database with the offline provider or the local Stripe server, and stays booked and paid through it.
import { randomUUID } from 'node:crypto';
import { fromBinary, type DescMessage, type MessageShape } from '@bufbuild/protobuf';
import { createKnex, type Knex } from '@golightly/db';
import { createTestDatabase, type TestDatabase } from '@golightly/db/testing';
import type { EventHandler } from '@golightly/events';
import { EnvelopeSchema, ReservationStatusChangedSchema } from '@golightly/proto';
import { createLogger, IDENTITY_HEADER, signCaller, type Identity, type Standing } from '@golightly/service-kit';
import { addDays, localDate, type StayTerms } from '@golightly/stay-rules';
import { stayTerms } from '@golightly/stay-rules/testing';
import type { FastifyInstance } from 'fastify';
import { subgraph } from '../../src/app';
import { authorise } from '../../src/app/payment-orders';
import { OfflinePaymentProvider } from '../../src/app/payment-provider-offline';
import { StripePaymentProvider } from '../../src/app/payment-provider-stripe';
import { quoteStay } from '../../src/app/quote-stay';
import {
  paymentDepsOf,
  reservationDeps,
  type BookableQuote,
  type ReservationCaller,
  type ReservationDeps,
} from '../../src/app/reservation-deps';
import {
  paymentReferenceOf,
  RESERVATION_REQUESTER,
  settleReservationPayment,
} from '../../src/app/reservation-payments';
import { saveListingTerms } from '../../src/db/listing-terms';
import { findOrderByReference } from '../../src/db/payment-orders';
import type { PaymentOrder } from '../../src/domain/payment-order';
import { LocalStripe } from '../../src/testing/local-stripe';

export const IDENTITY_SECRET = 'bookings-flow-test-secret-0123456789';

export const standing: Standing = {
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

export interface ListingOptions {
  /** A number and host of one's own; a new number and a new host by default. */
  listId?: number;
  hostId?: string;
  instantBook?: boolean;
  timeZone?: string;
  title?: string;
  city?: string;
  state?: string;
  country?: string;
  /** Terms over the defaults: 120.00 EUR a night and 30.00 cleaning. */
  terms?: Partial<StayTerms>;
}

/** A live listing's terms in the read-model, named as its ListingTermsChanged names it; its number and host. */
export async function liveListing(db: Knex, options: ListingOptions = {}): Promise<{ listId: number; hostId: string }> {
  const listId = options.listId ?? nextListing++;
  const hostId = options.hostId ?? randomUUID();
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
          ...stayTerms({
            timeZone,
            currency: 'EUR',
            basePriceMinor: 12_000,
            cleaningPriceMinor: 3_000,
            ...options.terms,
          }),
          instantBook: options.instantBook ?? false,
          womensOnly: false,
          cancellationPolicy: 'flexible',
        },
      },
      {
        title: options.title ?? 'Tiled flat in Alfama',
        city: options.city ?? 'Lisbon',
        state: options.state ?? '',
        country: options.country ?? 'PT',
      },
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

/**
 * A stored quote as the quote lookup hands it to the booking use cases, for tests whose quotes come from a stub
 * lookup (only its amounts are read): one woman, 10 to 14 July 2026 in Lisbon, 615.00 EUR, valid 30 minutes from
 * `now`, by request unless told otherwise.
 */
export const bookableQuote = (
  now: number,
  quote: Pick<BookableQuote, 'listingId' | 'hostId' | 'guestId'> & Partial<BookableQuote>,
): BookableQuote => ({
  id: randomUUID(),
  checkIn: '2026-07-10',
  checkOut: '2026-07-14',
  guests: { women: 1, men: 0, children: 0, others: 0, infants: 0 },
  pets: 0,
  bookingProtection: false,
  totalMinor: 61_500,
  currency: 'EUR',
  expiresAt: new Date(now + 30 * 60_000),
  bookable: true,
  instantBook: false,
  timeZone: 'Europe/Lisbon',
  listingTitle: 'Tiled flat in Alfama',
  terms: { ...stayTerms({ timeZone: 'Europe/Lisbon' }), title: 'Tiled flat in Alfama', checkOutTime: '11:00' },
  ...quote,
});

/** The use cases' dependencies with quotes from `quotes` (see bookableQuote), the offline provider and the clock `now`. */
export const stubQuoteDeps = (db: Knex, quotes: Map<string, BookableQuote>, now: () => number): ReservationDeps => ({
  db,
  quotes: { find: async (_trx, id) => quotes.get(id) },
  provider: new OfflinePaymentProvider(db),
  now,
});

export interface GraphQLAnswer<T> {
  data?: T;
  errors?: { message: string; extensions?: Record<string, unknown> }[];
}

/** The subgraph's answer, as sent (`text`) and parsed, to a call the gateway would make for `identity`. */
export async function answerAs<T>(
  app: FastifyInstance,
  identity: Identity | null,
  query: string,
  variables: object = {},
): Promise<{ text: string; body: GraphQLAnswer<T> }> {
  const response = await app.inject({
    method: 'POST',
    url: '/graphql',
    headers: {
      'content-type': 'application/json',
      [IDENTITY_HEADER]: signCaller({ identity, ip: '198.51.100.7' }, IDENTITY_SECRET),
    },
    payload: JSON.stringify({ query, variables }),
  });
  return { text: response.body, body: response.json() as GraphQLAnswer<T> };
}

/** Calls the subgraph as the gateway would for `identity`; its data, failing the test on any error. */
export async function graphqlAs<T>(app: FastifyInstance, identity: Identity | null, query: string, variables: object) {
  const { body } = await answerAs<T>(app, identity, query, variables);
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data!;
}

export interface TestService {
  database: TestDatabase;
  db: Knex;
  /** The subgraph, on its own pool of the same database, as the gateway reaches it. */
  app: FastifyInstance;
  /** The use cases' dependencies on the same provider as the subgraph's. */
  deps: ReservationDeps;
  /** The local Stripe server, when the service pays through Stripe. */
  stripe: LocalStripe | undefined;
  stop(): Promise<void>;
}

/**
 * The service on a fresh migrated database: with the offline provider (no Stripe setting reaches it), or with
 * `stripe` through the real SDK against a local Stripe-speaking server.
 */
export async function startTestService(
  label: string,
  options: { stripe?: { publishableKey?: string }; poolMax?: number } = {},
): Promise<TestService> {
  const database = await createTestDatabase(label, subgraph.migrations);
  const stripe = options.stripe ? new LocalStripe() : undefined;
  let deps: ReservationDeps;
  let env: NodeJS.ProcessEnv;
  if (stripe) {
    const apiUrl = await stripe.start();
    deps = reservationDeps(database.db, new StripePaymentProvider({ secretKey: stripe.secretKey, apiUrl }));
    env = {
      ...process.env,
      STRIPE_SECRET_KEY: stripe.secretKey,
      STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
      STRIPE_API_URL: apiUrl,
      ...(options.stripe?.publishableKey ? { STRIPE_PUBLISHABLE_KEY: options.stripe.publishableKey } : {}),
    };
  } else {
    deps = reservationDeps(database.db);
    env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('STRIPE_')));
  }
  const app = await subgraph.buildApp({
    db: createKnex(database.url, { poolMax: options.poolMax ?? 4 }),
    identitySecret: IDENTITY_SECRET,
    logger: createLogger(`${label}-test`, 'silent'),
    env,
  });
  return {
    database,
    db: database.db,
    app,
    deps,
    stripe,
    stop: async () => {
      await app.close();
      await stripe?.stop();
      await database.drop();
    },
  };
}

/** The payment order of a reservation's stay. */
export const stayOrderOf = async (db: Knex, reservationId: number): Promise<PaymentOrder> =>
  (await findOrderByReference(db, RESERVATION_REQUESTER, paymentReferenceOf(reservationId)))!;

/** The guest pays her reservation's order through the subgraph's payOrder, as the payment screen does. */
export async function payThroughSubgraph(
  app: FastifyInstance,
  db: Knex,
  guest: Identity,
  reservationId: number,
  paymentMethod: string,
): Promise<PayAnswer> {
  const order = await stayOrderOf(db, reservationId);
  return (await graphqlAs<{ payOrder: PayAnswer }>(app, guest, PAY, { id: order.id, paymentMethod })).payOrder;
}

/** The stay's order authorised with the offline test card and the payment settled on the reservation: its details. */
export async function paidOffline(deps: ReservationDeps, reservationId: number) {
  const order = await stayOrderOf(deps.db, reservationId);
  const paid = await authorise(paymentDepsOf(deps), {
    orderId: order.id,
    payerId: null,
    paymentMethod: '4242424242424242',
  });
  if (paid.kind !== 'authorised' && paid.kind !== 'captured') throw new Error(`not paid: ${JSON.stringify(paid)}`);
  return settleReservationPayment(deps, reservationId);
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
