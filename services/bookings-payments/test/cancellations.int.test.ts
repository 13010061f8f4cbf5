// Cancellations on a real database (issue 17 item 2, decision 0055): confirmed stays booked and paid through the
// service's own use cases (offline provider), then cancelled by the guest or the host with the policy's refund given
// back once through the payment contract, the nights freed at once, the amounts on ReservationStatusChanged; a stay
// that has begun asked to cancel and an admin's answer; a request withdrawn; strangers and the other side refused.
import { randomUUID } from 'node:crypto';
import type { Knex } from '@golightly/db';
import { AdminActionRecordedSchema, NightsReleasedSchema, ReservationStatusChangedSchema } from '@golightly/proto';
import type { Identity } from '@golightly/service-kit';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cancelReservation,
  confirmCancellation,
  previewCancellation,
  refuseCancellation,
  settleCancellationRefund,
  withdrawReservation,
} from '../src/app/cancellations';
import { instantBook } from '../src/app/instant-book';
import type { ReservationCaller, ReservationDeps } from '../src/app/reservation-deps';
import { requestToBook } from '../src/app/request-to-book';
import { findCancellation } from '../src/db/cancellations';
import { findReservationDetails, type ReservationDetails } from '../src/db/reservations';
import { CANCELLATION_TEXTS } from '../src/domain/cancellation';
import {
  callerOf,
  graphqlAs,
  liveListing,
  memberIdentity,
  outboxEvents,
  paidOffline,
  startTestService,
  stayDates,
  stayOrderOf,
  statusChanges,
  storedQuote,
  type TestService,
} from './support/booking';

const DAY = 86_400_000;
const MANAGE_RESERVATIONS = 16;

const adminCaller = (privilegeIds: number[]): ReservationCaller => ({
  identity: {
    userId: randomUUID(),
    sessionId: randomUUID(),
    admin: { adminId: randomUUID(), isSuperAdmin: false, privilegeIds },
  },
  clientIp: '203.0.113.10',
});

describe('cancellations', () => {
  let service: TestService;
  let db: Knex;
  let app: FastifyInstance;
  let deps: ReservationDeps;

  beforeAll(async () => {
    service = await startTestService('bookings_cancellations');
    ({ db, app, deps } = service);
  }, 60_000);
  afterAll(async () => {
    await service?.stop();
  });

  const at = (now: number): ReservationDeps => ({ ...deps, now: () => now });
  const orderOf = (id: number) => stayOrderOf(db, id);
  const stateOf = async (id: number) => (await findReservationDetails(db, id))!.reservationState;

  /** A listing with `policy` and a 15:00 check-in, as ListingTermsChanged would have left it. */
  async function listing(policy: string, timeZone = 'America/Los_Angeles') {
    const { listId, hostId } = await liveListing(db, { instantBook: true, timeZone });
    await db('listing_terms')
      .where({ list_id: listId })
      .update({
        terms: db.raw(`terms || jsonb_build_object('cancellationPolicy', ?::text, 'checkInStart', '15:00')`, [policy]),
      });
    return { listId, hostId, host: callerOf(memberIdentity(hostId)) };
  }

  /** A confirmed, paid stay at a new listing with `policy`. */
  async function confirmedStay(policy = 'flexible', dates = stayDates()) {
    const home = await listing(policy);
    const guest = memberIdentity();
    const quote = await storedQuote(db, guest, home.listId, dates);
    const booked = await instantBook(deps, callerOf(guest), quote.id);
    if (booked.status !== 'success') throw new Error(JSON.stringify(booked));
    const stay = (await paidOffline(deps, booked.reservation.id))!;
    expect(stay.reservationState).toBe('confirmed');
    return { ...home, guest, guestCaller: callerOf(guest), stay, dates };
  }

  /** The stay's arrival instant (15:00 at the home, Los Angeles in summer or winter). */
  const arrivalOf = (stay: ReservationDetails) => {
    const noonUtc = Date.parse(`${stay.checkIn}T15:00:00Z`);
    return noonUtc + (stay.checkIn.slice(5, 7) >= '04' && stay.checkIn.slice(5, 7) <= '10' ? 7 : 8) * 3_600_000;
  };

  it('the guest cancels well ahead (flexible): all given back once, nights freed, amounts on the event', async () => {
    const { stay, guestCaller, listId, dates } = await confirmedStay('flexible');
    // the policy and check-in time of the listing when booked are kept with the stay (migration 0012)
    expect(await findCancellation(db, stay.id)).toMatchObject({ policy: 'flexible', checkInTime: '15:00' });
    const preview = await previewCancellation(deps, guestCaller, stay.id, 'guest');
    if (preview.status !== 'success') throw new Error(JSON.stringify(preview));
    expect(preview.plan.kind).toBe('cancel');
    expect(preview.plan.outcome.refund.totalMinor).toBe(stay.totalMinor);
    expect(preview.plan.outcome.hostPayoutMinor).toBe(0);

    const done = await cancelReservation(deps, guestCaller, stay.id, 'guest', {
      message: 'My plans changed.',
      expectedRefundMinor: preview.plan.outcome.refund.totalMinor,
      expectedPayoutMinor: 0,
    });
    expect(done).toMatchObject({
      status: 'success',
      kind: 'cancel',
      reservation: { reservationState: 'cancelledByGuest' },
    });
    const order = await orderOf(stay.id);
    expect(order).toMatchObject({ status: 'refunded', refundedMinor: stay.totalMinor });

    // retried: the stay is no longer confirmed, and settling again gives nothing more back
    const again = await cancelReservation(deps, guestCaller, stay.id, 'guest');
    expect(again).toMatchObject({ status: 'conflict', errorMessage: CANCELLATION_TEXTS.notCancellable });
    await settleCancellationRefund(deps, stay.id);
    expect((await orderOf(stay.id)).refundedMinor).toBe(stay.totalMinor);

    const changed = (
      await outboxEvents(db, ReservationStatusChangedSchema, (e) => e.reservationId === String(stay.id))
    ).at(-1)!;
    expect(changed).toMatchObject({
      toStatus: 'cancelledByGuest',
      tellAdmin: true,
      reason: 'My plans changed.',
      guestRefundMinor: BigInt(stay.totalMinor),
      hostPayoutMinor: 0n,
      cancellationPolicy: 'flexible',
    });
    expect(await outboxEvents(db, NightsReleasedSchema, (e) => e.reservationId === String(stay.id))).toHaveLength(1);
    // the nights are bookable again at once
    const next = memberIdentity();
    const quote = await storedQuote(db, next, listId, dates);
    expect((await instantBook(deps, callerOf(next), quote.id)).status).toBe('success');
  });

  it('two cancellations at once (guest and host): one applies, the refund is given once', async () => {
    const { stay, guestCaller, host } = await confirmedStay('moderate');
    const answers = await Promise.all([
      cancelReservation(deps, guestCaller, stay.id, 'guest'),
      cancelReservation(deps, host, stay.id, 'host'),
      cancelReservation(deps, guestCaller, stay.id, 'guest'),
    ]);
    expect(answers.filter((a) => a.status === 'success')).toHaveLength(1);
    const order = await orderOf(stay.id);
    expect(order.refundedMinor).toBe(stay.totalMinor);
    const calls = await db('offline_payment_calls').where('idempotency_key', 'like', `reservation-${stay.id}:%`);
    expect(calls).toHaveLength(1);
    expect(await statusChanges(db, stay.id)).toHaveLength(3);
  });

  it('refuses strangers and the other side as if the stay did not exist', async () => {
    const { stay, guestCaller, host } = await confirmedStay();
    const stranger = callerOf(memberIdentity());
    for (const [caller, side] of [
      [stranger, 'guest'],
      [stranger, 'host'],
      [host, 'guest'],
      [guestCaller, 'host'],
      [adminCaller([1]), 'guest'],
      [{ identity: null, clientIp: '203.0.113.1' }, 'guest'],
    ] as const) {
      expect(await cancelReservation(deps, caller, stay.id, side)).toMatchObject({ status: 'notFound' });
      expect(await previewCancellation(deps, caller, stay.id, side)).toMatchObject({ status: 'notFound' });
    }
    expect(await stateOf(stay.id)).toBe('confirmed');
    expect((await orderOf(stay.id)).refundedMinor).toBe(0);
  });

  it('strict, after its week: only the cleaning and its tax come back; a stale preview is checked again', async () => {
    const { stay, guestCaller } = await confirmedStay('strict');
    const late = at(arrivalOf(stay) - 3 * DAY);
    const preview = await previewCancellation(late, guestCaller, stay.id, 'guest');
    if (preview.status !== 'success') throw new Error(JSON.stringify(preview));
    const { outcome } = preview.plan;
    expect(outcome.reason).toBe('afterDeadline');
    expect(outcome.refund.stayMinor).toBe(0);
    expect(outcome.refund.cleaningMinor).toBe(3_000);
    expect(outcome.hostPayoutMinor).toBeGreaterThan(0);

    // she looked a week earlier, when half the stay came back: the confirmation says the amounts changed
    const earlier = await previewCancellation(at(arrivalOf(stay) - 10 * DAY), guestCaller, stay.id, 'guest');
    if (earlier.status !== 'success') throw new Error(JSON.stringify(earlier));
    const stale = await cancelReservation(late, guestCaller, stay.id, 'guest', {
      expectedRefundMinor: earlier.plan.outcome.refund.totalMinor,
    });
    expect(stale).toMatchObject({ status: 'conflict', errorMessage: CANCELLATION_TEXTS.stale });
    expect(await stateOf(stay.id)).toBe('confirmed');

    const done = await cancelReservation(late, guestCaller, stay.id, 'guest', {
      expectedRefundMinor: outcome.refund.totalMinor,
      expectedPayoutMinor: outcome.hostPayoutMinor,
    });
    expect(done.status).toBe('success');
    expect((await orderOf(stay.id)).refundedMinor).toBe(outcome.refund.totalMinor);
  });

  it('the host cancels: the guest gets everything back and the host is paid nothing', async () => {
    const { stay, host } = await confirmedStay('superStrict30');
    const done = await cancelReservation(at(arrivalOf(stay) - 2 * DAY), host, stay.id, 'host');
    expect(done).toMatchObject({ status: 'success', reservation: { reservationState: 'cancelledByHost' } });
    if (done.status !== 'success') return;
    expect(done.outcome).toMatchObject({ reason: 'hostCancelled', hostPayoutMinor: 0 });
    expect((await orderOf(stay.id)).status).toBe('refunded');
  });

  it('once the stay has begun it is asked for; only an admin with Manage Reservations confirms, in the admin log', async () => {
    const { stay, guestCaller } = await confirmedStay('flexible');
    const begun = at(arrivalOf(stay) + 2 * 3_600_000);
    const asked = await cancelReservation(begun, guestCaller, stay.id, 'guest', { message: 'A leak in the bathroom.' });
    expect(asked).toMatchObject({
      status: 'success',
      kind: 'request',
      reservation: { reservationState: 'cancellationRequested' },
    });
    expect((await orderOf(stay.id)).refundedMinor).toBe(0);

    expect(await confirmCancellation(begun, guestCaller, stay.id)).toMatchObject({ status: 'forbidden' });
    expect(await confirmCancellation(begun, adminCaller([1]), stay.id)).toMatchObject({ status: 'notFound' });
    const admin = adminCaller([MANAGE_RESERVATIONS]);
    const confirmed = await confirmCancellation(begun, admin, stay.id);
    expect(confirmed).toMatchObject({ status: 'success', reservation: { reservationState: 'cancelledByGuest' } });
    expect(await confirmCancellation(begun, admin, stay.id)).toMatchObject({
      status: 'conflict',
      errorMessage: CANCELLATION_TEXTS.notRequested,
    });
    const logged = await outboxEvents(db, AdminActionRecordedSchema, (e) => e.recordId === String(stay.id));
    expect(logged.map((e) => e.action)).toEqual(['reservation.cancelledbyguest']);
    expect(await statusChanges(db, stay.id)).toEqual([
      '∅→intantBooking',
      'intantBooking→confirmed',
      'confirmed→cancellationRequested',
      'cancellationRequested→cancelledByGuest',
    ]);
  });

  it('an admin may refuse a requested cancellation: the stay stands confirmed', async () => {
    const { stay, host } = await confirmedStay('moderate');
    const begun = at(arrivalOf(stay) + 3_600_000);
    expect((await cancelReservation(begun, host, stay.id, 'host')).status).toBe('success');
    const refusedOne = await refuseCancellation(
      begun,
      adminCaller([MANAGE_RESERVATIONS]),
      stay.id,
      'The guest is there.',
    );
    expect(refusedOne).toMatchObject({ status: 'success', reservation: { reservationState: 'confirmed' } });
    expect((await orderOf(stay.id)).refundedMinor).toBe(0);
  });

  it('the guest withdraws a request to book: the nights and her card are freed', async () => {
    const home = await listing('flexible');
    await db('listing_terms').where({ list_id: home.listId }).update({ instant_book: false });
    const guest = memberIdentity();
    const quote = await storedQuote(db, guest, home.listId);
    const asked = await requestToBook(deps, callerOf(guest), quote.id);
    if (asked.status !== 'success') throw new Error(JSON.stringify(asked));
    await paidOffline(deps, asked.reservation.id);
    expect(await stateOf(asked.reservation.id)).toBe('requestToBook');
    expect(await withdrawReservation(deps, home.host, asked.reservation.id)).toMatchObject({ status: 'conflict' });
    const withdrawn = await withdrawReservation(deps, callerOf(guest), asked.reservation.id);
    expect(withdrawn).toMatchObject({ status: 'success', reservation: { reservationState: 'cancelled' } });
    expect((await orderOf(asked.reservation.id)).status).toBe('cancelled');
    expect(await withdrawReservation(deps, callerOf(guest), asked.reservation.id)).toMatchObject({
      status: 'conflict',
      errorMessage: CANCELLATION_TEXTS.notWithdrawable,
    });
  });

  describe('over GraphQL', () => {
    const PREVIEW = `query P($id: Int!, $type: CancelSide!) { cancellationPreview(reservationId: $id, type: $type) {
      status errorMessage terms { policy kind refund hostPayout refundDeadline startDayPassed currency } } }`;
    const CANCEL = `mutation C($id: Int!, $type: CancelSide!, $refund: Float, $payout: Float) {
      cancelReservation(reservationId: $id, type: $type, expectedRefund: $refund, expectedPayout: $payout) {
        status errorMessage reservation { status statusLabel cancellation { refund hostPayout } } } }`;
    type Preview = { cancellationPreview: { status: number; terms: { refund: number; hostPayout: number } | null } };
    type Cancel = {
      cancelReservation: { status: number; errorMessage: string | null; reservation: { statusLabel: string } | null };
    };

    it('shows the terms to the guest only, and cancels with the amounts she was shown', async () => {
      const { stay, guest, hostId } = await confirmedStay('flexible');
      const strangerView = await graphqlAs<Preview>(app, memberIdentity(), PREVIEW, { id: stay.id, type: 'guest' });
      expect(strangerView.cancellationPreview).toMatchObject({ status: 404, terms: null });
      const hostView = await graphqlAs<Preview>(app, memberIdentity(hostId), PREVIEW, { id: stay.id, type: 'guest' });
      expect(hostView.cancellationPreview.status).toBe(404);
      const view = await graphqlAs<Preview>(app, guest as Identity, PREVIEW, { id: stay.id, type: 'guest' });
      expect(view.cancellationPreview).toMatchObject({
        status: 200,
        terms: { refund: stay.totalMinor / 100, hostPayout: 0 },
      });
      const cancelled = await graphqlAs<Cancel>(app, guest as Identity, CANCEL, {
        id: stay.id,
        type: 'guest',
        refund: view.cancellationPreview.terms!.refund,
        payout: 0,
      });
      expect(cancelled.cancelReservation).toMatchObject({
        status: 200,
        reservation: {
          statusLabel: 'Cancelled by guest',
          cancellation: { refund: stay.totalMinor / 100, hostPayout: 0 },
        },
      });
    });
  });
});
