// Use case: a guest asks the host about the dates of a stored quote (an inquiry), or asks for a special price for
// them; nothing is held and the host has 24 hours to answer (spec 001 §4 Inquiry).
import type { ReservationCaller, ReservationDeps, ReservationOutcome } from './reservation-deps';
import { startReservation } from './reservation-start';

export const inquire = (
  deps: ReservationDeps,
  caller: ReservationCaller,
  input: { quoteId: string; message?: string | null; specialPrice?: number | null },
): Promise<ReservationOutcome> =>
  startReservation(
    deps,
    caller,
    input.specialPrice === undefined || input.specialPrice === null ? 'inquire' : 'requestSpecialPrice',
    input,
  );
