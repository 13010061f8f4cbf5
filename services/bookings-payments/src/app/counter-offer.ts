// Use cases of a host's counter-offer (spec 001 §4 Inquiry): the host offers a total for the stay; the guest has 24
// hours to accept it (then book) or decline it (the admin is told).
import { priceToMinor } from '../domain/reservation-states-amounts';
import { RESERVATION_TEXTS as T } from '../domain/reservation-states-texts';
import { actOnReservation, reasonOf } from './reservation-act';
import { refused, type ReservationCaller, type ReservationDeps, type ReservationOutcome } from './reservation-deps';

export async function counterOffer(
  deps: ReservationDeps,
  caller: ReservationCaller,
  reservationId: number,
  /** The total offered, a decimal in the listing's currency. */
  price: number,
): Promise<ReservationOutcome> {
  return actOnReservation(deps, caller, reservationId, 'counterOffer', (reservation) => {
    const counterOfferMinor = priceToMinor(price, reservation.currency);
    return counterOfferMinor === null ? T.priceInvalid : { counterOfferMinor };
  });
}

/** The offered total becomes the stay's. */
export const acceptCounterOffer = (deps: ReservationDeps, caller: ReservationCaller, reservationId: number) =>
  actOnReservation(deps, caller, reservationId, 'acceptCounterOffer', (reservation) =>
    reservation.counterOfferMinor === null ? {} : { totalMinor: reservation.counterOfferMinor },
  );

export async function declineCounterOffer(
  deps: ReservationDeps,
  caller: ReservationCaller,
  reservationId: number,
  reason: string | null = null,
): Promise<ReservationOutcome> {
  const stored = reasonOf(reason);
  if (stored === undefined) return refused('invalid', T.reasonTooLong);
  return actOnReservation(deps, caller, reservationId, 'declineCounterOffer', { reason: stored });
}
