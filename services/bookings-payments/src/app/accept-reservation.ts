// Use case: the host (or her co-host) accepts a request to book within its 24 hours; the guest's payment is then
// captured: confirmed, or cancelled for insufficient funds (spec 001 §4).
import { actOnReservation } from './reservation-act';
import type { ReservationCaller, ReservationDeps, ReservationOutcome } from './reservation-deps';

export const acceptReservation = (
  deps: ReservationDeps,
  caller: ReservationCaller,
  reservationId: number,
): Promise<ReservationOutcome> => actOnReservation(deps, caller, reservationId, 'accept');
