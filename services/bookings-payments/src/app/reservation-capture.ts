// After the host's yes (an accept, a booking after her pre-approval or special price, an instant book) the guest's
// money is taken: captured confirms the stay; insufficient funds cancels it, frees the nights and tells the admin
// (spec 001 §4).
import type { Knex } from '@golightly/db';
import type { ReservationDetails } from '../db/reservations';
import type { ReservationDeps, ReservationOutcome } from './reservation-deps';
import { SYSTEM_ACTOR, transition } from './reservation-transition';

export async function captureAfterYes(
  trx: Knex.Transaction,
  deps: ReservationDeps,
  reservation: ReservationDetails,
  now: number,
): Promise<ReservationOutcome> {
  const result = await deps.payments.capture(trx, reservation);
  const action = result === 'captured' ? 'paymentCaptured' : 'insufficientFunds';
  const moved = await transition(trx, reservation, action, SYSTEM_ACTOR, now, {
    ...(action === 'insufficientFunds' ? { reason: 'insufficientFunds' } : {}),
  });
  // The table has both rows from every status a yes leads to; anything else is a programming error.
  if (!moved.ok) throw new Error(`capture after yes: ${moved.message}`);
  return { status: 'success', reservation: moved.reservation };
}
