// Use case: a guest books a stored quote of an instant-book listing: held at once and confirmed when paid.
import type { ReservationCaller, ReservationDeps, ReservationOutcome } from './reservation-deps';
import { startReservation } from './reservation-start';

export const instantBook = (
  deps: ReservationDeps,
  caller: ReservationCaller,
  quoteId: string,
): Promise<ReservationOutcome> => startReservation(deps, caller, 'instantBook', { quoteId });
