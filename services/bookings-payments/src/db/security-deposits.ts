// Queries of security_deposits (migration 0013): one row a stay whose guest paid a deposit.
import type { Knex } from '@golightly/db';
import type { ClaimDecision, SecurityDeposit } from '../domain/security-deposit';

interface DepositRow {
  reservation_id: number;
  amount_minor: string | number;
  currency: string;
  payment_order_id: string | null;
  claim_status: SecurityDeposit['claimStatus'];
  claimed_minor: string | number | null;
  claim_reason: string | null;
  claimed_at: Date | null;
  claim_decision: ClaimDecision | null;
  refund_status: SecurityDeposit['refundStatus'];
  refunded_minor: string | number;
  host_payout_minor: string | number;
  settled_at: Date | null;
}

const toDeposit = (row: DepositRow): SecurityDeposit => ({
  reservationId: row.reservation_id,
  amountMinor: Number(row.amount_minor),
  currency: row.currency,
  paymentOrderId: row.payment_order_id,
  claimStatus: row.claim_status,
  claimedMinor: row.claimed_minor === null ? null : Number(row.claimed_minor),
  claimReason: row.claim_reason,
  claimedAt: row.claimed_at,
  claimDecision: row.claim_decision,
  refundStatus: row.refund_status,
  refundedMinor: Number(row.refunded_minor),
  hostPayoutMinor: Number(row.host_payout_minor),
  settledAt: row.settled_at,
});

export async function findDeposit(db: Knex, reservationId: number): Promise<SecurityDeposit | undefined> {
  const row = await db<DepositRow>('security_deposits').where({ reservation_id: reservationId }).first();
  return row ? toDeposit(row) : undefined;
}

/** The deposit, locked until the transaction ends: its claim and its settlement are decided on it alone. */
export async function lockDeposit(trx: Knex.Transaction, reservationId: number): Promise<SecurityDeposit | undefined> {
  const row = await trx<DepositRow>('security_deposits').where({ reservation_id: reservationId }).forUpdate().first();
  return row ? toDeposit(row) : undefined;
}

/** A deposit still pending, locked, unless another worker holds it (the sweeper's claim on it); else undefined. */
export async function claimPendingDeposit(
  trx: Knex.Transaction,
  reservationId: number,
): Promise<SecurityDeposit | undefined> {
  const row = await trx<DepositRow>('security_deposits')
    .where({ reservation_id: reservationId, refund_status: 'pending' })
    .forUpdate()
    .skipLocked()
    .first();
  return row ? toDeposit(row) : undefined;
}

/** Records the deposit a stay asks for; an existing one is kept (a retried payment). */
export async function insertDeposit(
  db: Knex,
  deposit: { reservationId: number; amountMinor: number; currency: string },
): Promise<void> {
  await db('security_deposits')
    .insert({ reservation_id: deposit.reservationId, amount_minor: deposit.amountMinor, currency: deposit.currency })
    .onConflict('reservation_id')
    .ignore();
}

export async function setDepositOrder(db: Knex, reservationId: number, orderId: string): Promise<void> {
  await db('security_deposits')
    .where({ reservation_id: reservationId })
    .whereNull('payment_order_id')
    .update({ payment_order_id: orderId, updated_at: db.fn.now() });
}

/** Records the claim only if none was made: true when this one was. */
export async function recordClaim(
  trx: Knex.Transaction,
  reservationId: number,
  claim: { claimedMinor: number; reason: string; claimedBy: string; at: Date },
): Promise<boolean> {
  const updated = await trx('security_deposits')
    .where({ reservation_id: reservationId, claim_status: 'noClaim', refund_status: 'pending' })
    .update({
      claim_status: 'claimed',
      claimed_minor: claim.claimedMinor,
      claim_reason: claim.reason,
      claimed_by: claim.claimedBy,
      claimed_at: claim.at,
      updated_at: claim.at,
    });
  return updated === 1;
}

export async function recordSettlement(
  trx: Knex.Transaction,
  reservationId: number,
  settlement: {
    decision: ClaimDecision | null;
    decidedBy: string | null;
    refundedMinor: number;
    hostPayoutMinor: number;
    at: Date;
  },
): Promise<void> {
  await trx('security_deposits')
    .where({ reservation_id: reservationId })
    .update({
      ...(settlement.decision ? { claim_decision: settlement.decision, decided_by: settlement.decidedBy } : {}),
      ...(settlement.decision ? { decided_at: settlement.at } : {}),
      refund_status: 'completed',
      refunded_minor: settlement.refundedMinor,
      host_payout_minor: settlement.hostPayoutMinor,
      settled_at: settlement.at,
      updated_at: settlement.at,
    });
}

/**
 * Reservations whose deposit the sweeper may still have to move, after `afterId`, in order: held, not settled, and
 * not waiting for an admin's answer to a claim (that answer settles it).
 */
export async function unsettledDepositIds(db: Knex, afterId = 0, limit = 200): Promise<number[]> {
  const rows = await db('security_deposits')
    .where({ refund_status: 'pending', claim_status: 'noClaim' })
    .whereNotNull('payment_order_id')
    .andWhere('reservation_id', '>', afterId)
    .orderBy('reservation_id')
    .limit(limit)
    .select('reservation_id');
  return rows.map((row: { reservation_id: number }) => row.reservation_id);
}

export interface PendingClaimRow {
  reservationId: number;
  listingId: number;
  listingTitle: string;
  confirmationCode: string;
  checkIn: string;
  checkOut: string;
  hostId: string;
  guestId: string;
  currency: string;
  amountMinor: number;
  claimedMinor: number;
  claimReason: string;
  claimedAt: Date;
}

/** Claims waiting for an admin's answer, oldest first, a page at a time; and how many there are. */
export async function pendingClaims(
  db: Knex,
  page: { offset: number; limit: number },
): Promise<{ rows: PendingClaimRow[]; count: number }> {
  const base = () =>
    db('security_deposits as d')
      .join('reservations as r', 'r.id', 'd.reservation_id')
      .where('d.claim_status', 'claimed')
      .whereNull('d.claim_decision');
  const counted = await base().count({ count: '*' }).first();
  const rows = await base()
    .orderBy([
      { column: 'd.claimed_at', order: 'asc' },
      { column: 'd.reservation_id', order: 'asc' },
    ])
    .offset(page.offset)
    .limit(page.limit)
    .select({
      reservationId: 'd.reservation_id',
      listingId: 'r.listing_id',
      listingTitle: 'r.listing_title',
      confirmationCode: 'r.confirmation_code',
      checkIn: db.raw("to_char(r.check_in, 'YYYY-MM-DD')"),
      checkOut: db.raw("to_char(r.check_out, 'YYYY-MM-DD')"),
      hostId: 'r.host_id',
      guestId: 'r.guest_id',
      currency: 'd.currency',
      amountMinor: 'd.amount_minor',
      claimedMinor: 'd.claimed_minor',
      claimReason: 'd.claim_reason',
      claimedAt: 'd.claimed_at',
    });
  return {
    count: Number(counted?.count ?? 0),
    rows: rows.map((row: PendingClaimRow) => ({
      ...row,
      amountMinor: Number(row.amountMinor),
      claimedMinor: Number(row.claimedMinor),
    })),
  };
}
