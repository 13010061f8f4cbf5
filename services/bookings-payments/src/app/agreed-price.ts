// What the special-price and counter-offer flows share (spec 001 §4 Inquiry): taking an agreed price, which prices it
// by the quote rules into a stored quote of its own (decision 0052), and declining an offer with an optional reason.
import { findStayFees } from '../db/fees';
import { findQuote, findQuoteRates, insertQuote } from '../db/quotes';
import { setReservationQuote } from '../db/reservation-quote';
import type { ReservationDetails } from '../db/reservations';
import { priceOffer, type OfferKind } from '../domain/offer-quote';
import { decide, type ReservationStatus } from '../domain/reservation-states';
import { RESERVATION_TEXTS as T } from '../domain/reservation-states-texts';
import { actOnReservation, reasonOf } from './reservation-act';
import { actorOf } from './reservation-actor';
import {
  nowOf,
  refused,
  type ReservationCaller,
  type ReservationDeps,
  type ReservationOutcome,
} from './reservation-deps';

const OFFERS = {
  approveSpecialPrice: { kind: 'special-price', amountOf: (r: ReservationDetails) => r.specialPriceMinor },
  acceptCounterOffer: { kind: 'counter-offer', amountOf: (r: ReservationDetails) => r.counterOfferMinor },
} as const satisfies Record<string, { kind: OfferKind; amountOf: (r: ReservationDetails) => number | null }>;

/**
 * The agreed price becomes the stay's: priced with the tax, the service fees (none for a Diamond guest) and the
 * Booking Protection choice of the quote the guest asked with, stored as the reservation's quote (already expired, so
 * it books nothing else), its total the reservation's. Priced only when the table allows the move, so a refused move
 * writes nothing.
 */
export const takeAgreedPrice = (
  deps: ReservationDeps,
  caller: ReservationCaller,
  reservationId: number,
  action: keyof typeof OFFERS,
) =>
  actOnReservation(deps, caller, reservationId, action, async (reservation, trx) => {
    const offer = OFFERS[action];
    const offerMinor = offer.amountOf(reservation);
    const actor = actorOf(caller, reservation);
    if (offerMinor === null || !actor) return {};
    if (!decide(reservation.reservationState as ReservationStatus, action, actor.role).allowed) return {};
    const quote = reservation.quoteId ? await findQuote(trx, reservation.quoteId) : undefined;
    // A reservation made without the club's quote (one brought over from before it) has nothing to price from.
    if (!quote) return { totalMinor: offerMinor };
    const rates = await findQuoteRates(trx);
    if (!rates) throw new Error('Currency rates are missing');
    const priced = priceOffer(quote, offer.kind, offerMinor, {
      fees: await findStayFees(trx, reservation.listingId),
      rates,
    });
    if (!priced.ok) return priced.message;
    // Dated from the quote it reprices and expired at once: nobody books anything else with it.
    const expiresAt = new Date(Math.max(nowOf(deps), quote.createdAt.getTime() + 1));
    const stored = await insertQuote(trx, priced.quote, reservation.guestId, expiresAt, quote.createdAt);
    await setReservationQuote(trx, reservation.id, stored.id);
    return { totalMinor: priced.quote.totalMinor };
  });

/** The host declines a special price, or the guest a counter-offer; the admin is told (the table's effect). */
export async function declineOffer(
  deps: ReservationDeps,
  caller: ReservationCaller,
  reservationId: number,
  action: 'declineSpecialPrice' | 'declineCounterOffer',
  reason: string | null,
): Promise<ReservationOutcome> {
  const stored = reasonOf(reason);
  if (stored === undefined) return refused('invalid', T.reasonTooLong);
  return actOnReservation(deps, caller, reservationId, action, { reason: stored });
}
