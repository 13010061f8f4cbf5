// The offline provider of the embedded default (decision 0049) on a real database: no network and no money moved,
// the same paths as Stripe driven by Stripe's test card numbers, every receipt saying so; and the generic payment
// contract, PaymentRequested creating one order however often it arrives.
import { randomUUID } from 'node:crypto';
import { create } from '@bufbuild/protobuf';
import { timestampFromDate } from '@bufbuild/protobuf/wkt';
import { createKnex, type Knex } from '@golightly/db';
import { createTestDatabase, type TestDatabase } from '@golightly/db/testing';
import { PaymentRequestedSchema } from '@golightly/proto';
import { createLogger } from '@golightly/service-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subgraph } from '../src/app';
import { loadPaymentConfig } from '../src/app/payment-config';
import {
  authorise,
  cancel,
  capture,
  createOrder,
  refreshOrder,
  refund,
  type PaymentDeps,
} from '../src/app/payment-orders';
import { OfflinePaymentProvider } from '../src/app/payment-provider-offline';
import { findOrder, findOrderByReference } from '../src/db/payment-orders';
import { receiptNotice } from '../src/domain/payment-order';
import { OFFLINE_RECEIPT_NOTICE, PAYMENT_TEXTS } from '../src/domain/payment-texts';
import { paymentRequested } from '../src/events/payment-requested.handler';
import { HOUR_MS, newOrder, paymentEventTypes } from './support/payments';

describe('payments through the offline provider', () => {
  let database: TestDatabase;
  let db: Knex;
  let provider: OfflinePaymentProvider;
  let deps: PaymentDeps;

  beforeAll(async () => {
    database = await createTestDatabase('bookings_payments_offline', subgraph.migrations);
    db = database.db;
    provider = new OfflinePaymentProvider(db);
    deps = { db, provider };
  }, 60_000);
  afterAll(async () => {
    await database?.drop();
  });

  const pay = (order: { id: string; payerId: string }, card: string) =>
    authorise(deps, { orderId: order.id, payerId: order.payerId, paymentMethod: card });

  it('is the provider without STRIPE_SECRET_KEY, and every receipt it gives says no money moved', async () => {
    expect(loadPaymentConfig({}).provider).toBe('offline');
    const order = await newOrder(deps);
    expect(order.provider).toBe('offline');
    expect(receiptNotice(order)).toBe(OFFLINE_RECEIPT_NOTICE);
    expect(receiptNotice({ ...order, provider: 'stripe' })).toBeNull();
  });

  it('authorises with 4242 4242 4242 4242 and captures', async () => {
    const order = await newOrder(deps);
    expect((await pay(order, '4242 4242 4242 4242')).kind).toBe('authorised');
    expect((await capture(deps, order.id)).kind).toBe('captured');
    expect(await findOrder(db, order.id)).toMatchObject({ status: 'captured', capturedMinor: 61_500 });
    expect(await paymentEventTypes(db, order.id)).toEqual(['PaymentAuthorised', 'PaymentCaptured']);
  });

  it('cancels an authorisation', async () => {
    const order = await newOrder(deps);
    await pay(order, '4242424242424242');
    expect((await cancel(deps, order.id)).kind).toBe('cancelled');
    expect((await provider.retrieve((await findOrder(db, order.id))!.providerIntentId!)).status).toBe('canceled');
    expect(await paymentEventTypes(db, order.id)).toEqual(['PaymentAuthorised', 'PaymentCancelled']);
  });

  it('declines 4000 0000 0000 0002 and refuses a number that is not a card, leaving the order payable', async () => {
    const order = await newOrder(deps);
    expect(await pay(order, '4000 0000 0000 0002')).toMatchObject({
      kind: 'refused',
      code: 'card_declined',
      message: PAYMENT_TEXTS.cardDeclined,
    });
    expect(await pay(order, '1234 5678 9012 3456')).toMatchObject({
      kind: 'refused',
      message: PAYMENT_TEXTS.incorrectNumber,
    });
    expect(await findOrder(db, order.id)).toMatchObject({ status: 'requires_payment', attempt: 2 });
    expect((await pay(order, '4242424242424242')).kind).toBe('authorised');
  });

  it('fails a capture of 4000 0000 0000 9995 for insufficient funds and releases the hold', async () => {
    const order = await newOrder(deps);
    expect((await pay(order, '4000 0000 0000 9995')).kind).toBe('authorised');
    expect(await capture(deps, order.id)).toMatchObject({ kind: 'refused', code: 'insufficient_funds' });
    const stored = (await findOrder(db, order.id))!;
    expect(stored).toMatchObject({ status: 'failed', failureReason: 'insufficient_funds' });
    expect((await provider.retrieve(stored.providerIntentId!)).status).toBe('canceled');
    expect(await paymentEventTypes(db, order.id)).toEqual(['PaymentAuthorised', 'PaymentFailed']);
  });

  it('asks for 3-D Secure with 4000 0027 6000 3184; once she answers, the order is authorised', async () => {
    const order = await newOrder(deps);
    const asked = await pay(order, '4000 0027 6000 3184');
    expect(asked.kind).toBe('requiresAction');
    expect(await pay(order, '4000 0027 6000 3184')).toEqual(asked);
    const intentId = (await findOrder(db, order.id))!.providerIntentId!;
    await provider.completeAction(intentId);
    expect((await refreshOrder(deps, order.id, order.payerId)).kind).toBe('authorised');
    expect(await paymentEventTypes(db, order.id)).toEqual(['PaymentAuthorised']);
  });

  it('a failed 3-D Secure leaves the order payable with another card', async () => {
    const order = await newOrder(deps);
    await pay(order, '4000002760003184');
    await provider.completeAction((await findOrder(db, order.id))!.providerIntentId!, false);
    expect(await refreshOrder(deps, order.id, order.payerId)).toMatchObject({
      kind: 'refused',
      message: PAYMENT_TEXTS.authenticationFailed,
    });
    expect((await pay(order, '4242424242424242')).kind).toBe('authorised');
  });

  it('refunds, and a repeated provider call with the same key is done once', async () => {
    const order = await newOrder(deps);
    await pay(order, '4242424242424242');
    await capture(deps, order.id);
    const intentId = (await findOrder(db, order.id))!.providerIntentId!;
    const [first, again] = await Promise.all([
      provider.refund(intentId, 1_500, 'same-refund-key'),
      provider.refund(intentId, 1_500, 'same-refund-key'),
    ]);
    expect(first).toEqual(again);
    expect((await provider.retrieve(intentId)).refundedMinor).toBe(1_500);
    // the order learns of a refund made at the provider when it next reads the intent
    await refreshOrder(deps, order.id, order.payerId);
    expect(await findOrder(db, order.id)).toMatchObject({ status: 'captured', refundedMinor: 1_500 });
    expect((await refund(deps, order.id)).kind).toBe('refunded');
    expect(await findOrder(db, order.id)).toMatchObject({ status: 'refunded', refundedMinor: 61_500 });
  });

  it('pays many orders at once on a small pool: the provider writes in the order’s own transaction', async () => {
    const small = createKnex(database.url, { poolMax: 2 });
    try {
      const smallDeps: PaymentDeps = { db: small, provider: new OfflinePaymentProvider(small) };
      const orders = await Promise.all(Array.from({ length: 6 }, () => newOrder(smallDeps)));
      const outcomes = await Promise.all(
        orders.map((order) =>
          authorise(smallDeps, { orderId: order.id, payerId: order.payerId, paymentMethod: '4242424242424242' }),
        ),
      );
      expect(outcomes.map((outcome) => outcome.kind)).toEqual(orders.map(() => 'authorised'));
    } finally {
      await small.destroy();
    }
  });

  it('PaymentRequested (the generic contract) creates one order however often it arrives; a malformed one none', async () => {
    const handler = paymentRequested({ provider }, createLogger('payments-offline-test', 'silent'));
    const reference = `gosolo-booking-${randomUUID()}`;
    const message = create(PaymentRequestedSchema, {
      payerUserId: randomUUID(),
      amountMinor: 129_900n,
      currency: 'USD',
      purpose: 'gosolo',
      reference,
      deadline: timestampFromDate(new Date(Date.now() + 24 * HOUR_MS)),
      requestedBy: 'gosolo',
    });
    const received = {
      id: randomUUID(),
      type: PaymentRequestedSchema.typeName,
      aggregateId: reference,
      producer: 'gosolo',
      occurredAt: new Date(),
      schemaVersion: 1,
      message,
      topic: 'bookings.payment-request.v1',
      partition: 0,
      offset: '0',
    };
    await db.transaction((trx) => handler.handle(received, trx));
    await db.transaction((trx) => handler.handle(received, trx));
    const order = await findOrderByReference(db, 'gosolo', reference);
    expect(order).toMatchObject({
      amountMinor: 129_900,
      currency: 'USD',
      purpose: 'gosolo',
      status: 'requires_payment',
    });
    expect(Number((await db('payment_orders').where({ reference }).count({ n: '*' }))[0]!.n)).toBe(1);

    const malformed = create(PaymentRequestedSchema, { ...message, reference: `${reference}-bad`, amountMinor: 0n });
    await db.transaction((trx) => handler.handle({ ...received, message: malformed }, trx));
    expect(await findOrderByReference(db, 'gosolo', `${reference}-bad`)).toBeNull();
  });

  it('createOrder refuses what is not a payable order, and returns the first order for a repeated reference', async () => {
    const payerId = randomUUID();
    const base = {
      payerId,
      amountMinor: 100,
      currency: 'EUR',
      purpose: 'stay',
      requestedBy: 'bookings-payments',
      reference: `r-${randomUUID()}`,
      deadline: new Date(Date.now() + HOUR_MS),
    };
    expect((await createOrder(deps, { ...base, amountMinor: 1.5 })).kind).toBe('invalid');
    expect((await createOrder(deps, { ...base, currency: 'eur' })).kind).toBe('invalid');
    expect((await createOrder(deps, { ...base, purpose: 'tip' })).kind).toBe('invalid');
    expect((await createOrder(deps, { ...base, deadline: new Date(Date.now() - 1) })).kind).toBe('invalid');
    const first = await createOrder(deps, base);
    const second = await createOrder(deps, { ...base, amountMinor: 999 });
    expect(first.kind).toBe('created');
    expect(second).toMatchObject({ kind: 'existing', order: { amountMinor: 100 } });
  });
});
