// Use case: the host, her co-host or an admin with Manage Reservations declines a request to book or an inquiry, with
// an optional reason; held nights are freed at once (the decline e-mail's suggestions are notifications' to choose).
import { RESERVATION_TEXTS as T } from '../domain/reservation-states-texts';
import { actOnReservation, reasonOf } from './reservation-act';
import { refused, type ReservationCaller, type ReservationDeps, type ReservationOutcome } from './reservation-deps';

export async function declineReservation(
  deps: ReservationDeps,
  caller: ReservationCaller,
  reservationId: number,
  reason: string | null = null,
): Promise<ReservationOutcome> {
  const stored = reasonOf(reason);
  if (stored === undefined) return refused('invalid', T.reasonTooLong);
  return actOnReservation(deps, caller, reservationId, 'decline', { reason: stored });
}
