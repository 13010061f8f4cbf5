// A member or an admin acts on an existing reservation: locked, her part in it proven, the table asked, then written
// with its events, all in one transaction. A guest's action that books or takes an offer needs her booking standing.
// Its payment follows once that transaction has committed, with no reservation lock held while the provider is
// called: an accept captures the authorisation, a decline releases it (settleReservationPayment).
import type { Knex } from '@golightly/db';
import { lockReservation, isNightsTaken, type ReservationDetails } from '../db/reservations';
import type { ReservationAction } from '../domain/reservation-states';
import { RESERVATION_TEXTS as T } from '../domain/reservation-states-texts';
import { actorOf, guestStandingRefusal } from './reservation-actor';
import {
  nowOf,
  refused,
  type ReservationCaller,
  type ReservationDeps,
  type ReservationOutcome,
} from './reservation-deps';
import { openPaymentOrder, settleReservationPayment } from './reservation-payments';
import { transition, type TransitionInput } from './reservation-transition';
/** A guest's actions that commit her to a stay. */
const GUEST_COMMITTING: ReadonlySet<ReservationAction> = new Set(['book', 'acceptCounterOffer']);

export async function actOnReservation(
  deps: ReservationDeps,
  caller: ReservationCaller,
  reservationId: number,
  action: ReservationAction,
  /**
   * The transition's values, or a function of the locked reservation giving them or a refusal (invalid input); it
   * may write in the transaction (an agreed price's stored quote), which commits only with the move.
   */
  input:
    | TransitionInput
    | ((
        reservation: ReservationDetails,
        trx: Knex.Transaction,
      ) => TransitionInput | string | Promise<TransitionInput | string>) = {},
): Promise<ReservationOutcome> {
  if (!caller.identity) return refused('notFound', T.notFound);
  if (!Number.isSafeInteger(reservationId) || reservationId <= 0) return refused('notFound', T.notFound);
  const now = nowOf(deps);
  let outcome: ReservationOutcome;
  try {
    outcome = await deps.db.transaction(async (trx): Promise<ReservationOutcome> => {
      const reservation = await lockReservation(trx, reservationId);
      const actor = reservation ? actorOf(caller, reservation) : null;
      if (!reservation || !actor) return refused('notFound', T.notFound);
      if (actor.role === 'guest' && GUEST_COMMITTING.has(action)) {
        const refusal = guestStandingRefusal(caller);
        if (refusal) return refused('forbidden', refusal);
      }
      const values = typeof input === 'function' ? await input(reservation, trx) : input;
      if (typeof values === 'string') return refused('invalid', values);
      const moved = await transition(trx, reservation, action, actor, now, values);
      if (!moved.ok) return refused('conflict', moved.message);
      // Booking what the host said yes to waits for the guest's card, as a request does.
      if (action === 'book') await openPaymentOrder(trx, deps, moved.reservation);
      return { status: 'success', reservation: moved.reservation };
    });
  } catch (error) {
    // A booking after a pre-approval takes the nights only now: someone else may have booked them meanwhile.
    if (isNightsTaken(error)) return refused('conflict', T.notAvailable);
    throw error;
  }
  if (outcome.status !== 'success') return outcome;
  const settled = await settleReservationPayment(deps, outcome.reservation.id);
  return { status: 'success', reservation: settled ?? outcome.reservation };
}

/** A reason as stored: trimmed, null when blank; undefined when too long. */
export function reasonOf(reason: string | null | undefined): string | null | undefined {
  const trimmed = reason?.trim() ?? '';
  if (trimmed.length > 1000) return undefined;
  return trimmed === '' ? null : trimmed;
}
