// What the receipt, the host's reservation screen and the admin read of a stay's security deposit (decision 0056).
import type { Knex } from '@golightly/db';
import type { Identity } from '@golightly/service-kit';
import { findOrder } from '../db/payment-orders';
import { findReservationDetails, type ReservationDetails } from '../db/reservations';
import { findDeposit, pendingClaims } from '../db/security-deposits';
import { receiptNotice, type PaymentOrder } from '../domain/payment-order';
import { claimWindowEnd, isWithinClaimWindow, type SecurityDeposit } from '../domain/security-deposit';

export interface DepositFacts {
  reservation: ReservationDetails;
  deposit: SecurityDeposit | null;
  order: PaymentOrder | null;
}

export async function depositFacts(db: Knex, reservationId: number): Promise<DepositFacts | undefined> {
  const reservation = await findReservationDetails(db, reservationId);
  if (!reservation) return undefined;
  const deposit = (await findDeposit(db, reservationId)) ?? null;
  const order = deposit?.paymentOrderId ? await findOrder(db, deposit.paymentOrderId) : null;
  return { reservation, deposit, order };
}

/**
 * Whether the guest's card held the deposit (it may since have been released or refunded): a deposit is linked to
 * its order only once authorised; a capture the card refused took nothing.
 */
export const isHeld = (facts: DepositFacts): boolean =>
  Boolean(facts.deposit && facts.order && facts.order.status !== 'failed');

/** The deposit as its readers see it, amounts in minor units; null when the stay carries none. */
export function depositView(facts: DepositFacts, identity: Identity | null, now: number) {
  const { reservation, deposit, order } = facts;
  if (!deposit) return null;
  const held = isHeld(facts);
  const isHost = Boolean(identity && !identity.admin && identity.userId === reservation.hostId);
  return {
    reservationId: reservation.id,
    amountMinor: held ? deposit.amountMinor : 0,
    currency: deposit.currency,
    held,
    claimStatus: deposit.claimStatus,
    claimedMinor: deposit.claimedMinor,
    reason: deposit.claimReason,
    claimedAt: deposit.claimedAt?.toISOString() ?? null,
    claimDecision: deposit.claimDecision,
    refundStatus: deposit.refundStatus,
    refundedMinor: deposit.refundedMinor,
    hostPayoutMinor: deposit.hostPayoutMinor,
    claimDeadline: new Date(claimWindowEnd(reservation.checkOut, reservation.timeZone)).toISOString(),
    canClaim:
      isHost &&
      held &&
      deposit.claimStatus === 'noClaim' &&
      deposit.refundStatus === 'pending' &&
      reservation.reservationState === 'completed' &&
      isWithinClaimWindow(reservation.checkOut, reservation.timeZone, now),
    paymentNotice: order ? receiptNotice(order) : null,
  };
}

export type DepositView = NonNullable<ReturnType<typeof depositView>>;

/** The receipt's reservation for its guest or its host (never a co-host of another, an admin or a stranger). */
export async function readDepositReceipt(
  db: Knex,
  identity: Identity | null,
  reservationId: number,
): Promise<ReservationDetails | null> {
  if (!identity || identity.admin) return null;
  const reservation = await findReservationDetails(db, reservationId);
  if (!reservation) return null;
  const isGuest = identity.userId === reservation.guestId && !identity.coHost;
  return isGuest || identity.userId === reservation.hostId ? reservation : null;
}

/** Claims waiting for an admin, a page at a time (pages from 1, at most 100 a page). */
export async function listPendingClaims(db: Knex, page: number, pageSize: number) {
  const size = Math.min(Math.max(Math.trunc(pageSize) || 20, 1), 100);
  const offset = (Math.max(Math.trunc(page) || 1, 1) - 1) * size;
  const { rows, count } = await pendingClaims(db, { offset, limit: size });
  const results = [];
  for (const row of rows) {
    const facts = await depositFacts(db, row.reservationId);
    if (facts) results.push(facts);
  }
  return { count, results };
}
