// The stay_steps table (migration 0015): a confirmed stay's timed steps, claimed by the stay-step worker.
import type { Knex } from '@golightly/db';
import type { PlannedStep, StayStep } from '../domain/stay-steps';

export interface StayStepRow {
  id: number;
  reservationId: number;
  kind: StayStep;
  dueAt: Date;
  attempts: number;
}

const columns = { id: 'id', reservationId: 'reservation_id', kind: 'kind', dueAt: 'due_at', attempts: 'attempts' };

/** The listing's earliest check-in as the terms read-model last heard it; null when flexible or unknown. */
export async function findCheckInStart(trx: Knex.Transaction, listId: number): Promise<string | null> {
  const row: { checkInStart: string | null } | undefined = await trx('listing_terms')
    .where({ list_id: listId })
    .first({ checkInStart: trx.raw("terms->>'checkInStart'") });
  return row?.checkInStart ?? null;
}

/** Writes a stay's planned steps; a step already written for it stays as it is. */
export async function insertStaySteps(trx: Knex.Transaction, reservationId: number, steps: PlannedStep[]) {
  if (steps.length === 0) return;
  await trx('stay_steps')
    .insert(steps.map((step) => ({ reservation_id: reservationId, kind: step.step, due_at: step.dueAt })))
    .onConflict(['reservation_id', 'kind'])
    .ignore();
}

/** Cancels whatever of a stay's steps is still to come; returns how many. */
export async function cancelStaySteps(trx: Knex.Transaction, reservationId: number, now: Date): Promise<number> {
  return trx('stay_steps')
    .where({ reservation_id: reservationId })
    .whereNull('done_at')
    .whereNull('cancelled_at')
    .update({ cancelled_at: now });
}

/** Due steps, locked until the transaction ends and skipped by any other worker already holding them, oldest first. */
export async function claimDueSteps(trx: Knex.Transaction, now: Date, limit: number): Promise<StayStepRow[]> {
  return trx('stay_steps')
    .whereNull('done_at')
    .whereNull('cancelled_at')
    .andWhere('due_at', '<=', now)
    .orderBy('due_at')
    .limit(limit)
    .forUpdate()
    .skipLocked()
    .select(columns);
}

export const markStepDone = (trx: Knex.Transaction, id: number, now: Date) =>
  trx('stay_steps').where({ id }).update({ done_at: now });

export const markStepCancelled = (trx: Knex.Transaction, id: number, now: Date) =>
  trx('stay_steps').where({ id }).update({ cancelled_at: now });

/** Puts a step off until `dueAt`, counting a failed try when `error` is given. */
export const postponeStep = (trx: Knex.Transaction | Knex, id: number, dueAt: Date, error?: string) =>
  trx('stay_steps')
    .where({ id })
    .update({
      due_at: dueAt,
      ...(error === undefined ? {} : { attempts: trx.raw('attempts + 1'), last_error: error.slice(0, 1000) }),
    });

/** A stay's steps as stored, for tests and admins: kind, due, done or cancelled. */
export async function findStaySteps(db: Knex, reservationId: number) {
  return db('stay_steps')
    .where({ reservation_id: reservationId })
    .orderBy('due_at')
    .select({ ...columns, doneAt: 'done_at', cancelledAt: 'cancelled_at', lastError: 'last_error' });
}
