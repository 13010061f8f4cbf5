// The host's claim on a stay's security deposit and the admin's answer to it (decision 0056, spec 001 §4). Each runs
// in one transaction that locks the deposit first: who may act is proved on the locked rows before anything changes,
// one claim a stay however many arrive at once, and a decision moves the money once however often it is retried.
import { recordAdminAction } from '@golightly/events';
import { toDecimalString } from '@golightly/money';
import type { AdminActor } from '@golightly/service-kit';
import { findOrder } from '../db/payment-orders';
import { findReservationDetails, type ReservationDetails } from '../db/reservations';
import { lockDeposit, recordClaim, recordSettlement } from '../db/security-deposits';
import {
  checkClaimInput,
  DEPOSIT_TEXTS,
  isWithinClaimWindow,
  settlementOf,
  type ClaimDecision,
  type SecurityDeposit,
} from '../domain/security-deposit';
import { depositClaimed, depositSettled } from '../events/deposit-events';
import { PRODUCER } from '../events/publish';
import { settleDepositMoney } from './deposit-money';
import { actorOf } from './reservation-actor';
import { nowOf, type ReservationCaller, type ReservationDeps } from './reservation-deps';

export type DepositOutcome =
  | { status: 'success'; deposit: SecurityDeposit; reservation: ReservationDetails }
  | { status: 'invalid' | 'notFound' | 'forbidden' | 'conflict'; errorMessage: string };

const refusal = (status: 'invalid' | 'notFound' | 'forbidden' | 'conflict', errorMessage: string): DepositOutcome => ({
  status,
  errorMessage,
});

const HELD = new Set(['authorised', 'captured']);

export interface ClaimInput {
  reservationId: number;
  /** Decimal text in the stay's currency, as she typed it. */
  claimedFee: string;
  reason: string;
}

/** The host (or her co-host) claims part or all of a completed stay's deposit within 7 days after check-out. */
export async function claimSecurityDeposit(
  deps: ReservationDeps,
  caller: ReservationCaller,
  input: ClaimInput,
): Promise<DepositOutcome> {
  return deps.db.transaction(async (trx) => {
    const deposit = await lockDeposit(trx, input.reservationId);
    const reservation = await findReservationDetails(trx, input.reservationId);
    if (!reservation) return refusal('notFound', DEPOSIT_TEXTS.notFound);
    const actor = actorOf(caller, reservation);
    if (!actor) return refusal('notFound', DEPOSIT_TEXTS.notFound);
    if (actor.role !== 'host' && actor.role !== 'coHost') return refusal('forbidden', DEPOSIT_TEXTS.notHost);
    const order = deposit?.paymentOrderId ? await findOrder(trx, deposit.paymentOrderId) : null;
    if (!deposit || !order || !HELD.has(order.status) || deposit.refundStatus === 'completed')
      return refusal('invalid', DEPOSIT_TEXTS.noDeposit);
    if (deposit.claimStatus === 'claimed') return refusal('conflict', DEPOSIT_TEXTS.alreadyClaimed);
    if (reservation.reservationState !== 'completed') return refusal('invalid', DEPOSIT_TEXTS.notCompleted);
    const now = nowOf(deps);
    if (!isWithinClaimWindow(reservation.checkOut, reservation.timeZone, now))
      return refusal('invalid', DEPOSIT_TEXTS.windowClosed);
    const checked = checkClaimInput(deposit, input.claimedFee, input.reason);
    if (!checked.ok) return refusal('invalid', checked.message);
    const claim = { claimedMinor: checked.claimedMinor, reason: checked.reason, claimedBy: caller.identity!.userId };
    if (!(await recordClaim(trx, deposit.reservationId, { ...claim, at: new Date(now) })))
      return refusal('conflict', DEPOSIT_TEXTS.alreadyClaimed);
    await depositClaimed(trx, reservation, deposit, claim);
    return { status: 'success', deposit: (await lockDeposit(trx, deposit.reservationId))!, reservation };
  });
}

/**
 * The admin approves a claim (the host keeps the claimed part, the guest gets the rest back) or refuses it (the guest
 * gets it all back). The same decision again answers as it stands and moves nothing; the other one is refused.
 */
export async function decideDepositClaim(
  deps: ReservationDeps,
  admin: AdminActor,
  reservationId: number,
  decision: ClaimDecision,
): Promise<DepositOutcome> {
  return deps.db.transaction(async (trx) => {
    const deposit = await lockDeposit(trx, reservationId);
    const reservation = await findReservationDetails(trx, reservationId);
    if (!deposit || !reservation) return refusal('notFound', DEPOSIT_TEXTS.notFound);
    if (deposit.claimStatus !== 'claimed') return refusal('invalid', DEPOSIT_TEXTS.noClaimToDecide);
    if (deposit.claimDecision === decision) return { status: 'success', deposit, reservation };
    if (deposit.claimDecision || deposit.refundStatus === 'completed')
      return refusal('conflict', DEPOSIT_TEXTS.alreadyDecided);
    const { refundMinor, hostPayoutMinor } = settlementOf(deposit, decision);
    await settleDepositMoney(trx, deps, deposit, refundMinor);
    const at = new Date(nowOf(deps));
    await recordSettlement(trx, reservationId, {
      decision,
      decidedBy: admin.adminId,
      refundedMinor: refundMinor,
      hostPayoutMinor,
      at,
    });
    await depositSettled(trx, reservation, deposit, {
      outcome: decision,
      refundedMinor: refundMinor,
      hostPayoutMinor,
    });
    const amount = (minor: number) => `${toDecimalString(minor, deposit.currency)} ${deposit.currency}`;
    await recordAdminAction(trx, PRODUCER, admin, {
      action: `deposit_claim.${decision}`,
      area: 'reservations',
      recordType: 'reservation',
      recordId: String(reservationId),
      summary:
        `${decision === 'approved' ? 'Approved' : 'Refused'} the security deposit claim of ` +
        `${amount(deposit.claimedMinor ?? 0)} on reservation ${reservationId + 1000} (${reservation.confirmationCode}); ` +
        `${amount(refundMinor)} refunded to the guest`,
    });
    return { status: 'success', deposit: (await lockDeposit(trx, reservationId))!, reservation };
  });
}
