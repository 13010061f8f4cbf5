// Cancellations (issue 17 item 2, decision 0055). The guest or the host cancels a confirmed stay before her arrival
// time, with the refund and payout of the listing's policy as stay-rules computes them; once the stay has begun either
// may only ask, and an admin with Manage Reservations confirms or refuses. The guest may withdraw a request or an
// inquiry the host has not answered. Every act proves the caller's part under the reservation's lock before it writes;
// the refund follows through the payment contract once that transaction has committed, keyed by the reservation, so
// a retried or doubled cancellation gives back once.
import type { Knex } from '@golightly/db';
import { periodicWorker, type BackgroundWorker, type Logger } from '@golightly/service-kit';
import {
  cancellationOutcome,
  isCancellationPolicyKey,
  parseLocalDate,
  parseLocalTime,
  type CancellationOutcome,
} from '@golightly/stay-rules';
import { findCancellation, findRefundsDue, saveCancellation, type CancellationRecord } from '../db/cancellations';
import { findOrderByReference } from '../db/payment-orders';
import { findQuote } from '../db/quotes';
import { findReservationDetails, lockReservation, type ReservationDetails } from '../db/reservations';
import { CANCELLATION_TEXTS as C, paidLinesOf } from '../domain/cancellation';
import { ProviderUnavailableError } from '../domain/payment-provider';
import type { ReservationAction } from '../domain/reservation-states';
import { RESERVATION_TEXTS as T } from '../domain/reservation-states-texts';
import { refundUpTo } from './payment-orders';
import { actOnReservation, reasonOf } from './reservation-act';
import { actorOf } from './reservation-actor';
import {
  nowOf,
  paymentDepsOf,
  refused,
  type ReservationCaller,
  type ReservationDeps,
  type ReservationOutcome,
} from './reservation-deps';
import { paymentReferenceOf, RESERVATION_REQUESTER } from './reservation-payments';
import { transition, type Actor } from './reservation-transition';

/** Which side of the stay cancels: the {type} of /cancel/{reservationId}/{type}. */
export type CancelSide = 'guest' | 'host';

/** What confirming now would do: cancel at once, or ask an admin (the stay has begun). */
export interface CancellationPlan {
  reservation: ReservationDetails;
  outcome: CancellationOutcome;
  action: ReservationAction;
  /** Whether confirming cancels at once or asks an admin to. */
  kind: 'cancel' | 'request';
}

export type PlanOutcome =
  | { status: 'success'; plan: CancellationPlan }
  | { status: 'invalid' | 'notFound' | 'forbidden' | 'conflict'; errorMessage: string };

const plainRefusal = (status: 'invalid' | 'notFound' | 'forbidden' | 'conflict', errorMessage: string) =>
  ({ status, errorMessage }) as const;

/** The caller's side is the one the page names: a host on the guest's page (or anyone else) finds nothing there. */
const onSide = (actor: Actor | null, side: CancelSide) =>
  actor !== null && (side === 'guest' ? actor.role === 'guest' : actor.role === 'host' || actor.role === 'coHost');

/** The refund's idempotency key: one cancellation refund per reservation, whoever triggers it and however often. */
export const cancellationRefundKey = (reservationId: number) => `reservation-${reservationId}:cancellation-refund`;

async function planFor(
  db: Knex,
  reservation: ReservationDetails,
  record: CancellationRecord,
  side: CancelSide,
  now: number,
): Promise<PlanOutcome> {
  if (reservation.reservationState !== 'confirmed') return plainRefusal('conflict', C.notCancellable);
  if (reservation.checkOutAt && now >= reservation.checkOutAt.getTime()) return plainRefusal('conflict', C.ended);
  const policy = record.policy ?? '';
  const checkIn = parseLocalDate(reservation.checkIn);
  const checkOut = parseLocalDate(reservation.checkOut);
  if (!isCancellationPolicyKey(policy) || !checkIn || !checkOut) return plainRefusal('conflict', C.noPolicy);
  const quote = reservation.quoteId ? await findQuote(db, reservation.quoteId) : undefined;
  const outcome = cancellationOutcome({
    policy,
    checkIn,
    checkOut,
    checkInTime: record.checkInTime ? parseLocalTime(record.checkInTime) : null,
    timeZone: reservation.timeZone,
    now,
    cancelledBy: side,
    paid: paidLinesOf(reservation, quote),
  });
  const begun = outcome.nightsSpent > 0;
  const action: ReservationAction = begun ? 'requestCancellation' : side === 'guest' ? 'cancelByGuest' : 'cancelByHost';
  return { status: 'success', plan: { reservation, outcome, action, kind: begun ? 'request' : 'cancel' } };
}

/** What cancelling would give back and pay now, for the page shown before she confirms (the same rule as cancel). */
export async function previewCancellation(
  deps: ReservationDeps,
  caller: ReservationCaller,
  reservationId: number,
  side: CancelSide,
): Promise<PlanOutcome> {
  if (!caller.identity || !Number.isSafeInteger(reservationId) || reservationId <= 0)
    return plainRefusal('notFound', T.notFound);
  const reservation = await findReservationDetails(deps.db, reservationId);
  if (!reservation || !onSide(actorOf(caller, reservation), side)) return plainRefusal('notFound', T.notFound);
  const record = (await findCancellation(deps.db, reservationId))!;
  return planFor(deps.db, reservation, record, side, nowOf(deps));
}

export interface CancelRequest {
  message?: string | null;
  /** The refund and payout she was shown: when either has changed meanwhile, nothing is done and she is told. */
  expectedRefundMinor?: number | null;
  expectedPayoutMinor?: number | null;
}

export type CancelOutcome =
  | { status: 'success'; reservation: ReservationDetails; outcome: CancellationOutcome; kind: 'cancel' | 'request' }
  | { status: 'invalid' | 'notFound' | 'forbidden' | 'conflict'; errorMessage: string; plan?: CancellationPlan };

/** The guest or the host cancels (or, once the stay has begun, asks to cancel) a confirmed stay. */
export async function cancelReservation(
  deps: ReservationDeps,
  caller: ReservationCaller,
  reservationId: number,
  side: CancelSide,
  request: CancelRequest = {},
): Promise<CancelOutcome> {
  if (!caller.identity || !Number.isSafeInteger(reservationId) || reservationId <= 0)
    return plainRefusal('notFound', T.notFound);
  const message = reasonOf(request.message);
  if (message === undefined) return plainRefusal('invalid', C.messageTooLong);
  const now = nowOf(deps);
  const done = await deps.db.transaction(async (trx): Promise<CancelOutcome> => {
    const reservation = await lockReservation(trx, reservationId);
    const actor = reservation ? actorOf(caller, reservation) : null;
    if (!reservation || !actor || !onSide(actor, side)) return plainRefusal('notFound', T.notFound);
    const record = (await findCancellation(trx, reservationId))!;
    const planned = await planFor(trx, reservation, record, side, now);
    if (planned.status !== 'success') return planned;
    const { plan } = planned;
    const { outcome } = plan;
    const refundChanged =
      request.expectedRefundMinor != null && request.expectedRefundMinor !== outcome.refund.totalMinor;
    const payoutChanged =
      request.expectedPayoutMinor != null && request.expectedPayoutMinor !== outcome.hostPayoutMinor;
    if (refundChanged || payoutChanged) return { status: 'conflict', errorMessage: C.stale, plan };
    const moved = await transition(trx, reservation, plan.action, actor, now, {
      reason: message,
      cancellationAmounts: {
        guestRefundMinor: outcome.refund.totalMinor,
        hostPayoutMinor: outcome.hostPayoutMinor,
        policy: outcome.policy,
      },
    });
    if (!moved.ok) return plainRefusal('conflict', moved.message);
    await saveCancellation(trx, reservationId, {
      requestedBy: side,
      outcome,
      refundTargetMinor: plan.kind === 'cancel' ? cardRefundOf(outcome) : null,
    });
    return { status: 'success', reservation: moved.reservation, outcome, kind: plan.kind };
  });
  if (done.status === 'success') await settleCancellationRefund(deps, reservationId);
  return done;
}

/** What goes back to the card: the refund less a deposit, which is not taken with the stay's payment. */
const cardRefundOf = (outcome: CancellationOutcome) => outcome.refund.totalMinor - outcome.refund.depositMinor;

/**
 * An admin with Manage Reservations confirms a requested cancellation: cancelled in the name of the side that asked,
 * with the refund computed when she asked (her moment of leaving), logged to the admin log.
 */
export async function confirmCancellation(
  deps: ReservationDeps,
  caller: ReservationCaller,
  reservationId: number,
): Promise<ReservationOutcome> {
  return decideRequest(deps, caller, reservationId, 'confirm');
}

/** An admin refuses a requested cancellation: the stay stands confirmed, as it was. */
export async function refuseCancellation(
  deps: ReservationDeps,
  caller: ReservationCaller,
  reservationId: number,
  reason: string | null = null,
): Promise<ReservationOutcome> {
  return decideRequest(deps, caller, reservationId, 'refuse', reason);
}

async function decideRequest(
  deps: ReservationDeps,
  caller: ReservationCaller,
  reservationId: number,
  verdict: 'confirm' | 'refuse',
  reason: string | null = null,
): Promise<ReservationOutcome> {
  if (!caller.identity || !Number.isSafeInteger(reservationId) || reservationId <= 0)
    return refused('notFound', T.notFound);
  const stored = reasonOf(reason);
  if (stored === undefined) return refused('invalid', T.reasonTooLong);
  const done = await deps.db.transaction(async (trx): Promise<ReservationOutcome> => {
    const reservation = await lockReservation(trx, reservationId);
    const actor = reservation ? actorOf(caller, reservation) : null;
    if (!reservation || !actor) return refused('notFound', T.notFound);
    if (actor.role !== 'admin') return refused('forbidden', C.adminOnly);
    if (reservation.reservationState !== 'cancellationRequested') return refused('conflict', C.notRequested);
    const record = (await findCancellation(trx, reservationId))!;
    const requested = record.outcome;
    if (!requested || !record.requestedBy)
      throw new Error(`reservation ${reservationId}: a requested cancellation without its outcome`);
    const action: ReservationAction =
      verdict === 'refuse' ? 'refuseCancellation' : record.requestedBy === 'host' ? 'cancelByHost' : 'cancelByGuest';
    const moved = await transition(trx, reservation, action, actor, nowOf(deps), {
      reason: stored,
      ...(verdict === 'confirm'
        ? {
            cancellationAmounts: {
              guestRefundMinor: requested.refund.totalMinor,
              hostPayoutMinor: requested.hostPayoutMinor,
              policy: requested.policy,
            },
          }
        : {}),
    });
    if (!moved.ok) return refused('conflict', moved.message);
    await saveCancellation(
      trx,
      reservationId,
      verdict === 'confirm'
        ? { requestedBy: record.requestedBy, outcome: requested, refundTargetMinor: cardRefundOf(requested) }
        : { requestedBy: null, outcome: null, refundTargetMinor: null },
    );
    return { status: 'success', reservation: moved.reservation };
  });
  if (done.status === 'success') await settleCancellationRefund(deps, reservationId);
  return done;
}

/** The guest withdraws a request to book or an inquiry the host has not answered; her card's hold is released. */
export async function withdrawReservation(
  deps: ReservationDeps,
  caller: ReservationCaller,
  reservationId: number,
): Promise<ReservationOutcome> {
  const outcome = await actOnReservation(deps, caller, reservationId, 'withdraw');
  if (outcome.status === 'conflict' && outcome.errorMessage.startsWith('You cannot'))
    return refused('conflict', C.notWithdrawable);
  return outcome;
}

/**
 * Brings the stay's payment order to the refund its cancellation decided: safe to run any number of times (the
 * amount missing is read under the order's lock, the provider call keyed by the reservation). A provider that cannot
 * be reached leaves it for the refund worker.
 */
export async function settleCancellationRefund(deps: ReservationDeps, reservationId: number): Promise<void> {
  const record = await findCancellation(deps.db, reservationId);
  if (!record || record.refundTargetMinor === null) return;
  const order = await findOrderByReference(deps.db, RESERVATION_REQUESTER, paymentReferenceOf(reservationId));
  if (!order) return;
  try {
    await refundUpTo(paymentDepsOf(deps), order.id, record.refundTargetMinor, cancellationRefundKey(reservationId));
  } catch (error) {
    if (error instanceof ProviderUnavailableError) return;
    throw error;
  }
}

export const REFUND_SWEEP_EVERY_MS = 30_000;

/** Refunds of cancelled stays that did not reach the provider (it was down), tried again every half minute. */
export function cancellationRefundWorker(
  deps: ReservationDeps,
  logger: Logger,
  everyMs = REFUND_SWEEP_EVERY_MS,
): BackgroundWorker {
  return periodicWorker({
    everyMs,
    unref: true,
    logger,
    failure: 'cancellation refund sweep failed',
    run: async () => {
      for (const id of await findRefundsDue(deps.db)) await settleCancellationRefund(deps, id);
    },
  });
}
