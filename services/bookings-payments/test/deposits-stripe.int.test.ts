// Security deposits through the real stripe SDK against the local Stripe-speaking server (decision 0056): the deposit
// is its own PaymentIntent on the card that pays the stay, held with manual capture and captured once the stay is
// confirmed; an approved claim refunds the rest exactly once, even when the first attempt's transaction was lost
// after Stripe had refunded (the retry repeats the same idempotency keys, and Stripe answers it without a second
// refund).
import { randomUUID } from 'node:crypto';
import type { Knex } from '@golightly/db';
import type { AdminActor } from '@golightly/service-kit';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { completeStayNow } from '../src/app/complete-stay-now';
import { claimSecurityDeposit, decideDepositClaim } from '../src/app/deposit-claims';
import { depositReferenceOf } from '../src/app/deposit-hold';
import { settleDepositMoney } from '../src/app/deposit-money';
import { releaseUnclaimedDeposits } from '../src/app/deposit-release';
import { instantBook } from '../src/app/instant-book';
import type { ReservationDeps } from '../src/app/reservation-deps';
import { RESERVATION_REQUESTER } from '../src/app/reservation-payments';
import { findOrderByReference } from '../src/db/payment-orders';
import { findDeposit } from '../src/db/security-deposits';
import { settlementOf } from '../src/domain/security-deposit';
import type { LocalStripe } from '../src/testing/local-stripe';
import {
  callerOf,
  liveListing,
  memberIdentity,
  payThroughSubgraph,
  startTestService,
  stayDates,
  storedQuote,
  type TestService,
} from './support/booking';

const DEPOSIT_MINOR = 25_000;

describe('security deposits (Stripe SDK, local Stripe server)', () => {
  let service: TestService;
  let db: Knex;
  let stripe: LocalStripe;
  let app: FastifyInstance;
  let deps: ReservationDeps;

  const depositIntent = async (reservationId: number) => {
    const order = (await findOrderByReference(db, RESERVATION_REQUESTER, depositReferenceOf(reservationId)))!;
    return stripe.intents.get(order.providerIntentId!)!;
  };

  beforeAll(async () => {
    service = await startTestService('bookings_deposits_stripe', { stripe: {} });
    ({ db, app, deps } = service);
    stripe = service.stripe!;
  }, 60_000);
  afterAll(async () => {
    await service?.stop();
  });

  it('holds, captures and refunds the deposit as its own PaymentIntent, once even after a lost transaction', async () => {
    const { listId, hostId } = await liveListing(db, {
      instantBook: true,
      timeZone: 'America/New_York',
      title: 'Brownstone in Brooklyn',
      city: 'New York',
      state: 'NY',
      country: 'US',
      terms: { currency: 'USD', basePriceMinor: 10_000, cleaningPriceMinor: 0, securityDepositMinor: DEPOSIT_MINOR },
    });
    const guest = memberIdentity();
    const quote = await storedQuote(db, guest, listId, stayDates());
    const booked = await instantBook(deps, callerOf(guest), quote.id);
    if (booked.status !== 'success') throw new Error(JSON.stringify(booked));
    const reservationId = booked.reservation.id;
    const paid = await payThroughSubgraph(app, db, guest, reservationId, 'pm_card_visa');
    expect(paid).toMatchObject({ success: true, order: { status: 'captured' } });

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
