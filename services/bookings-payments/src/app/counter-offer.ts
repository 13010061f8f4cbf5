// Use cases of a host's counter-offer (spec 001 §4 Inquiry): the host offers a price for the stay; the guest has 24
// hours to accept it (then book) or decline it (the admin is told).
import { priceToMinor } from '../domain/reservation-states-amounts';
import { RESERVATION_TEXTS as T } from '../domain/reservation-states-texts';
import { declineOffer, takeAgreedPrice } from './agreed-price';
import { actOnReservation } from './reservation-act';
import type { ReservationCaller, ReservationDeps, ReservationOutcome } from './reservation-deps';

export async function counterOffer(
  deps: ReservationDeps,
  caller: ReservationCaller,
  reservationId: number,
  /** The host's price for the stay, a decimal in the listing's currency (the club's fees and tax come on top). */
  price: number,
): Promise<ReservationOutcome> {
  return actOnReservation(deps, caller, reservationId, 'counterOffer', (reservation) => {
    const counterOfferMinor = priceToMinor(price, reservation.currency);
    return counterOfferMinor === null ? T.priceInvalid : { counterOfferMinor };
  });
}

/** The offered price becomes the stay's, priced with the club's fees, tax and protection (decision 0052). */
export const acceptCounterOffer = (deps: ReservationDeps, caller: ReservationCaller, reservationId: number) =>
  takeAgreedPrice(deps, caller, reservationId, 'acceptCounterOffer');

export const declineCounterOffer = (
  deps: ReservationDeps,
  caller: ReservationCaller,
  reservationId: number,
  reason: string | null = null,
): Promise<ReservationOutcome> => declineOffer(deps, caller, reservationId, 'declineCounterOffer', reason);
