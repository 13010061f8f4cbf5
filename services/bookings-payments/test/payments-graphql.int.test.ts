// The payment screen's calls (decision 0049) through the subgraph with the offline provider: only the payer sees or
// pays her order, a retried or doubled payOrder pays once, 3-D Secure answers with a client secret and is confirmed,
// and every answer of an offline order carries the notice that no money moved.
import { randomUUID } from 'node:crypto';
import type { Knex } from '@golightly/db';
import type { Identity } from '@golightly/service-kit';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PaymentDeps } from '../src/app/payment-orders';
import { OfflinePaymentProvider } from '../src/app/payment-provider-offline';
import { findOrder } from '../src/db/payment-orders';
import { OFFLINE_RECEIPT_NOTICE, PAYMENT_TEXTS } from '../src/domain/payment-texts';
import { answerAs, startTestService, type TestService } from './support/booking';
import { newOrder, paymentEventTypes } from './support/payments';

const member = (userId: string): Identity => ({ userId, sessionId: randomUUID() });

describe('payment screen calls (GraphQL, offline provider)', () => {
  let service: TestService;
  let db: Knex;
  let app: FastifyInstance;
  let deps: PaymentDeps;

  const graphql = async (identity: Identity | null, query: string, variables: Record<string, unknown> = {}) =>
    // the answers' shapes are the SDL's; a test reads them loosely
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    (await answerAs<Record<string, any>>(app, identity, query, variables)).body;
  const PAY = `mutation($id: ID!, $card: String!) { payOrder(id: $id, paymentMethod: $card) {
    success requiresAction clientSecret message order { id status receiptNotice message } } }`;

  beforeAll(async () => {
    service = await startTestService('bookings_payments_graphql');
    ({ db, app } = service);
    deps = { db, provider: new OfflinePaymentProvider(db) };
  }, 60_000);
  afterAll(async () => {
    await service?.stop();
  });

  it('her order, paid with a test card, says on every answer that no money moved', async () => {
    const order = await newOrder(deps);
    const read = await graphql(
      member(order.payerId),
      `
        query ($id: ID!) {
          paymentOrder(id: $id) {
            status
            amountMinor
            currency
            provider
            receiptNotice
          }
        }
      `,
      { id: order.id },
    );
    expect(read.data!.paymentOrder).toEqual({
      status: 'requires_payment',
      amountMinor: 61_500,
      currency: 'EUR',
      provider: 'offline',
      receiptNotice: OFFLINE_RECEIPT_NOTICE,
    });
    const paid = await graphql(member(order.payerId), PAY, { id: order.id, card: '4242 4242 4242 4242' });
    expect(paid.data!.payOrder).toMatchObject({
      success: true,
      requiresAction: false,
      order: { status: 'authorised', receiptNotice: OFFLINE_RECEIPT_NOTICE },
    });
  });

  it('another member, a visitor and an admin reach nothing, and nothing is paid', async () => {
    const order = await newOrder(deps);
    const stranger = member(randomUUID());
    expect(
      (
        await graphql(
          stranger,
          `
            query ($id: ID!) {
              paymentOrder(id: $id) {
                id
              }
            }
          `,
          { id: order.id },
        )
      ).data!.paymentOrder,
    ).toBeNull();
    expect((await graphql(stranger, PAY, { id: order.id, card: '4242424242424242' })).data!.payOrder).toMatchObject({
      success: false,
      message: PAYMENT_TEXTS.orderNotFound,
      order: null,
    });
    expect((await graphql(null, PAY, { id: order.id, card: '4242424242424242' })).errors![0]!.message).toBe(
      'You are not logged In. Please Login to continue!',
    );
    const admin: Identity = {
      ...member(order.payerId),
      admin: { adminId: randomUUID(), isSuperAdmin: true, privilegeIds: [] },
    };
    expect((await graphql(admin, PAY, { id: order.id, card: '4242424242424242' })).errors).toBeDefined();
    expect(
      (await graphql(member(order.payerId), PAY, { id: 'not-a-uuid', card: '4242424242424242' })).data!.payOrder
        .message,
    ).toBe(PAYMENT_TEXTS.orderNotFound);
    expect(await findOrder(db, order.id)).toMatchObject({ status: 'requires_payment', attempt: 0 });
  });

  it('two payOrder aliases in one request, and a retry, pay once', async () => {
    const order = await newOrder(deps);
    const doubled = await graphql(
      member(order.payerId),
      `
        mutation ($id: ID!) {
          a: payOrder(id: $id, paymentMethod: "4242424242424242") {
            success
          }
          b: payOrder(id: $id, paymentMethod: "4242424242424242") {
            success
          }
        }
      `,
      { id: order.id },
    );
    expect(doubled.data).toEqual({ a: { success: true }, b: { success: true } });
    await graphql(member(order.payerId), PAY, { id: order.id, card: '4242424242424242' });
    expect((await findOrder(db, order.id))!.attempt).toBe(1);
    expect(await paymentEventTypes(db, order.id)).toEqual(['PaymentAuthorised']);
  });

  it('a declined card answers with its message; 3-D Secure answers requiresAction with a client secret, then confirms', async () => {
    const order = await newOrder(deps);
    expect(
      (await graphql(member(order.payerId), PAY, { id: order.id, card: '4000000000000002' })).data!.payOrder,
    ).toMatchObject({
      success: false,
      message: PAYMENT_TEXTS.cardDeclined,
      order: { status: 'requires_payment', message: PAYMENT_TEXTS.cardDeclined },
    });
    const asked = (await graphql(member(order.payerId), PAY, { id: order.id, card: '4000 0027 6000 3184' })).data!
      .payOrder;
    expect(asked).toMatchObject({ success: false, requiresAction: true, order: { status: 'requires_action' } });
    expect(asked.clientSecret).toMatch(/_secret_/);
    const CONFIRM = `mutation($id: ID!) { confirmPaymentOrder(id: $id) { success order { status } } }`;
    expect((await graphql(member(randomUUID()), CONFIRM, { id: order.id })).data!.confirmPaymentOrder).toMatchObject({
      success: false,
      order: null,
    });
    expect((await findOrder(db, order.id))!.status).toBe('requires_action');
    expect((await graphql(member(order.payerId), CONFIRM, { id: order.id })).data!.confirmPaymentOrder).toEqual({
      success: true,
      order: { status: 'authorised' },
    });
  });
});
