// Use cases of the inquiry and special-price flows (spec 001 §4 Inquiry): the host pre-approves an inquiry, approves
// or declines a special price (the admin is told of a decline); the guest then has 24 hours to book, which takes the
// nights and the payment at once.
import { RESERVATION_TEXTS as T } from '../domain/reservation-states-texts';
import { actOnReservation, reasonOf } from './reservation-act';
import { refused, type ReservationCaller, type ReservationDeps, type ReservationOutcome } from './reservation-deps';

export const preApprove = (deps: ReservationDeps, caller: ReservationCaller, reservationId: number) =>
  actOnReservation(deps, caller, reservationId, 'preApprove');

/** The price the guest asked for becomes the stay's total. */
export const approveSpecialPrice = (deps: ReservationDeps, caller: ReservationCaller, reservationId: number) =>
  actOnReservation(deps, caller, reservationId, 'approveSpecialPrice', (reservation) =>
    reservation.specialPriceMinor === null ? {} : { totalMinor: reservation.specialPriceMinor },
  );

export async function declineSpecialPrice(
  deps: ReservationDeps,
  caller: ReservationCaller,
  reservationId: number,
  reason: string | null = null,
): Promise<ReservationOutcome> {
  const stored = reasonOf(reason);
  if (stored === undefined) return refused('invalid', T.reasonTooLong);
  return actOnReservation(deps, caller, reservationId, 'declineSpecialPrice', { reason: stored });
}

/** The guest books what the host pre-approved, or the special price or counter-offer agreed. */
export const bookOffer = (deps: ReservationDeps, caller: ReservationCaller, reservationId: number) =>
  actOnReservation(deps, caller, reservationId, 'book');
