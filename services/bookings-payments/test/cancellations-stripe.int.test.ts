// A cancellation's refund through the real stripe SDK against the local Stripe-speaking server (decision 0055): a
// confirmed stay cancelled by its guest after a Strict policy's week gives back only the cleaning and its tax, once,
// however often the refund is settled again; the host cancelling another gives it all back.
import type { Knex } from '@golightly/db';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptReservation } from '../src/app/accept-reservation';
import { cancelReservation, settleCancellationRefund } from '../src/app/cancellations';
import type { ReservationDeps } from '../src/app/reservation-deps';
import { requestToBook } from '../src/app/request-to-book';
import type { LocalStripe } from '../src/testing/local-stripe';
import {
  callerOf,
  liveListing,
  memberIdentity,
  payThroughSubgraph,
  startTestService,
  stayOrderOf,
  storedQuote,
  type TestService,
} from './support/booking';

const DAY = 86_400_000;

describe('cancellation refunds (Stripe SDK, local Stripe server)', () => {
  let service: TestService;
  let db: Knex;
  let stripe: LocalStripe;
  let app: FastifyInstance;
  let deps: ReservationDeps;

  beforeAll(async () => {
    service = await startTestService('bookings_cancellations_stripe', { stripe: {} });
    ({ db, app, deps } = service);
    stripe = service.stripe!;
  }, 60_000);
  afterAll(async () => {
    await service?.stop();
  });

  const orderOf = (id: number) => stayOrderOf(db, id);
  const intentOf = async (id: number) => stripe.intents.get((await orderOf(id)).providerIntentId!)!;

  /** A stay requested, paid by card and accepted: confirmed, its PaymentIntent captured. */
  async function confirmedStay(policy: string) {
    const { listId, hostId } = await liveListing(db, { timeZone: 'Asia/Tokyo' });
    await db('listing_terms')
      .where({ list_id: listId })
      .update({ terms: db.raw(`terms || jsonb_build_object('cancellationPolicy', ?::text)`, [policy]) });
    const guest = memberIdentity();
    const quote = await storedQuote(db, guest, listId);
    const asked = await requestToBook(deps, callerOf(guest), quote.id);
    if (asked.status !== 'success') throw new Error(JSON.stringify(asked));
    const paid = await payThroughSubgraph(app, db, guest, asked.reservation.id, 'pm_card_visa');
    expect(paid.success).toBe(true);
    const host = callerOf(memberIdentity(hostId));
    const accepted = await acceptReservation(deps, host, asked.reservation.id);
    if (accepted.status !== 'success') throw new Error(JSON.stringify(accepted));
    expect(accepted.reservation.reservationState).toBe('confirmed');
    return { stay: accepted.reservation, guest: callerOf(guest), host };
  }

  it('refunds part of the captured intent once, under the Strict policy after its week', async () => {
    const { stay, guest } = await confirmedStay('strict');
    // Tokyo, flexible check-in (the start of the day): 3 days before is after Strict's week
    const late = { ...deps, now: () => Date.parse(`${stay.checkIn}T00:00:00+09:00`) - 3 * DAY };
    const done = await cancelReservation(late, guest, stay.id, 'guest');
    if (done.status !== 'success') throw new Error(JSON.stringify(done));
    const refund = done.outcome.refund.totalMinor;
    expect(refund).toBeGreaterThan(0);
    expect(refund).toBeLessThan(stay.totalMinor);
    expect(await intentOf(stay.id)).toMatchObject({ amountRefunded: refund });
    await settleCancellationRefund(late, stay.id);
    await settleCancellationRefund(late, stay.id);
    expect(await intentOf(stay.id)).toMatchObject({ amountRefunded: refund });
    expect(await orderOf(stay.id)).toMatchObject({ status: 'captured', refundedMinor: refund });
  });

  it('gives everything back when the host cancels', async () => {
    const { stay, host } = await confirmedStay('superStrict30');
    const done = await cancelReservation(deps, host, stay.id, 'host');
    expect(done.status).toBe('success');
    expect(await intentOf(stay.id)).toMatchObject({ amountRefunded: stay.totalMinor });
    expect((await orderOf(stay.id)).status).toBe('refunded');
  });
});
