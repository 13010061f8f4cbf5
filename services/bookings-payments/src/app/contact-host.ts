// Use case: "Contact host" on a listing page (spec 001 §5): with dates, a guest count and a message she asks the host
// about a stay. The stay is priced and stored as a quote, the inquiry made by the existing `inquire` use case (nothing
// is held; the host has 24 hours), and her message becomes the first of the inquiry's thread, screened like any other
// (the inquiry posts it, as every booking use case posts its guest's message).
import { checkMessage } from '../domain/threads';
import { RESERVATION_TEXTS } from '../domain/reservation-states-texts';
import { THREAD_TEXTS as T } from '../domain/thread-texts';
import { inquire } from './inquire';
import { quoteStay } from './quote-stay';
import { requireBookingGuest } from './reservation-actor';
import { nowOf, type ReservationCaller, type ReservationDeps } from './reservation-deps';
import { threadIdOfReservation } from '../db/threads';
import type { ReservationDetails } from '../db/reservations';

export interface ContactHostInput {
  listId: number;
  checkIn: string | null;
  checkOut: string | null;
  /** How many guests (women: the club books women only; men, children and pets are asked about in the message). */
  guests: number | null;
  message: string;
}

export type ContactHostOutcome =
  | { status: 'success'; reservation: ReservationDetails; threadId: number; warning: string | null }
  | { status: 'invalid' | 'notFound' | 'forbidden' | 'conflict'; errorMessage: string; field?: string };

export async function contactHost(
  deps: ReservationDeps,
  caller: ReservationCaller,
  input: ContactHostInput,
): Promise<ContactHostOutcome> {
  requireBookingGuest(caller);
  if (!input.checkIn || !input.checkOut) return { status: 'invalid', errorMessage: T.datesRequired, field: 'dates' };
  if (!input.guests || !Number.isInteger(input.guests) || input.guests < 1) {
    return { status: 'invalid', errorMessage: T.guestCountRequired, field: 'guests' };
  }
  const checked = checkMessage(input.message);
  if (!checked.ok) return { status: 'invalid', errorMessage: checked.message, field: 'message' };
  const quote = await quoteStay(
    deps.db,
    caller.identity,
    {
      listId: input.listId,
      checkIn: input.checkIn,
      checkOut: input.checkOut,
      guests: { women: input.guests, men: 0, children: 0, others: 0, infants: 0 },
      pets: 0,
      bookingProtection: null,
      displayCurrency: null,
    },
    nowOf(deps),
  );
  if (!quote.ok) return { status: 'invalid', errorMessage: quote.message };
  if (!quote.stored) return { status: 'forbidden', errorMessage: RESERVATION_TEXTS.ownHome };
  const inquiry = await inquire(deps, caller, { quoteId: (quote.quote as { id: string }).id, message: checked.body });
  if (inquiry.status !== 'success') return inquiry;
  const threadId = (await threadIdOfReservation(deps.db, inquiry.reservation.id))!;
  return { status: 'success', reservation: inquiry.reservation, threadId, warning: inquiry.warning ?? null };
}
