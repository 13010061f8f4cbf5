// Use case: a guest books a stored quote of an instant-book listing: held at once with the order she pays; her card
// is authorised and captured at once when she pays, and the stay is confirmed (decision 0048's amendment).
import type { ReservationCaller, ReservationDeps, ReservationOutcome } from './reservation-deps';
import { startReservation } from './reservation-start';

export const instantBook = (
  deps: ReservationDeps,
  caller: ReservationCaller,
  quoteId: string,
): Promise<ReservationOutcome> => startReservation(deps, caller, 'instantBook', { quoteId });
