// The cancellation columns of a reservation (migration 0012).
import type { Knex } from '@golightly/db';
import type { CancellationOutcome } from '@golightly/stay-rules';

export interface CancellationRecord {
  policy: string | null;
  /** 'HH:MM' on the listing's clock; null when check-in is flexible. */
  checkInTime: string | null;
  requestedBy: 'guest' | 'host' | null;
  outcome: CancellationOutcome | null;
  refundTargetMinor: number | null;
}

export async function findCancellation(db: Knex, reservationId: number): Promise<CancellationRecord | undefined> {
  const row = await db('reservations')
    .where({ id: reservationId })
    .first('cancellation_policy', 'check_in_time', 'cancellation_requested_by', 'cancellation', 'refund_target_minor');
  if (!row) return undefined;
  return {
    policy: row.cancellation_policy,
    checkInTime: row.check_in_time,
    requestedBy: row.cancellation_requested_by,
    outcome: row.cancellation,
    refundTargetMinor: row.refund_target_minor === null ? null : Number(row.refund_target_minor),
  };
}

export async function saveCancellation(
  trx: Knex.Transaction,
  reservationId: number,
  change: {
    requestedBy: 'guest' | 'host' | null;
    outcome: CancellationOutcome | null;
    refundTargetMinor: number | null;
  },
): Promise<void> {
  await trx('reservations')
    .where({ id: reservationId })
    .update({
      cancellation_requested_by: change.requestedBy,
      cancellation: change.outcome === null ? null : JSON.stringify(change.outcome),
      refund_target_minor: change.refundTargetMinor,
    });
}

/** Reservations cancelled whose refund may not have reached the payment order yet (a provider that was down). */
export async function findRefundsDue(db: Knex, limit = 50): Promise<number[]> {
  const rows: { id: number }[] = await db('reservations as r')
    .join('payment_orders as o', function joinOrder() {
      this.on('o.requested_by', '=', db.raw('?', ['bookings-payments'])).andOn(
        'o.reference',
        '=',
        db.raw("'reservation-' || r.id"),
      );
    })
    .whereNotNull('r.refund_target_minor')
    .andWhere('o.status', 'captured')
    .andWhereRaw('o.refunded_minor < least(r.refund_target_minor, o.captured_minor)')
    .orderBy('r.id')
    .limit(limit)
    .select('r.id');
  return rows.map((row) => row.id);
}
