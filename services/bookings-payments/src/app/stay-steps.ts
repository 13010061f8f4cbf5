// Timed work of confirmed stays (DESIGN §8, decision 0058): the steps of domain/stay-steps are written when a stay
// is confirmed, in the transition's transaction, and cancelled when it is cancelled or given up. The worker claims
// due steps with FOR UPDATE SKIP LOCKED, publishes each one's StayStepDue and marks it done in the same transaction:
// a worker that dies before its commit leaves the steps to the next one, and a commit never repeats. Steps of a stay
// that is no longer on are dropped unpublished; a failing step is tried again later without holding up the others.
import { timestampFromDate } from '@bufbuild/protobuf/wkt';
import type { Knex } from '@golightly/db';
import { publish } from '@golightly/events';
import { StayStepDueSchema } from '@golightly/proto';
import { periodicWorker, type BackgroundWorker, type Logger } from '@golightly/service-kit';
import { findQuote } from '../db/quotes';
import { findReservationDetails, type ReservationDetails } from '../db/reservations';
import {
  cancelStaySteps,
  claimDueSteps,
  findCheckInStart,
  insertStaySteps,
  markStepCancelled,
  markStepDone,
  postponeStep,
  type StayStepRow,
} from '../db/stay-steps';
import { linesTotal } from '../domain/quote';
import type { Transition } from '../domain/reservation-states';
import { retryDelayMs, stepsFor, stepVerdict } from '../domain/stay-steps';
import { PRODUCER } from '../events/publish';
import { nowOf, type ReservationDeps } from './reservation-deps';

/** A stay's statuses from which a move away ends it before it happens: its steps to come are cancelled. */
const ON_STATUSES = new Set(['confirmed', 'cancellationRequested']);

/** Plans or cancels a stay's steps for a transition it just took (called by `transition`, in its transaction). */
export async function planStaySteps(
  trx: Knex.Transaction,
  reservation: ReservationDetails,
  from: string,
  row: Transition,
  now: number,
): Promise<void> {
  if (row.to === 'confirmed') {
    const checkInStart = await findCheckInStart(trx, reservation.listingId);
    await insertStaySteps(trx, reservation.id, stepsFor({ ...reservation, checkInStart }, now));
  } else if (ON_STATUSES.has(from) && !ON_STATUSES.has(row.to) && row.to !== 'completed') {
    await cancelStaySteps(trx, reservation.id, new Date(now));
  }
}

export const STEP_BATCH = 50;
/** How long a review prompt waits for its stay's completion to be swept before it looks again. */
const WAIT_FOR_COMPLETION_MS = 60_000;

export interface StayStepDeps extends ReservationDeps {
  /** Tests only: called with the claimed steps and their transaction while it is still open. */
  onClaimed?: (steps: StayStepRow[], trx: Knex.Transaction) => Promise<void>;
}

async function publishStep(trx: Knex.Transaction, step: StayStepRow, stay: ReservationDetails) {
  await publish(trx, {
    producer: PRODUCER,
    schema: StayStepDueSchema,
    data: {
      reservationId: String(stay.id),
      step: step.kind,
      dueAt: timestampFromDate(step.dueAt),
      confirmationCode: stay.confirmationCode,
      listId: stay.listingId,
      listingTitle: stay.listingTitle,
      hostUserId: stay.hostId,
      guestUserId: stay.guestId,
      checkIn: stay.checkIn,
      checkOut: stay.checkOut,
      timeZone: stay.timeZone,
      totalMinor: BigInt(stay.totalMinor),
      currency: stay.currency,
      guestWomen: stay.guests.women,
      guestMen: stay.guests.men,
      guestChildren: stay.guests.children,
      guestInfants: stay.guests.infants,
      guestOthers: stay.guests.others,
      pets: stay.pets,
      ...(await quotedAmounts(trx, stay)),
    },
  });
}

/** The guest's service fee and the host's payout from the stay's stored quote, while it still prices the total. */
async function quotedAmounts(trx: Knex.Transaction, stay: ReservationDetails) {
  const quote = stay.quoteId ? await findQuote(trx, stay.quoteId) : undefined;
  if (!quote || quote.totalMinor !== stay.totalMinor || quote.currency !== stay.currency) return {};
  const serviceFees = quote.lines.filter((line) => line.kind === 'service-fee');
  return {
    guestServiceFeeMinor: BigInt(linesTotal(serviceFees, (line) => line.amountMinor)),
    hostPayoutMinor: BigInt(quote.hostPayoutMinor),
  };
}

/** One batch: claims, publishes or drops, and marks each step in one transaction; how many it claimed and published. */
async function runBatch(deps: StayStepDeps, limit: number): Promise<{ claimed: number; published: number }> {
  const now = new Date(nowOf(deps));
  return deps.db.transaction(async (trx) => {
    const steps = await claimDueSteps(trx, now, limit);
    await deps.onClaimed?.(steps, trx);
    let published = 0;
    for (const step of steps) {
      try {
        // a savepoint: a step that fails is rolled back alone and tried again later
        await trx.transaction(async (savepoint) => {
          const stay = await findReservationDetails(savepoint, step.reservationId);
          const verdict = stay ? stepVerdict(step.kind, stay.reservationState) : 'drop';
          if (verdict === 'wait') {
            await postponeStep(savepoint, step.id, new Date(now.getTime() + WAIT_FOR_COMPLETION_MS));
          } else if (verdict === 'drop') {
            await markStepCancelled(savepoint, step.id, now);
          } else {
            await publishStep(savepoint, step, stay!);
            await markStepDone(savepoint, step.id, now);
            published += 1;
          }
        });
      } catch (error) {
        const attempts = step.attempts + 1;
        await postponeStep(trx, step.id, new Date(now.getTime() + retryDelayMs(attempts)), String(error));
      }
    }
    return { claimed: steps.length, published };
  });
}

/** Publishes every step due by now, batch after batch; returns how many were published. */
export async function runDueStaySteps(deps: StayStepDeps, limit = STEP_BATCH): Promise<number> {
  let published = 0;
  for (;;) {
    const batch = await runBatch(deps, limit);
    published += batch.published;
    if (batch.claimed < limit) return published;
  }
}

/** Other timed sweeps that run beside the steps (the security deposits' release day, decision 0056). */
export type TimedSweep = (now: number) => Promise<number>;

/** Runs the due steps (and `sweeps`) every `intervalMs` while the service runs. */
export function stayStepWorker(
  deps: StayStepDeps,
  logger: Logger,
  options: { intervalMs?: number; sweeps?: TimedSweep[] } = {},
): BackgroundWorker {
  return periodicWorker({
    everyMs: options.intervalMs ?? 5_000,
    runAtStart: true,
    logger,
    failure: 'stay steps failed',
    run: async () => {
      const published = await runDueStaySteps(deps);
      let swept = 0;
      for (const sweep of options.sweeps ?? []) swept += await sweep(nowOf(deps));
      if (published + swept > 0) logger.info({ published, swept }, 'stay steps run');
    },
  });
}
