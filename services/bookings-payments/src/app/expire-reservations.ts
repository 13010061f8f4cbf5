// Use cases of the reservation sweeper (DESIGN §8 timed work): windows that have passed expire and free their nights
// at once; confirmed stays whose check-out has passed at the home complete. Claimed with FOR UPDATE SKIP LOCKED, so
// two sweepers never take the same row; idempotent (a moved row is no longer due). Once a batch has committed, each
// moved reservation's payment is settled (an expired hold's authorisation released); and reservations whose order
// moved without them (a provider that could not be reached at the time) are settled again.
import { periodicWorker, type BackgroundWorker, type Logger } from '@golightly/service-kit';
import { claimCompleted, claimExpired, findUnsettledReservations, lockReservation } from '../db/reservations';
import { nowOf, type ReservationDeps } from './reservation-deps';
import { settleReservationPayment } from './reservation-payments';
import { SYSTEM_ACTOR, transition } from './reservation-transition';

const BATCH = 50;

async function sweep(
  deps: ReservationDeps,
  claim: typeof claimExpired,
  action: 'expire' | 'complete',
): Promise<number> {
  let moved = 0;
  for (;;) {
    const now = nowOf(deps);
    const movedIds: number[] = [];
    const done = await deps.db.transaction(async (trx) => {
      const ids = await claim(trx, new Date(now), BATCH);
      for (const id of ids) {
        const reservation = (await lockReservation(trx, id))!;
        const result = await transition(trx, reservation, action, SYSTEM_ACTOR, now);
        // A window on a status the table cannot expire (none today) is closed so the sweeper does not claim it again.
        if (result.ok) movedIds.push(id);
        else await trx('reservations').where({ id }).update({ expires_at: null });
      }
      return ids.length;
    });
    moved += movedIds.length;
    if (action === 'expire') for (const id of movedIds) await settleReservationPayment(deps, id);
    if (done < BATCH) return moved;
  }
}

/** Settles every reservation whose payment order has moved on without it; returns how many it looked at. */
export async function settleUnsettledReservations(deps: ReservationDeps): Promise<number> {
  const ids = await findUnsettledReservations(deps.db, BATCH);
  for (const id of ids) await settleReservationPayment(deps, id);
  return ids.length;
}

/** Expires every reservation whose window has passed; returns how many moved. */
export const expireReservations = (deps: ReservationDeps): Promise<number> => sweep(deps, claimExpired, 'expire');

/** Completes every confirmed stay whose check-out has passed; returns how many moved. */
export const completeReservations = (deps: ReservationDeps): Promise<number> => sweep(deps, claimCompleted, 'complete');

/** Runs both sweeps every `intervalMs` while the service runs. */
export function reservationSweeper(deps: ReservationDeps, logger: Logger, intervalMs = 5_000): BackgroundWorker {
  return periodicWorker({
    everyMs: intervalMs,
    runAtStart: true,
    logger,
    failure: 'reservation sweep failed',
    run: async () => {
      const expired = await expireReservations(deps);
      const completed = await completeReservations(deps);
      const settled = await settleUnsettledReservations(deps);
      if (expired + completed + settled > 0) logger.info({ expired, completed, settled }, 'reservations swept');
    },
  });
}
