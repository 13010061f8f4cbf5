// Card payments through the real stripe SDK against the local Stripe-speaking server (decision 0049): authorise with
// manual capture, capture, cancel, refund, a declined card, insufficient funds at capture and 3-D Secure; the signed
// webhook (a duplicate, events out of order, a bad signature, a stale one); the processing window; and no secret in
// any log line or error.
import { Writable } from 'node:stream';
import type { AddressInfo } from 'node:net';
import { createKnex, type Knex } from '@golightly/db';
import { createTestDatabase, type TestDatabase } from '@golightly/db/testing';
import {
  PaymentAuthorisedSchema,
  PaymentCapturedSchema,
  PaymentFailedSchema,
  PaymentRefundedSchema,
} from '@golightly/proto';
import { createLogger } from '@golightly/service-kit';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subgraph } from '../src/app';
import { authorise, cancel, capture, refund, sweepPayments, type PaymentDeps } from '../src/app/payment-orders';
import { StripePaymentProvider } from '../src/app/payment-provider-stripe';
import { findOrder } from '../src/db/payment-orders';
import { PROCESSING_WINDOW_MS } from '../src/domain/payment-order';
import { ProviderUnavailableError } from '../src/domain/payment-provider';
import { PAYMENT_TEXTS } from '../src/domain/payment-texts';
import { STRIPE_WEBHOOK_PATH } from '../src/http/stripe-webhook';
import { LocalStripe } from '../src/testing/local-stripe';
import { eventsOf, newOrder, paymentEventTypes } from './support/payments';

/** Every line a logger wrote, to look for secrets in. */
function capturedLogger(name: string) {
  const lines: string[] = [];
  const destination = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { logger: createLogger(name, 'debug', destination), lines };
}

describe('payments through Stripe (the real SDK, a local Stripe server)', () => {
  let database: TestDatabase;
  let db: Knex;
  const stripe = new LocalStripe();
  let apiUrl: string;
  let app: FastifyInstance;
  let webhookUrl: string;
  let deps: PaymentDeps;
  const logs = capturedLogger('bookings-payments-stripe-test');

  const webhookRows = async () => Number((await db('payment_webhook_events').count({ n: '*' }))[0]!.n);
  /** Delivers every event the local server recorded for an intent (or the ones picked), as Stripe would. */
  const deliver = async (
    intentId: string,
    pick: (types: string[]) => number[] = (types) => types.map((_t, i) => i),
  ) => {
    const events = stripe.eventsOf(intentId);
    const statuses = [];
    for (const index of pick(events.map((event) => event.type)))
      statuses.push(await stripe.deliver(webhookUrl, stripe.signed(events[index]!)));
    return statuses;
  };

  beforeAll(async () => {
    database = await createTestDatabase('bookings_payments_stripe', subgraph.migrations);
    db = database.db;
    apiUrl = await stripe.start();
    deps = { db, provider: new StripePaymentProvider({ secretKey: stripe.secretKey, apiUrl }) };
    app = await subgraph.buildApp({
      db: createKnex(database.url, { poolMax: 4 }),
      identitySecret: 'bookings-payments-stripe-test-secret-0123',
      logger: logs.logger,
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

  it('authorises with manual capture and captures, publishing each with the caller reference; every change carries an idempotency key', async () => {
    const order = await newOrder(deps, { reference: 'reservation-1001' });
    const held = await authorise(deps, { orderId: order.id, payerId: order.payerId, paymentMethod: 'pm_card_visa' });
    expect(held.kind).toBe('authorised');
    const intentId = (await findOrder(db, order.id))!.providerIntentId!;
    expect(stripe.intents.get(intentId)).toMatchObject({
      status: 'requires_capture',
      captureMethod: 'manual',
      amount: 61_500,
      currency: 'eur',
    });
    const [authorised] = await eventsOf(db, PaymentAuthorisedSchema, order.id);
    expect(authorised!.order).toMatchObject({
      reference: 'reservation-1001',
      requestedBy: 'bookings-payments',
      amountMinor: 61_500n,
      currency: 'EUR',
      provider: 'stripe',
    });

    expect((await capture(deps, order.id)).kind).toBe('captured');
    expect(await findOrder(db, order.id)).toMatchObject({ status: 'captured', capturedMinor: 61_500 });
    expect(await eventsOf(db, PaymentCapturedSchema, order.id)).toHaveLength(1);
    // a second capture (a retried accept) takes nothing more
    expect((await capture(deps, order.id)).kind).toBe('captured');
    expect(await paymentEventTypes(db, order.id)).toEqual(['PaymentAuthorised', 'PaymentCaptured']);
    const changes = stripe.requests.filter((request) => request.method === 'POST');
    expect(changes.length).toBeGreaterThan(0);
    expect(changes.every((request) => request.idempotencyKey)).toBe(true);
  });

  it('a retried payment is the same payment: one intent, one authorisation', async () => {
    const order = await newOrder(deps);
    const first = await authorise(deps, { orderId: order.id, payerId: order.payerId, paymentMethod: 'pm_card_visa' });
    const again = await authorise(deps, { orderId: order.id, payerId: order.payerId, paymentMethod: 'pm_card_visa' });
    expect([first.kind, again.kind]).toEqual(['authorised', 'authorised']);
    expect((await findOrder(db, order.id))!.attempt).toBe(1);
    expect(await paymentEventTypes(db, order.id)).toEqual(['PaymentAuthorised']);
  });

  it("another member cannot pay, and learns nothing of, a member's order", async () => {
    const order = await newOrder(deps);
    const outcome = await authorise(deps, {
      orderId: order.id,
      payerId: '00000000-0000-4000-8000-000000000001',
      paymentMethod: 'pm_card_visa',
    });
    expect(outcome.kind).toBe('notFound');
    expect(await findOrder(db, order.id)).toMatchObject({ status: 'requires_payment', providerIntentId: null });
  });

  it('cancels an authorisation (a declined request): the hold is released and PaymentCancelled published', async () => {
    const order = await newOrder(deps);
    await authorise(deps, { orderId: order.id, payerId: order.payerId, paymentMethod: 'pm_card_visa' });
    expect((await cancel(deps, order.id)).kind).toBe('cancelled');
    const stored = (await findOrder(db, order.id))!;
    expect(stored.status).toBe('cancelled');
    expect(stripe.intents.get(stored.providerIntentId!)!.status).toBe('canceled');
    expect(await paymentEventTypes(db, order.id)).toEqual(['PaymentAuthorised', 'PaymentCancelled']);
  });

  it('a declined card leaves the order payable with another card, which then holds it', async () => {
    const order = await newOrder(deps);
    const declined = await authorise(deps, {
      orderId: order.id,
      payerId: order.payerId,
      paymentMethod: 'pm_card_chargeDeclined',
    });
    expect(declined).toMatchObject({ kind: 'refused', code: 'generic_decline', message: PAYMENT_TEXTS.cardDeclined });
    expect(await findOrder(db, order.id)).toMatchObject({
      status: 'requires_payment',
      failureReason: 'generic_decline',
    });
    expect(await paymentEventTypes(db, order.id)).toEqual([]);
    const paid = await authorise(deps, { orderId: order.id, payerId: order.payerId, paymentMethod: 'pm_card_visa' });
    expect(paid.kind).toBe('authorised');
    expect(await findOrder(db, order.id)).toMatchObject({ status: 'authorised', attempt: 2, failureReason: null });
  });

  it('insufficient funds at capture fail the order, release the hold and publish PaymentFailed', async () => {
    const order = await newOrder(deps);
    const held = await authorise(deps, {
      orderId: order.id,
      payerId: order.payerId,
      paymentMethod: 'pm_card_chargeDeclinedInsufficientFunds',
    });
    expect(held.kind).toBe('authorised');
    const captured = await capture(deps, order.id);
    expect(captured).toMatchObject({
      kind: 'refused',
      code: 'insufficient_funds',
      message: PAYMENT_TEXTS.insufficientFunds,
    });
    const stored = (await findOrder(db, order.id))!;
    expect(stored).toMatchObject({ status: 'failed', failureReason: 'insufficient_funds' });
    expect(stripe.intents.get(stored.providerIntentId!)!.status).toBe('canceled');
    const [failed] = await eventsOf(db, PaymentFailedSchema, order.id);
    expect(failed!.reason).toBe('insufficient_funds');
    // the release's own webhook changes nothing: the order keeps why it failed
    expect(await deliver(stored.providerIntentId!)).toEqual(stripe.eventsOf(stored.providerIntentId!).map(() => 200));
    expect((await findOrder(db, order.id))!.status).toBe('failed');
    expect(await paymentEventTypes(db, order.id)).toEqual(['PaymentAuthorised', 'PaymentFailed']);
  });

  it('3-D Secure: the member is given the client secret, the same on a retry; her bank’s answer arrives by webhook', async () => {
    const order = await newOrder(deps);
    const asked = await authorise(deps, {
      orderId: order.id,
      payerId: order.payerId,
      paymentMethod: 'pm_card_authenticationRequired',
    });
    expect(asked.kind).toBe('requiresAction');
    const retried = await authorise(deps, {
      orderId: order.id,
      payerId: order.payerId,
      paymentMethod: 'pm_card_authenticationRequired',
    });
    expect(retried).toMatchObject({
      kind: 'requiresAction',
      clientSecret: (asked as { clientSecret: string }).clientSecret,
    });
    const intentId = (await findOrder(db, order.id))!.providerIntentId!;
    expect((await findOrder(db, order.id))!.status).toBe('requires_action');
    stripe.completeAuthentication(intentId);
    await deliver(intentId);
    expect((await findOrder(db, order.id))!.status).toBe('authorised');
    expect(await paymentEventTypes(db, order.id)).toEqual(['PaymentAuthorised']);
  });

  it('webhooks delivered twice and out of order (captured before authorised) end right, each applied once', async () => {
    const order = await newOrder(deps);
    await authorise(deps, {
      orderId: order.id,
      payerId: order.payerId,
      paymentMethod: 'pm_card_authenticationRequired',
    });
    const intentId = (await findOrder(db, order.id))!.providerIntentId!;
    stripe.completeAuthentication(intentId);
    // captured elsewhere before any webhook arrived (another instance, the dashboard)
    await deps.provider.capture(intentId, `${order.id}:capture:test`);
    const types = stripe.eventsOf(intentId).map((event) => event.type);
    const authorisedAt = types.indexOf('payment_intent.amount_capturable_updated');
    const capturedAt = types.indexOf('payment_intent.succeeded');
    const before = await webhookRows();
    expect(await deliver(intentId, () => [capturedAt, capturedAt, authorisedAt, authorisedAt, capturedAt])).toEqual([
      200, 200, 200, 200, 200,
    ]);
    expect(await webhookRows()).toBe(before + 2);
    expect(await findOrder(db, order.id)).toMatchObject({ status: 'captured', capturedMinor: 61_500 });
    expect(await paymentEventTypes(db, order.id)).toEqual(['PaymentCaptured']);
  });

  it('refunds a captured payment; the refund’s webhook changes nothing more', async () => {
    const order = await newOrder(deps);
    await authorise(deps, { orderId: order.id, payerId: order.payerId, paymentMethod: 'pm_card_visa' });
    await capture(deps, order.id);
    expect((await refund(deps, order.id, 11_500)).kind).toBe('refunded');
    expect(await findOrder(db, order.id)).toMatchObject({ status: 'captured', refundedMinor: 11_500 });
    expect((await refund(deps, order.id)).kind).toBe('refunded');
    expect(await findOrder(db, order.id)).toMatchObject({ status: 'refunded', refundedMinor: 61_500 });
    await deliver((await findOrder(db, order.id))!.providerIntentId!);
    const refunds = await eventsOf(db, PaymentRefundedSchema, order.id);
    expect(refunds.map((event) => event.refundedMinor)).toEqual([11_500n, 61_500n]);
  });

  it('refuses a bad signature and a stale timestamp with 400, writing nothing', async () => {
    const order = await newOrder(deps);
    await authorise(deps, {
      orderId: order.id,
      payerId: order.payerId,
      paymentMethod: 'pm_card_authenticationRequired',
    });
    const intentId = (await findOrder(db, order.id))!.providerIntentId!;
    stripe.completeAuthentication(intentId);
    const event = stripe.eventsOf(intentId).at(-1)!;
    const before = await webhookRows();
    const forged = stripe.signed(event, { secret: 'whsec_notthesecretofthisservice' });
    const stale = stripe.signed(event, { timestamp: Math.floor(Date.now() / 1000) - 3_600 });
    const tampered = {
      ...stripe.signed(event),
      payload: stripe.signed(event).payload.replace('"livemode":false', '"livemode":true'),
    };
    expect(await stripe.deliver(webhookUrl, forged)).toBe(400);
    expect(await stripe.deliver(webhookUrl, stale)).toBe(400);
    expect(await stripe.deliver(webhookUrl, tampered)).toBe(400);
    expect(await stripe.deliver(webhookUrl, { payload: forged.payload, header: '' })).toBe(400);
    expect(await webhookRows()).toBe(before);
    expect((await findOrder(db, order.id))!.status).toBe('requires_action');
  });

  it('shows a processing payment as such for up to 5 minutes, then the sweeper fails it and releases it', async () => {
    const order = await newOrder(deps);
    await authorise(deps, {
      orderId: order.id,
      payerId: order.payerId,
      paymentMethod: 'pm_card_authenticationRequired',
    });
    const intentId = (await findOrder(db, order.id))!.providerIntentId!;
    stripe.setProcessing(intentId);
    await deliver(intentId);
    const processing = (await findOrder(db, order.id))!;
    expect(processing.status).toBe('processing');
    const since = processing.processingSince!.getTime();
    await sweepPayments({ ...deps, now: () => new Date(since + PROCESSING_WINDOW_MS - 1_000) });
    expect((await findOrder(db, order.id))!.status).toBe('processing');
    await sweepPayments({ ...deps, now: () => new Date(since + PROCESSING_WINDOW_MS) });
    expect(await findOrder(db, order.id)).toMatchObject({ status: 'failed', failureReason: 'processing_timeout' });
    expect(stripe.intents.get(intentId)!.status).toBe('canceled');
    expect(await paymentEventTypes(db, order.id)).toEqual(['PaymentFailed']);
  });

  it('expires an order left unpaid past its deadline', async () => {
    const order = await newOrder(deps, { deadline: new Date(Date.now() + 60_000) });
    await authorise(deps, {
      orderId: order.id,
      payerId: order.payerId,
      paymentMethod: 'pm_card_authenticationRequired',
    });
    await sweepPayments({ ...deps, now: () => new Date(Date.now() + 120_000) });
    expect((await findOrder(db, order.id))!.status).toBe('expired');
    expect(await paymentEventTypes(db, order.id)).toEqual(['PaymentExpired']);
    const late = await authorise(deps, { orderId: order.id, payerId: order.payerId, paymentMethod: 'pm_card_visa' });
    expect(late).toMatchObject({ kind: 'closed', message: PAYMENT_TEXTS.expired });
  });

  it('never puts the secret key in an error, a log line or an answer', async () => {
    const wrongKey = 'sk_test_wrongkeythatmustneverbeshown0001';
    const badDeps: PaymentDeps = { db, provider: new StripePaymentProvider({ secretKey: wrongKey, apiUrl }) };
    const order = await newOrder(badDeps);
    const failure = await authorise(badDeps, {
      orderId: order.id,
      payerId: order.payerId,
      paymentMethod: 'pm_card_visa',
    }).then(
      () => null,
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(ProviderUnavailableError);
    expect(String((failure as Error).message) + String((failure as Error).stack)).not.toContain(wrongKey);

    // a service configured with that key: the webhook's reconciliation fails and is logged, without the key
    const badLogs = capturedLogger('bookings-payments-bad-key');
    const badApp = await subgraph.buildApp({
      db: createKnex(database.url, { poolMax: 2 }),
      identitySecret: 'bookings-payments-stripe-test-secret-0123',
      logger: badLogs.logger,
      env: {
        ...process.env,
        STRIPE_SECRET_KEY: wrongKey,
        STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
        STRIPE_API_URL: apiUrl,
      },
    });
    try {
      const paid = await newOrder(deps);
      await authorise(deps, { orderId: paid.id, payerId: paid.payerId, paymentMethod: 'pm_card_visa' });
      const intentId = (await findOrder(db, paid.id))!.providerIntentId!;
      const delivery = stripe.signed(stripe.eventsOf(intentId).at(-1)!);
      const answer = await badApp.inject({
        method: 'POST',
        url: STRIPE_WEBHOOK_PATH,
        headers: { 'content-type': 'application/json', 'stripe-signature': delivery.header },
        payload: delivery.payload,
      });
      expect(answer.statusCode).toBe(503);
      expect(answer.body).not.toContain(wrongKey);
      expect(badLogs.lines.join('')).toContain('could not be reconciled');
    } finally {
      await badApp.close();
    }
    for (const secret of [wrongKey, stripe.secretKey, stripe.webhookSecret]) {
      expect(badLogs.lines.join('')).not.toContain(secret);
      expect(logs.lines.join('')).not.toContain(secret);
    }
  });
});
