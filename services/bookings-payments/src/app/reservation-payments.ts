// Where a reservation meets its payment order (decision 0048's amendment): the order is opened with the booking, and
// from then on the reservation follows the order. `settleReservationPayment` looks at both, takes the one provider
// step the pair calls for (capture, cancel, refund) with no reservation lock held, then moves the reservation under
// its lock only if it still stands where it was read. It is safe to run any number of times from anywhere (the
// synchronous pay answer, a payment event, the host's accept, the sweeper): the order's idempotency keys make a
// repeated provider call the same call, and a reservation already moved is not moved again.
import type { Knex } from '@golightly/db';
import { findOrderByReference } from '../db/payment-orders';
import { findReservationDetails, lockReservation, type ReservationDetails } from '../db/reservations';
import type { PaymentOrder } from '../domain/payment-order';
import { ProviderUnavailableError } from '../domain/payment-provider';
import type { ReservationAction, ReservationStatus } from '../domain/reservation-states';
import { cancel, capture, createOrder, refund } from './payment-orders';
import { nowOf, paymentDepsOf, type ReservationDeps } from './reservation-deps';
import { SYSTEM_ACTOR, transition } from './reservation-transition';

/** The service that asks for its own reservations' orders (the payment contract's requester name). */
export const RESERVATION_REQUESTER = 'bookings-payments';

/** The order's reference for a reservation: one order a reservation. */
export const paymentReferenceOf = (reservationId: number) => `reservation-${reservationId}`;

/** The reservation an order of ours pays for, or null for any other order. */
export function reservationIdOfOrder(order: Pick<PaymentOrder, 'requestedBy' | 'reference'>): number | null {
  if (order.requestedBy !== RESERVATION_REQUESTER) return null;
  const match = /^reservation-([1-9][0-9]{0,9})$/.exec(order.reference);
  return match ? Number(match[1]) : null;
}

/**
 * Opens the order the guest pays for a reservation that waits for her card (a request to book, an instant booking, a
 * booked offer), in the booking's own transaction: the reservation's total from the stored quote, payable until the
 * reservation's payment window ends.
 */
export async function openPaymentOrder(
  trx: Knex.Transaction,
  deps: ReservationDeps,
  reservation: ReservationDetails,
): Promise<PaymentOrder> {
  const outcome = await createOrder(paymentDepsOf(deps, trx), {
    payerId: reservation.guestId,
    amountMinor: reservation.totalMinor,
    currency: reservation.currency,
    purpose: 'stay',
    requestedBy: RESERVATION_REQUESTER,
    reference: paymentReferenceOf(reservation.id),
    deadline: reservation.expiresAt ?? new Date(nowOf(deps) + 5 * 60_000),
  });
  if (outcome.kind === 'invalid') throw new Error(`reservation ${reservation.id}: ${outcome.message}`);
  return outcome.order;
}

/** What a reservation and its order call for next. */
export type PaymentStep =
  | { kind: 'none' }
  | { kind: 'capture' | 'cancel' | 'refund' }
  | { kind: 'move'; action: ReservationAction; reason: string | null };

const OPEN_ORDER = new Set(['requires_payment', 'requires_action', 'processing', 'authorised']);
const ORDER_GONE = new Set(['cancelled', 'expired']);
/** Reservations that no longer hold the stay: money still held for them is released (refunded when taken). */
const GIVEN_UP: ReadonlySet<string> = new Set(['declined', 'expired', 'cancelled']);

/** The order ended without paying: insufficient funds is told as such (the admin hears), anything else expires it. */
const unpaid = (order: PaymentOrder): PaymentStep =>
  order.status === 'failed' && order.failureReason === 'insufficient_funds'
    ? { kind: 'move', action: 'insufficientFunds', reason: 'insufficientFunds' }
    : { kind: 'move', action: 'expire', reason: null };

/**
 * The one table of what follows from a reservation's status and its order's: pending waits for the authorisation and
 * then asks the host; approved (the host's yes, or a booked offer) and an instant booking capture it and are then
 * confirmed; anything that ends the order unpaid ends a reservation still waiting on it; a reservation given up
 * releases what the card still holds.
 */
export function paymentStep(status: ReservationStatus | string, order: PaymentOrder): PaymentStep {
  const failedOrGone = order.status === 'failed' || ORDER_GONE.has(order.status);
  switch (status) {
    case 'pending':
      if (order.status === 'authorised' || order.status === 'captured')
        return { kind: 'move', action: 'paymentAuthorised', reason: null };
      return failedOrGone ? unpaid(order) : { kind: 'none' };
    case 'requestToBook':
      return failedOrGone ? unpaid(order) : { kind: 'none' };
    case 'approved':
    case 'intantBooking':
      if (order.status === 'authorised') return { kind: 'capture' };
      if (order.status === 'captured') return { kind: 'move', action: 'paymentCaptured', reason: null };
      return failedOrGone ? unpaid(order) : { kind: 'none' };
    default:
      if (!GIVEN_UP.has(status)) return { kind: 'none' };
      if (OPEN_ORDER.has(order.status)) return { kind: 'cancel' };
      // taken after all (a capture that crossed a decline or an expiry): given back whole
      if (order.status === 'captured' && order.refundedMinor === 0) return { kind: 'refund' };
      return { kind: 'none' };
  }
}

/** At most this many steps in one settlement (the longest path: authorised, asked, captured, confirmed). */
const MAX_STEPS = 6;

/**
 * Brings the reservation in line with its order (see paymentStep) and answers it as it then stands; undefined when
 * there is no such reservation. A provider that cannot be reached leaves things where they are for the next try
 * (a payment event, the sweeper); nothing is half-applied.
 */
export async function settleReservationPayment(
  deps: ReservationDeps,
  reservationId: number,
): Promise<ReservationDetails | undefined> {
  const payments = paymentDepsOf(deps);
  let reservation = await findReservationDetails(deps.db, reservationId);
  for (let step = 0; reservation && step < MAX_STEPS; step++) {
    const order = await findOrderByReference(deps.db, RESERVATION_REQUESTER, paymentReferenceOf(reservationId));
    if (!order) return reservation;
    const next = paymentStep(reservation.reservationState, order);
    try {
      if (next.kind === 'none') return reservation;
      if (next.kind === 'capture') await capture(payments, order.id);
      else if (next.kind === 'cancel') await cancel(payments, order.id);
      else if (next.kind === 'refund') await refund(payments, order.id);
      else if (next.kind === 'move') reservation = await moveIfUnchanged(deps, reservation, next.action, next.reason);
    } catch (error) {
      if (error instanceof ProviderUnavailableError) return reservation;
      throw error;
    }
    reservation = await findReservationDetails(deps.db, reservationId);
  }
  return reservation;
}

/**
 * Moves the reservation by a system action under its lock, only if no one moved it since it was read (its version):
 * the synchronous answer, a webhook's event and the sweeper may all arrive at once, and only the first applies.
 */
async function moveIfUnchanged(
  deps: ReservationDeps,
  seen: ReservationDetails,
  action: ReservationAction,
  reason: string | null,
): Promise<ReservationDetails | undefined> {
  return deps.db.transaction(async (trx) => {
    const reservation = await lockReservation(trx, seen.id);
    if (!reservation || reservation.version !== seen.version) return reservation;
    const moved = await transition(trx, reservation, action, SYSTEM_ACTOR, nowOf(deps), reason ? { reason } : {});
    // paymentStep only names actions the table has from the status it was given
    if (!moved.ok) throw new Error(`reservation ${seen.id}: ${moved.message}`);
    return moved.reservation;
  });
}
