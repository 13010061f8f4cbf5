// Security deposits through the real stripe SDK against the local Stripe-speaking server (decision 0056): the deposit
// is its own PaymentIntent on the card that pays the stay, held with manual capture and captured once the stay is
// confirmed; an approved claim refunds the rest exactly once, even when the first attempt's transaction was lost
// after Stripe had refunded (the retry repeats the same idempotency keys, and Stripe answers it without a second
// refund).
import { randomUUID } from 'node:crypto';
import { createKnex, type Knex } from '@golightly/db';
import { createTestDatabase, type TestDatabase } from '@golightly/db/testing';
import { createLogger, type AdminActor } from '@golightly/service-kit';
import { stayTerms } from '@golightly/stay-rules/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subgraph } from '../src/app';
import { completeStayNow } from '../src/app/complete-stay-now';
import { claimSecurityDeposit, decideDepositClaim } from '../src/app/deposit-claims';
import { depositReferenceOf } from '../src/app/deposit-hold';
import { settleDepositMoney } from '../src/app/deposit-money';
import { releaseUnclaimedDeposits } from '../src/app/deposit-release';
import { instantBook } from '../src/app/instant-book';
import { StripePaymentProvider } from '../src/app/payment-provider-stripe';
import { reservationDeps, type ReservationDeps } from '../src/app/reservation-deps';
import { paymentReferenceOf, RESERVATION_REQUESTER } from '../src/app/reservation-payments';
import { saveListingTerms } from '../src/db/listing-terms';
import { findOrderByReference } from '../src/db/payment-orders';
import { findDeposit } from '../src/db/security-deposits';
import { settlementOf } from '../src/domain/security-deposit';
import { LocalStripe } from '../src/testing/local-stripe';
import {
  callerOf,
  graphqlAs,
  IDENTITY_SECRET,
  memberIdentity,
  PAY,
  stayDates,
  storedQuote,
  type PayAnswer,
} from './support/booking';

const DEPOSIT_MINOR = 25_000;
let nextListing = 80_000 + Math.floor(Math.random() * 10_000) * 10;

describe('security deposits (Stripe SDK, local Stripe server)', () => {
  let database: TestDatabase;
  let db: Knex;
  const stripe = new LocalStripe();
  let app: FastifyInstance;
  let deps: ReservationDeps;

  const depositIntent = async (reservationId: number) => {
    const order = (await findOrderByReference(db, RESERVATION_REQUESTER, depositReferenceOf(reservationId)))!;
    return stripe.intents.get(order.providerIntentId!)!;
  };

  beforeAll(async () => {
    database = await createTestDatabase('bookings_deposits_stripe', subgraph.migrations);
    db = database.db;
    const apiUrl = await stripe.start();
    deps = reservationDeps(db, new StripePaymentProvider({ secretKey: stripe.secretKey, apiUrl }));
    app = await subgraph.buildApp({
      db: createKnex(database.url, { poolMax: 4 }),
      identitySecret: IDENTITY_SECRET,
      logger: createLogger('bookings-deposits-stripe-test', 'silent'),
      env: {
        ...process.env,
        STRIPE_SECRET_KEY: stripe.secretKey,
        STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
        STRIPE_API_URL: apiUrl,
      },
    });
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await stripe.stop();
    await database?.drop();
  });

  it('holds, captures and refunds the deposit as its own PaymentIntent, once even after a lost transaction', async () => {
    const listId = nextListing++;
    const hostId = randomUUID();
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
            ...stayTerms({ timeZone: 'America/New_York', currency: 'USD', securityDepositMinor: DEPOSIT_MINOR }),
            instantBook: true,
            womensOnly: false,
            cancellationPolicy: 'flexible',
          },
        },
        { title: 'Brownstone in Brooklyn', city: 'New York', state: 'NY', country: 'US' },
      ),
    );
    const guest = memberIdentity();
    const quote = await storedQuote(db, guest, listId, stayDates());
    const booked = await instantBook(deps, callerOf(guest), quote.id);
    if (booked.status !== 'success') throw new Error(JSON.stringify(booked));
    const reservationId = booked.reservation.id;
    const stayOrder = (await findOrderByReference(db, RESERVATION_REQUESTER, paymentReferenceOf(reservationId)))!;
    const paid = await graphqlAs<{ payOrder: PayAnswer }>(app, guest, PAY, {
      id: stayOrder.id,
      paymentMethod: 'pm_card_visa',
    });
    expect(paid.payOrder).toMatchObject({ success: true, order: { status: 'captured' } });

    // its own intent, held (manual capture), then taken once the stay is confirmed
    expect(await depositIntent(reservationId)).toMatchObject({ amount: DEPOSIT_MINOR, status: 'requires_capture' });
    await releaseUnclaimedDeposits(deps);
    expect(await depositIntent(reservationId)).toMatchObject({ status: 'succeeded', amountCaptured: DEPOSIT_MINOR });

    const done = await completeStayNow(deps, reservationId);
    if (done.status !== 'completed') throw new Error(JSON.stringify(done));
    const claimed = await claimSecurityDeposit({ ...deps, now: () => Date.now() }, callerOf(memberIdentity(hostId)), {
      reservationId,
      claimedFee: '60',
      reason: 'A stained sofa',
    });
    expect(claimed.status).toBe('success');

    // the first attempt refunds at Stripe, then its transaction is lost
    const deposit = (await findDeposit(db, reservationId))!;
    const { refundMinor } = settlementOf(deposit, 'approved');
    await expect(
      db.transaction(async (trx) => {
        await settleDepositMoney(trx, deps, deposit, refundMinor);
        throw new Error('the process died before the settlement was recorded');
      }),
    ).rejects.toThrow('the process died');
    expect((await depositIntent(reservationId)).amountRefunded).toBe(DEPOSIT_MINOR - 6_000);
    expect((await findDeposit(db, reservationId))!.refundStatus).toBe('pending');

    const admin: AdminActor = {
      adminId: randomUUID(),
      privilegeId: 16,
      privilegeName: 'Manage Reservations',
      clientAddress: '203.0.113.10',
    };
    const decided = await decideDepositClaim(deps, admin, reservationId, 'approved');
    expect(decided).toMatchObject({
      status: 'success',
      deposit: { refundStatus: 'completed', refundedMinor: DEPOSIT_MINOR - 6_000, hostPayoutMinor: 6_000 },
    });
    // the retry repeated the refund's idempotency key: Stripe refunded once
    expect((await depositIntent(reservationId)).amountRefunded).toBe(DEPOSIT_MINOR - 6_000);
    const refundCalls = stripe.requests.filter((request) => request.path === '/v1/refunds');
    expect(new Set(refundCalls.map((request) => request.idempotencyKey)).size).toBe(1);
  });
});
