// Use case: the host (or her co-host) accepts a request to book within its 24 hours (approved); the guest's
// authorisation is then captured outside the reservation's lock: confirmed, or cancelled for insufficient funds with
// the nights freed and the admin told (spec 001 §4).
import { actOnReservation } from './reservation-act';
import type { ReservationCaller, ReservationDeps, ReservationOutcome } from './reservation-deps';

export const acceptReservation = (
  deps: ReservationDeps,
  caller: ReservationCaller,
  reservationId: number,
): Promise<ReservationOutcome> => actOnReservation(deps, caller, reservationId, 'accept');
