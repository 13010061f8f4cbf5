// Use cases of the inquiry and special-price flows (spec 001 §4 Inquiry): the host pre-approves an inquiry, approves
// or declines a special price (the admin is told of a decline); the guest then has 24 hours to book, which takes the
// nights and the payment at once.
import { declineOffer, takeAgreedPrice } from './agreed-price';
import { actOnReservation } from './reservation-act';
import type { ReservationCaller, ReservationDeps, ReservationOutcome } from './reservation-deps';

export const preApprove = (deps: ReservationDeps, caller: ReservationCaller, reservationId: number) =>
  actOnReservation(deps, caller, reservationId, 'preApprove');

/** The price the guest asked for becomes the stay's, priced with the club's fees, tax and protection (decision 0052). */
export const approveSpecialPrice = (deps: ReservationDeps, caller: ReservationCaller, reservationId: number) =>
  takeAgreedPrice(deps, caller, reservationId, 'approveSpecialPrice');

export const declineSpecialPrice = (
  deps: ReservationDeps,
  caller: ReservationCaller,
  reservationId: number,
  reason: string | null = null,
): Promise<ReservationOutcome> => declineOffer(deps, caller, reservationId, 'declineSpecialPrice', reason);

/** The guest books what the host pre-approved, or the special price or counter-offer agreed. */
export const bookOffer = (deps: ReservationDeps, caller: ReservationCaller, reservationId: number) =>
  actOnReservation(deps, caller, reservationId, 'book');
