// What the payment screen's Stripe Elements relies on (decision 0052), through the subgraph with the real stripe SDK
// against the local Stripe server: her order carries the publishable key (never a secret, never to anyone else), the
// payment method Elements makes is confirmed by the server, and 3-D Secure goes payOrder → the bank's check in her
// browser (here: the local server's completeAuthentication) → confirmPaymentOrder, which also gives the secret again
// to a page that comes back before the check was done.
import type { Knex } from '@golightly/db';
import type { Identity } from '@golightly/service-kit';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadPaymentConfig } from '../src/app/payment-config';
import type { ReservationDeps } from '../src/app/reservation-deps';
import { RESERVATION_REQUESTER } from '../src/app/reservation-payments';
import { requestToBook } from '../src/app/request-to-book';
import { findOrderByReference } from '../src/db/payment-orders';
import type { LocalStripe } from '../src/testing/local-stripe';
import {
  answerAs,
  callerOf,
  liveListing,
  memberIdentity,
  startTestService,
  stayOrderOf,
  storedQuote,
  type TestService,
} from './support/booking';

const PUBLISHABLE_KEY = 'pk_test_elementsClub';
const ORDER = `query Order($id: ID!) { paymentOrder(id: $id) { id provider status amountMinor currency publishableKey } }`;
const PAY = `mutation Pay($id: ID!, $paymentMethod: String!) {
  payOrder(id: $id, paymentMethod: $paymentMethod) { success requiresAction clientSecret order { status publishableKey } } }`;
const CONFIRM = `mutation Confirm($id: ID!) {
  confirmPaymentOrder(id: $id) { success requiresAction clientSecret order { status } } }`;

describe('the payment screen’s Stripe Elements contract', () => {
  let service: TestService;
  let db: Knex;
  let stripe: LocalStripe;
  let app: FastifyInstance;
  let deps: ReservationDeps;

  /** The subgraph's raw answer, so a test can look for what must never be in it. */
  const call = (identity: Identity | null, query: string, variables: object) =>
    answerAs<Record<string, never>>(app, identity, query, variables);

  async function pendingOrder() {
    const { listId } = await liveListing(db);
    const guest = memberIdentity();
    const quote = await storedQuote(db, guest, listId);
    const outcome = await requestToBook(deps, callerOf(guest), quote.id);
    if (outcome.status !== 'success') throw new Error(JSON.stringify(outcome));
    const order = await stayOrderOf(db, outcome.reservation.id);
    return { guest, quote, order };
  }

  beforeAll(async () => {
    service = await startTestService('bookings_payment_elements', { stripe: { publishableKey: PUBLISHABLE_KEY } });
    ({ db, app, deps } = service);
    stripe = service.stripe!;
  }, 60_000);
  afterAll(async () => {
    await service?.stop();
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
