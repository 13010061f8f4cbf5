// Use case: a guest asks to book the nights of a stored quote (spec 001 §4's booking request): the nights are held at
// once while her card is authorised ('pending', with the order she pays on /payment/{reservationId}); once it is,
// the host is asked and has 24 hours to accept or decline (decision 0048's amendment).
import type { ReservationCaller, ReservationDeps, ReservationOutcome } from './reservation-deps';
import { startReservation } from './reservation-start';

export const requestToBook = (
  deps: ReservationDeps,
  caller: ReservationCaller,
  quoteId: string,
  message: string | null = null,
): Promise<ReservationOutcome> => startReservation(deps, caller, 'requestToBook', { quoteId, message }, 'pending');
