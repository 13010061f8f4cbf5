// Starting a reservation from a stored quote: a request to book, an instant booking, an inquiry or a special-price
// request. The guest's standing, the quote's owner and expiry, the listing's terms and the table are checked in the
// transaction before anything is written; the exclusion constraint decides who gets contested nights.
import { randomInt } from 'node:crypto';
import { checkAvailability, checkOutDeadline, parseLocalTime, type CalendarTerms } from '@golightly/stay-rules';
import { insertReservationDetails, isDeadlock, isNightsTaken, lockReservation } from '../db/reservations';
import { decide, windowEnd, type ReservationAction, type ReservationStatus } from '../domain/reservation-states';
import { priceToMinor } from '../domain/reservation-states-amounts';
import { RESERVATION_TEXTS as T } from '../domain/reservation-states-texts';
import { bookingRefusal } from './quote-for-booking';
import { requireBookingGuest } from './reservation-actor';
import {
  nowOf,
  refused,
  type ReservationCaller,
  type ReservationDeps,
  type ReservationOutcome,
} from './reservation-deps';
import { openPaymentOrder } from './reservation-payments';
import { checkInDayEnds, recordTransition } from './reservation-transition';
import { postBookingMessage } from './threads';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
// No 0/O, 1/I/L: read aloud between guest and host; 32^10 codes, so guessing one is hopeless.
const CODE_LETTERS = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const newConfirmationCode = (): string =>
  Array.from({ length: 10 }, () => CODE_LETTERS[randomInt(CODE_LETTERS.length)]).join('');

export interface StartInput {
  quoteId: string;
  message?: string | null;
  /** A special price the guest asks for, a decimal in the listing's currency. */
  specialPrice?: number | null;
}

const BOOKING_TYPES: Partial<Record<ReservationAction, 'request' | 'instant' | 'inquiry'>> = {
  requestToBook: 'request',
  instantBook: 'instant',
  inquire: 'inquiry',
  requestSpecialPrice: 'inquiry',
};

export async function startReservation(
  deps: ReservationDeps,
  caller: ReservationCaller,
  action: 'requestToBook' | 'instantBook' | 'inquire' | 'requestSpecialPrice',
  input: StartInput,
  preferredTo?: ReservationStatus,
): Promise<ReservationOutcome> {
  const guestId = requireBookingGuest(caller);
  if (!UUID.test(input.quoteId)) return refused('invalid', T.quoteIdInvalid);
  if ((input.message?.length ?? 0) > 2000) return refused('invalid', T.messageTooLong);
  const now = nowOf(deps);
  // Many holds for the same nights at once may deadlock inside the exclusion constraint's check (each waits for the
  // other's tuple); Postgres ends one, which tries once more and then meets the winner's committed hold.
  for (let attempt = 1; ; attempt++) {
    try {
      return await startOnce(deps, caller, action, input, guestId, now, preferredTo);
    } catch (error) {
      if (isDeadlock(error) && attempt < 3) continue;
      // Another hold took one of these nights first (at once, or as soon as its transaction committed).
      if (isNightsTaken(error)) return refused('conflict', T.notAvailable);
      throw error;
    }
  }
}

async function startOnce(
  deps: ReservationDeps,
  caller: ReservationCaller,
  action: 'requestToBook' | 'instantBook' | 'inquire' | 'requestSpecialPrice',
  input: StartInput,
  guestId: string,
  now: number,
  preferredTo?: ReservationStatus,
): Promise<ReservationOutcome> {
  return deps.db.transaction(async (trx): Promise<ReservationOutcome> => {
    const booking = action === 'requestToBook' || action === 'instantBook';
    const quote = await deps.quotes.find(trx, input.quoteId);
    const quoteRefusal = bookingRefusal(quote, guestId, now, booking);
    if (quoteRefusal !== null || !quote) return refused('invalid', quoteRefusal ?? T.notFound);
    if (quote.hostId === guestId) return refused('forbidden', T.ownHome);
    const specialPriceMinor =
      action === 'requestSpecialPrice' ? priceToMinor(input.specialPrice ?? 0, quote.currency) : null;
    if (action === 'requestSpecialPrice' && specialPriceMinor === null) return refused('invalid', T.priceInvalid);
    if (!quote.bookable) return refused('conflict', T.notBookable);
    if (action === 'instantBook' && !quote.instantBook) return refused('conflict', T.notInstantBook);
    if (quote.terms) {
      // The quote was priced within the rules; the host may have changed them since (blocked a night, a new
      // minimum stay). Taken nights are the constraint's to decide, below.
      const terms = { ...(quote.terms as unknown as CalendarTerms), timeZone: quote.timeZone };
      const availability = checkAvailability(terms, {
        checkIn: quote.checkIn as never,
        checkOut: quote.checkOut as never,
        now,
        reserved: [],
      });
      if (!availability.available) return refused('conflict', availability.reasons[0].message);
    }
    const decision = decide(null, action, 'guest', preferredTo);
    if (!decision.allowed) return refused('forbidden', decision.message);
    const row = decision.transition;
    const checkOutTime = parseLocalTime(String((quote.terms as Record<string, unknown> | null)?.checkOutTime ?? ''));
    const draft = { checkIn: quote.checkIn, timeZone: quote.timeZone };
    const id = await insertReservationDetails(trx, {
      listingId: quote.listingId,
      hostId: quote.hostId,
      guestId,
      confirmationCode: newConfirmationCode(),
      checkIn: quote.checkIn,
      checkOut: quote.checkOut,
      reservationState: row.to,
      totalMinor: quote.totalMinor,
      currency: quote.currency,
      quoteId: quote.id,
      bookingType: BOOKING_TYPES[action]!,
      guests: quote.guests,
      pets: quote.pets,
      timeZone: quote.timeZone,
      listingTitle: quote.listingTitle,
      checkOutAt: new Date(checkOutDeadline(quote.checkOut as never, checkOutTime, quote.timeZone)),
      expiresAt: windowEnd(row.effects, now, checkInDayEnds(draft), null),
      specialPriceMinor,
      counterOfferMinor: null,
      message: input.message ?? null,
      declineReason: null,
    });
    const created = (await lockReservation(trx, id))!;
    await recordTransition(trx, created, null, row, { role: 'guest', id: guestId }, null);
    // A booking waits for the guest's card (pending, or the instant booking): its order is opened with it.
    if (booking) await openPaymentOrder(trx, deps, created);
    // Her message is also the thread's first, so the host reads it where she answers (decision 0054).
    const posted = await postBookingMessage(trx, deps, caller.identity!, created.id, input.message);
    return { status: 'success', reservation: created, warning: posted?.warning ?? null };
  });
}
