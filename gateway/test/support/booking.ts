// Booking a stay through the gateway as a guest's browser does: a listing's terms as bookings-payments stores them
// from ListingTermsChanged, a quote, an instant booking or a request, paid with the offline provider's test card.
import { saveListingTerms } from '@golightly/bookings-payments/testing';
import { stayTerms } from '@golightly/stay-rules/testing';
import { eventually } from './eventually';
import type { Member, TestStack } from './stack';

/** The offline provider's card that always pays. */
export const TEST_CARD = '4242424242424242';

/** A date `offset` days from today, YYYY-MM-DD. */
export const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

const QUOTE = `mutation Quote($listId: Int!, $start: String!, $end: String!) {
  quoteStay(listId: $listId, startDate: $start, endDate: $end, guests: { women: 1, men: 0, children: 0, others: 0, infants: 0 }, pets: 0, bookingProtection: false) { id errorMessage } }`;
const INSTANT = `mutation Book($quoteId: ID!) { instantBook(quoteId: $quoteId) { status errorMessage reservation { id status paymentOrderId } } }`;
const PAYMENT_ORDER = `query Order($id: Int!) { reservation(id: $id) { paymentOrderId } }`;
const PAY = `mutation Pay($id: ID!, $card: String!) { payOrder(id: $id, paymentMethod: $card) { success message order { status } } }`;

/** A Lisbon home for women only, flexible cancellation, 150.00 EUR a night unless told, bookable by `hostId`'s rules. */
export async function listingTerms(
  stack: TestStack,
  listing: { listId: number; hostId: string; instantBook: boolean; basePriceMinor?: number },
): Promise<void> {
  await stack.db('bookings-payments').transaction((trx) =>
    saveListingTerms(trx, {
      listId: listing.listId,
      version: 1,
      hostId: listing.hostId,
      bookable: true,
      deleted: false,
      terms: {
        ...stayTerms({ timeZone: 'Europe/Lisbon', currency: 'EUR', basePriceMinor: listing.basePriceMinor ?? 15_000 }),
        instantBook: listing.instantBook,
        womensOnly: true,
        cancellationPolicy: 'flexible',
      },
    }),
  );
}

/** A stored quote for one woman from `start` to `end` days from today; fails the test when there is none. */
export async function quote(guest: Member, listId: number, start: number, end: number): Promise<string> {
  const answer = await guest.graphql<{ quoteStay: { id: string | null } }>(QUOTE, {
    listId,
    start: day(start),
    end: day(end),
  });
  const id = answer.data?.quoteStay.id;
  if (!id) throw new Error(`no quote: ${JSON.stringify(answer)}`);
  return id;
}

export interface InstantBooking {
  status: number;
  errorMessage: string | null;
  reservation: { id: number; status: string; paymentOrderId: string | null } | null;
}

/** The guest's instant booking of a quote, as answered. */
export async function instantBook(guest: Member, quoteId: string): Promise<InstantBooking> {
  const answer = await guest.graphql<{ instantBook: InstantBooking }>(INSTANT, { quoteId });
  if (!answer.data) throw new Error(`instantBook failed: ${JSON.stringify(answer)}`);
  return answer.data.instantBook;
}

/** The guest pays her reservation's order with the test card once it has one; whether the payment succeeded. */
export async function payOffline(guest: Member, reservationId: number): Promise<boolean> {
  const orderId = await eventually(async () => {
    const answer = await guest.graphql<{ reservation: { paymentOrderId: string | null } }>(PAYMENT_ORDER, {
      id: reservationId,
    });
    return answer.data?.reservation.paymentOrderId ?? undefined;
  });
  const paid = await guest.graphql<{ payOrder: { success: boolean } }>(PAY, { id: orderId, card: TEST_CARD });
  return paid.data?.payOrder.success === true;
}

/** Waits until bookings-payments stores the reservation in `state`. */
export async function reservationReaches(stack: TestStack, reservationId: number, state: string): Promise<void> {
  await eventually(async () => {
    const row = await stack
      .db('bookings-payments')('reservations')
      .where({ id: reservationId })
      .first<{ reservation_state: string } | undefined>('reservation_state');
    return row?.reservation_state === state ? true : undefined;
  });
}

/** The guest instant-books `listId` from `start` to `end` days ahead and pays offline; the confirmed stay's id. */
export async function confirmedStay(
  stack: TestStack,
  guest: Member,
  listId: number,
  start: number,
  end: number,
): Promise<number> {
  const booked = await instantBook(guest, await quote(guest, listId, start, end));
  if (!booked.reservation) throw new Error(`not booked: ${JSON.stringify(booked)}`);
  await payOffline(guest, booked.reservation.id);
  await reservationReaches(stack, booked.reservation.id, 'confirmed');
  return booked.reservation.id;
}

/**
 * A request whose card authorisation is still to come waits as 'pending' (decision 0048): the guest pays it with the
 * test card, and the request reaches the host once the payment is authorised.
 */
export async function paidUntilRequested(stack: TestStack, guest: Member, reservationId: number): Promise<void> {
  const row = await stack
    .db('bookings-payments')('reservations')
    .where({ id: reservationId })
    .first<{ reservation_state: string } | undefined>('reservation_state');
  if (row?.reservation_state !== 'pending') return;
  await payOffline(guest, reservationId);
  await reservationReaches(stack, reservationId, 'requestToBook');
}
