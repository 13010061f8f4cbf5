// Booking with payment through the real stripe SDK against the local Stripe-speaking server (issue 16 item 4,
// decision 0048's amendment): request → pay → accept captures the PaymentIntent and confirms; a decline and an expiry
// cancel it; insufficient funds at accept cancels the reservation; 3-D Secure with the signed webhook arriving before
// the member's own confirmation; a retried pay makes no second intent. The subgraph runs as in production with
// STRIPE_* set; its payment events are handed to its handlers as the bus would.
import type { AddressInfo } from 'node:net';
import { createKnex, type Knex } from '@golightly/db';
import { createTestDatabase, type TestDatabase } from '@golightly/db/testing';
import { createLogger, type Identity } from '@golightly/service-kit';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subgraph } from '../src/app';
import { acceptReservation } from '../src/app/accept-reservation';
import { declineReservation } from '../src/app/decline-reservation';
import { expireReservations } from '../src/app/expire-reservations';
import { instantBook } from '../src/app/instant-book';
import { StripePaymentProvider } from '../src/app/payment-provider-stripe';
import { reservationDeps, type ReservationDeps, type ReservationOutcome } from '../src/app/reservation-deps';
import { paymentReferenceOf, RESERVATION_REQUESTER } from '../src/app/reservation-payments';
import { requestToBook } from '../src/app/request-to-book';
import { findOrderByReference } from '../src/db/payment-orders';
import { findReservationDetails, type ReservationDetails } from '../src/db/reservations';
import { reservationPaymentEvents } from '../src/events/reservation-payment.handler';
import { STRIPE_WEBHOOK_PATH } from '../src/http/stripe-webhook';
import { LocalStripe } from '../src/testing/local-stripe';
import {
  callerOf,
  CONFIRM,
  deliverPaymentEvents,
  graphqlAs,
  IDENTITY_SECRET,
  liveListing,
  memberIdentity,
  PAY,
  statusChanges,
  storedQuote,
  type PayAnswer,
} from './support/booking';

const HOUR = 3_600_000;

describe('booking with payment (Stripe SDK, local Stripe server)', () => {
  let database: TestDatabase;
  let db: Knex;
  const stripe = new LocalStripe();
  let app: FastifyInstance;
  let webhookUrl: string;
  let deps: ReservationDeps;
  let clock: number | null = null;

  const reservationOf = (outcome: ReservationOutcome): ReservationDetails => {
    if (outcome.status !== 'success') throw new Error(`expected success, got ${JSON.stringify(outcome)}`);
    return outcome.reservation;
  };
  const orderOf = async (reservationId: number) =>
    (await findOrderByReference(db, RESERVATION_REQUESTER, paymentReferenceOf(reservationId)))!;
  const intentOf = async (reservationId: number) =>
    stripe.intents.get((await orderOf(reservationId)).providerIntentId!)!;
  const stateOf = async (reservationId: number) => (await findReservationDetails(db, reservationId))!.reservationState;
  const pay = async (guest: Identity, reservationId: number, paymentMethod = 'pm_card_visa') =>
    (
      await graphqlAs<{ payOrder: PayAnswer }>(app, guest, PAY, {
        id: (await orderOf(reservationId)).id,
        paymentMethod,
      })
    ).payOrder;
  const handlers = () => reservationPaymentEvents(deps.provider);

  async function requested(options: { instantBook?: boolean } = {}) {
    const { listId, hostId } = await liveListing(db, options);
    const guest = memberIdentity();
    const quote = await storedQuote(db, guest, listId);
    const reservation = reservationOf(await requestToBook(deps, callerOf(guest), quote.id));
    return { guest, host: memberIdentity(hostId), quote, reservation };
  }

  beforeAll(async () => {
    database = await createTestDatabase('bookings_flow_stripe', subgraph.migrations);
    db = database.db;
    const apiUrl = await stripe.start();
    deps = {
      ...reservationDeps(db, new StripePaymentProvider({ secretKey: stripe.secretKey, apiUrl })),
      now: () => clock ?? Date.now(),
    };
    app = await subgraph.buildApp({
      db: createKnex(database.url, { poolMax: 4 }),
      identitySecret: IDENTITY_SECRET,
      logger: createLogger('bookings-flow-stripe-test', 'silent'),
      env: {
        ...process.env,
        STRIPE_SECRET_KEY: stripe.secretKey,
        STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
        STRIPE_API_URL: apiUrl,
      },
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    webhookUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}${STRIPE_WEBHOOK_PATH}`;
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await stripe.stop();
    await database?.drop();
  });

  it('request → pay (manual capture) → the host accepts: the PaymentIntent is captured and the stay confirmed', async () => {
    const { guest, host, quote, reservation } = await requested();
    expect(reservation.reservationState).toBe('pending');
    expect(await pay(guest, reservation.id)).toMatchObject({ success: true, order: { status: 'authorised' } });
    expect(await intentOf(reservation.id)).toMatchObject({
      status: 'requires_capture',
      captureMethod: 'manual',
      amount: quote.totalMinor,
      currency: 'eur',
    });
    expect(await stateOf(reservation.id)).toBe('requestToBook');
    // a retried pay is the same payment: one intent
    const intents = stripe.intents.size;
    expect(await pay(guest, reservation.id)).toMatchObject({ success: true });
    expect(stripe.intents.size).toBe(intents);

    expect(reservationOf(await acceptReservation(deps, callerOf(host), reservation.id)).reservationState).toBe(
      'confirmed',
    );
    expect(await intentOf(reservation.id)).toMatchObject({ status: 'succeeded', amountCaptured: quote.totalMinor });
    await deliverPaymentEvents(db, handlers());
    expect(await statusChanges(db, reservation.id)).toEqual([
      '∅→pending',
      'pending→requestToBook',
      'requestToBook→approved',
      'approved→confirmed',
    ]);
  });

  it('a decline cancels the PaymentIntent', async () => {
    const { guest, host, reservation } = await requested();
    await pay(guest, reservation.id);
    reservationOf(await declineReservation(deps, callerOf(host), reservation.id));
    expect(await intentOf(reservation.id)).toMatchObject({ status: 'canceled', amountCaptured: 0 });
    expect(await orderOf(reservation.id)).toMatchObject({ status: 'cancelled' });
  });

  it('an expired request cancels the PaymentIntent and frees the nights', async () => {
    const { guest, reservation } = await requested();
    await pay(guest, reservation.id);
    clock = Date.now() + 25 * HOUR;
    try {
      await expireReservations(deps);
    } finally {
      clock = null;
    }
    expect(await stateOf(reservation.id)).toBe('expired');
    expect(await intentOf(reservation.id)).toMatchObject({ status: 'canceled' });
  });

  it('insufficient funds at accept: the reservation is cancelled and nothing is taken', async () => {
    const { guest, host, reservation } = await requested();
    expect(await pay(guest, reservation.id, 'pm_card_chargeDeclinedInsufficientFunds')).toMatchObject({
      success: true,
    });
    const cancelled = reservationOf(await acceptReservation(deps, callerOf(host), reservation.id));
    expect(cancelled).toMatchObject({ reservationState: 'cancelled', declineReason: 'insufficientFunds' });
    expect(await intentOf(reservation.id)).toMatchObject({ status: 'canceled', amountCaptured: 0 });
    expect(await orderOf(reservation.id)).toMatchObject({ status: 'failed', failureReason: 'insufficient_funds' });
  });

  it('3-D Secure, with her bank’s answer reaching the webhook before her own confirmation; then accepted', async () => {
    const { guest, host, reservation } = await requested();
    const mark = await deliverPaymentEvents(db, []);
    const asked = await pay(guest, reservation.id, 'pm_card_authenticationRequired');
    expect(asked).toMatchObject({ requiresAction: true, order: { status: 'requires_action' } });
    expect(asked.clientSecret).toBeTruthy();
    expect(await stateOf(reservation.id)).toBe('pending');

    const intentId = (await orderOf(reservation.id)).providerIntentId!;
    stripe.completeAuthentication(intentId);
    // the signed webhook first, twice (Stripe retries): the order is authorised, the event asks the host once
    const events = stripe
      .eventsOf(intentId)
      .filter((event) => event.type === 'payment_intent.amount_capturable_updated');
    for (const _ of [1, 2]) expect(await stripe.deliver(webhookUrl, stripe.signed(events[0]!))).toBe(200);
    expect((await orderOf(reservation.id)).status).toBe('authorised');
    await deliverPaymentEvents(db, handlers(), mark);
    expect(await stateOf(reservation.id)).toBe('requestToBook');

    // her browser's confirmation arrives after: it answers as it stands and moves nothing again
    const confirmed = await graphqlAs<{ confirmPaymentOrder: PayAnswer }>(app, guest, CONFIRM, {
      id: (await orderOf(reservation.id)).id,
    });
    expect(confirmed.confirmPaymentOrder).toMatchObject({ success: true, order: { status: 'authorised' } });
    expect(await statusChanges(db, reservation.id)).toEqual(['∅→pending', 'pending→requestToBook']);

    expect(reservationOf(await acceptReservation(deps, callerOf(host), reservation.id)).reservationState).toBe(
      'confirmed',
    );
    expect(await intentOf(reservation.id)).toMatchObject({ status: 'succeeded' });
  });

  it('instant book: authorised and captured at once when paid, then confirmed', async () => {
    const { listId } = await liveListing(db, { instantBook: true });
    const guest = memberIdentity();
    const quote = await storedQuote(db, guest, listId);
    const booked = reservationOf(await instantBook(deps, callerOf(guest), quote.id));
    expect(await pay(guest, booked.id)).toMatchObject({ success: true, order: { status: 'captured' } });
    expect(await stateOf(booked.id)).toBe('confirmed');
    expect(await intentOf(booked.id)).toMatchObject({ status: 'succeeded', captureMethod: 'manual' });
  });
});
