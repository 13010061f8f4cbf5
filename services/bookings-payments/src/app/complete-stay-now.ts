// For browser tests only (decision 0058): a confirmed stay completes as the reservation sweeper would complete it once
// its check-out has passed, by the same 'complete' transition (its ReservationStatusChanged published), on a clock
// set just after the check-out when that is still ahead.
import { lockReservation, type ReservationDetails } from '../db/reservations';
import { nowOf, type ReservationDeps } from './reservation-deps';
import { SYSTEM_ACTOR, transition } from './reservation-transition';

export type CompleteStayOutcome =
  | { status: 'completed'; reservation: ReservationDetails }
  | { status: 'notFound' }
  | { status: 'refused'; message: string };

export async function completeStayNow(deps: ReservationDeps, reservationId: number): Promise<CompleteStayOutcome> {
  return deps.db.transaction(async (trx) => {
    const reservation = await lockReservation(trx, reservationId);
    if (!reservation) return { status: 'notFound' };
    const checkedOut = reservation.checkOutAt ? reservation.checkOutAt.getTime() + 1 : 0;
    const now = Math.max(nowOf(deps), checkedOut);
    const moved = await transition(trx, reservation, 'complete', SYSTEM_ACTOR, now);
    return moved.ok
      ? { status: 'completed', reservation: moved.reservation }
      : { status: 'refused', message: moved.message };
  });
}
