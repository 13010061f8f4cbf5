// What the guest's payment screen and receipt read of her reservation: the order she pays it with and the stored
// quote its lines came from. Only the guest herself reads them (not her host, a co-host or an admin): the host has her
// own view of the money, and an order is its payer's alone (decision 0049).
import type { Knex } from '@golightly/db';
import type { Identity } from '@golightly/service-kit';
import { findQuote } from '../db/quotes';
import { findOrderByReference } from '../db/payment-orders';
import { findReservationDetails } from '../db/reservations';
import { paymentReferenceOf, RESERVATION_REQUESTER } from '../app/reservation-payments';
import type { ReservationResolvers } from './gen/resolver-types';
import { toStayQuote } from './quote-resolvers';

/** The reservation as stored, when the caller is its guest herself; undefined for anyone else. */
async function asItsGuest(db: Knex, identity: Identity | null, reservationId: number) {
  if (!identity || identity.admin || identity.coHost) return undefined;
  const details = await findReservationDetails(db, reservationId);
  return details?.guestId === identity.userId ? details : undefined;
}

export const reservationPaymentFields: Pick<ReservationResolvers, 'paymentOrderId' | 'quote'> = {
  paymentOrderId: async (reservation, _args, { db, identity }) => {
    if (!(await asItsGuest(db, identity, reservation.id))) return null;
    const order = await findOrderByReference(db, RESERVATION_REQUESTER, paymentReferenceOf(reservation.id));
    return order?.id ?? null;
  },
  quote: async (reservation, _args, { db, identity }) => {
    const details = await asItsGuest(db, identity, reservation.id);
    const quote = details?.quoteId ? await findQuote(db, details.quoteId) : undefined;
    return quote ? toStayQuote(quote) : null;
  },
};
