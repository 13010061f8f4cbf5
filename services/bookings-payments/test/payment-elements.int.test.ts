// What the payment screen's Stripe Elements relies on (decision 0052), through the subgraph with the real stripe SDK
// against the local Stripe server: her order carries the publishable key (never a secret, never to anyone else), the
// payment method Elements makes is confirmed by the server, and 3-D Secure goes payOrder → the bank's check in her
// browser (here: the local server's completeAuthentication) → confirmPaymentOrder, which also gives the secret again
// to a page that comes back before the check was done.
import { createKnex, type Knex } from '@golightly/db';
import { createTestDatabase, type TestDatabase } from '@golightly/db/testing';
import { createLogger, type Identity } from '@golightly/service-kit';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subgraph } from '../src/app';
import { loadPaymentConfig } from '../src/app/payment-config';
import { StripePaymentProvider } from '../src/app/payment-provider-stripe';
import { reservationDeps, type ReservationDeps } from '../src/app/reservation-deps';
import { paymentReferenceOf, RESERVATION_REQUESTER } from '../src/app/reservation-payments';
import { requestToBook } from '../src/app/request-to-book';
import { findOrderByReference } from '../src/db/payment-orders';
import { LocalStripe } from '../src/testing/local-stripe';
import { callerOf, IDENTITY_SECRET, liveListing, memberIdentity, storedQuote } from './support/booking';
import { IDENTITY_HEADER, signCaller } from '@golightly/service-kit';

const PUBLISHABLE_KEY = 'pk_test_elementsClub';
const ORDER = `query Order($id: ID!) { paymentOrder(id: $id) { id provider status amountMinor currency publishableKey } }`;
const PAY = `mutation Pay($id: ID!, $paymentMethod: String!) {
  payOrder(id: $id, paymentMethod: $paymentMethod) { success requiresAction clientSecret order { status publishableKey } } }`;
const CONFIRM = `mutation Confirm($id: ID!) {
  confirmPaymentOrder(id: $id) { success requiresAction clientSecret order { status } } }`;

describe('the payment screen’s Stripe Elements contract', () => {
  let database: TestDatabase;
  let db: Knex;
  const stripe = new LocalStripe();
  let app: FastifyInstance;
  let deps: ReservationDeps;

  /** The subgraph's raw answer, so a test can look for what must never be in it. */
  async function call(identity: Identity | null, query: string, variables: object) {
    const response = await app.inject({
      method: 'POST',
      url: '/graphql',
      headers: {
        'content-type': 'application/json',
        [IDENTITY_HEADER]: signCaller({ identity, ip: '198.51.100.7' }, IDENTITY_SECRET),
      },
      payload: JSON.stringify({ query, variables }),
    });
    return { text: response.body, body: response.json() as { data?: Record<string, never>; errors?: unknown[] } };
  }

  async function pendingOrder() {
    const { listId } = await liveListing(db);
    const guest = memberIdentity();
    const quote = await storedQuote(db, guest, listId);
    const outcome = await requestToBook(deps, callerOf(guest), quote.id);
    if (outcome.status !== 'success') throw new Error(JSON.stringify(outcome));
    const order = (await findOrderByReference(db, RESERVATION_REQUESTER, paymentReferenceOf(outcome.reservation.id)))!;
    return { guest, quote, order };
  }

  beforeAll(async () => {
    database = await createTestDatabase('bookings_payment_elements', subgraph.migrations);
    db = database.db;
    const apiUrl = await stripe.start();
    deps = reservationDeps(db, new StripePaymentProvider({ secretKey: stripe.secretKey, apiUrl }));
    app = await subgraph.buildApp({
      db: createKnex(database.url, { poolMax: 4 }),
      identitySecret: IDENTITY_SECRET,
      logger: createLogger('bookings-payment-elements-test', 'silent'),
      env: {
        ...process.env,
        STRIPE_SECRET_KEY: stripe.secretKey,
        STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
        STRIPE_API_URL: apiUrl,
        STRIPE_PUBLISHABLE_KEY: PUBLISHABLE_KEY,
      },
    });
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await stripe.stop();
    await database?.drop();
  });

  it('gives her order the publishable key and nothing secret; another member reads no order', async () => {
    const { guest, quote, order } = await pendingOrder();
    const mine = await call(guest, ORDER, { id: order.id });
    expect(mine.body.data).toEqual({
      paymentOrder: {
        id: order.id,
        provider: 'stripe',
        status: 'requires_payment',
        amountMinor: quote.totalMinor,
        currency: 'EUR',
        publishableKey: PUBLISHABLE_KEY,
      },
    });
    expect(mine.text).not.toContain(stripe.secretKey);
    expect(mine.text).not.toContain(stripe.webhookSecret);
    expect((await call(memberIdentity(), ORDER, { id: order.id })).body.data).toEqual({ paymentOrder: null });
  });

  it('confirms the payment method Elements made, on the server, for the order’s amount with manual capture', async () => {
    const { guest, quote, order } = await pendingOrder();
    const paid = await call(guest, PAY, { id: order.id, paymentMethod: 'pm_card_visa' });
    expect(paid.body.data).toEqual({
      payOrder: {
        success: true,
        requiresAction: false,
        clientSecret: null,
        order: { status: 'authorised', publishableKey: PUBLISHABLE_KEY },
      },
    });
    const intentId = (await findOrderByReference(db, RESERVATION_REQUESTER, order.reference))!.providerIntentId!;
    expect(stripe.intents.get(intentId)).toMatchObject({
      amount: quote.totalMinor,
      currency: 'eur',
      captureMethod: 'manual',
      status: 'requires_capture',
    });
  });

  it('3-D Secure: the secret for her bank’s check, again on her return, then the server’s reading after it', async () => {
    const { guest, order } = await pendingOrder();
    const asked = (await call(guest, PAY, { id: order.id, paymentMethod: 'pm_card_authenticationRequired' })).body
      .data as unknown as { payOrder: { requiresAction: boolean; clientSecret: string } };
    expect(asked.payOrder.requiresAction).toBe(true);
    expect(asked.payOrder.clientSecret).toMatch(/_secret_/);

    // she closed the check, or reloaded the page: confirmPaymentOrder gives the same secret again
    const back = await call(guest, CONFIRM, { id: order.id });
    expect(back.body.data).toEqual({
      confirmPaymentOrder: {
        success: false,
        requiresAction: true,
        clientSecret: asked.payOrder.clientSecret,
        order: { status: 'requires_action' },
      },
    });
    // another member never gets it
    const stranger = await call(memberIdentity(), CONFIRM, { id: order.id });
    expect(stranger.text).not.toContain(asked.payOrder.clientSecret);

    const intentId = (await findOrderByReference(db, RESERVATION_REQUESTER, order.reference))!.providerIntentId!;
    stripe.completeAuthentication(intentId);
    expect((await call(guest, CONFIRM, { id: order.id })).body.data).toEqual({
      confirmPaymentOrder: {
        success: true,
        requiresAction: false,
        clientSecret: null,
        order: { status: 'authorised' },
      },
    });
  });
});

describe('the publishable key in the payment configuration', () => {
  const stripeEnv = { STRIPE_SECRET_KEY: 'sk_test_abc', STRIPE_WEBHOOK_SECRET: 'whsec_abc' };

  it('is read with Stripe’s secret key, and left out with the offline provider', () => {
    expect(loadPaymentConfig({ ...stripeEnv, STRIPE_PUBLISHABLE_KEY: 'pk_live_abc' })).toMatchObject({
      provider: 'stripe',
      publishableKey: 'pk_live_abc',
    });
    expect(loadPaymentConfig(stripeEnv)).toMatchObject({ provider: 'stripe', publishableKey: null });
    expect(loadPaymentConfig({ STRIPE_PUBLISHABLE_KEY: 'pk_test_abc' })).toEqual({
      provider: 'offline',
      publishableKey: null,
    });
  });

  it('refuses a secret key given as the publishable one, without echoing it', () => {
    let message = '';
    try {
      loadPaymentConfig({ ...stripeEnv, STRIPE_PUBLISHABLE_KEY: 'sk_test_leaked' });
    } catch (error) {
      message = String(error);
    }
    expect(message).toContain('STRIPE_PUBLISHABLE_KEY');
    expect(message).not.toContain('sk_test_leaked');
  });
});
