// Confirmed stays for the timed-work tests: a guest books a listing instantly and her card is authorised and
// captured as the payment screen would have it, through the service's own use cases.
import { authorise } from '../../src/app/payment-orders';
import { instantBook } from '../../src/app/instant-book';
import { paymentDepsOf, type ReservationDeps } from '../../src/app/reservation-deps';
import {
  paymentReferenceOf,
  RESERVATION_REQUESTER,
  settleReservationPayment,
} from '../../src/app/reservation-payments';
import { findOrderByReference } from '../../src/db/payment-orders';
import type { ReservationDetails } from '../../src/db/reservations';
import { callerOf, liveListing, memberIdentity, stayDates, storedQuote } from './booking';

const VISA = '4242424242424242';

export interface StayOptions {
  timeZone?: string;
  dates?: { checkIn: string; checkOut: string };
  /** The clock the quote and the booking are made on (ms); now by default. */
  now?: number;
}

/** A confirmed stay of a new guest at a new instant-book listing. */
export async function confirmedStay(deps: ReservationDeps, options: StayOptions = {}): Promise<ReservationDetails> {
  const { listId } = await liveListing(deps.db, {
    instantBook: true,
    ...(options.timeZone ? { timeZone: options.timeZone } : {}),
  });
  const guest = memberIdentity();
  const clocked: ReservationDeps = options.now === undefined ? deps : { ...deps, now: () => options.now! };
  const quote = await storedQuote(deps.db, guest, listId, options.dates ?? stayDates(), true, options.now);
  const booked = await instantBook(clocked, callerOf(guest), quote.id);
  if (booked.status !== 'success') throw new Error(`could not book: ${JSON.stringify(booked)}`);
  const order = await findOrderByReference(deps.db, RESERVATION_REQUESTER, paymentReferenceOf(booked.reservation.id));
  const paid = await authorise(paymentDepsOf(clocked), { orderId: order!.id, payerId: null, paymentMethod: VISA });
  if (paid.kind !== 'authorised' && paid.kind !== 'captured') throw new Error(`not paid: ${JSON.stringify(paid)}`);
  const stay = await settleReservationPayment(clocked, booked.reservation.id);
  if (stay?.reservationState !== 'confirmed') throw new Error(`not confirmed: ${stay?.reservationState}`);
  return stay;
}
