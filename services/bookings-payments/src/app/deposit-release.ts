// The deposit sweeper's step (decision 0056), run by the service's timed-work worker: every deposit still pending is
// brought where its stay says it should be. A confirmed stay's authorisation is captured before it lapses; a stay
// given up, or a completed one with no claim by the end of the 7th day after check-out, has its deposit given back
// whole. Each deposit is claimed with FOR UPDATE SKIP LOCKED, so two instances never settle one twice.
import { findOrder } from '../db/payment-orders';
import { findReservationDetails } from '../db/reservations';
import { claimPendingDeposit, recordSettlement, unsettledDepositIds } from '../db/security-deposits';
import { depositSweep, settlementOf } from '../domain/security-deposit';
import { ProviderUnavailableError } from '../domain/payment-provider';
import { depositSettled } from '../events/deposit-events';
import { captureDeposit, settleDepositMoney } from './deposit-money';
import { nowOf, type ReservationDeps } from './reservation-deps';

const BATCH = 200;

/** Settles or captures every deposit that is due at `now`; returns how many it changed. */
export async function releaseUnclaimedDeposits(
  deps: ReservationDeps,
  now: Date = new Date(nowOf(deps)),
): Promise<number> {
  const at = { ...deps, now: () => now.getTime() };
  let changed = 0;
  for (let after = 0; ;) {
    const batch = await unsettledDepositIds(deps.db, after, BATCH);
    for (const reservationId of batch) {
      try {
        if (await sweepOne(at, reservationId, now)) changed += 1;
      } catch (error) {
        // the provider is away: this deposit waits for the next run, the others go on
        if (!(error instanceof ProviderUnavailableError)) throw error;
      }
    }
    if (batch.length < BATCH) return changed;
    after = batch[batch.length - 1]!;
  }
}

async function sweepOne(deps: ReservationDeps, reservationId: number, now: Date): Promise<boolean> {
  return deps.db.transaction(async (trx) => {
    const deposit = await claimPendingDeposit(trx, reservationId);
    if (!deposit) return false;
    const reservation = await findReservationDetails(trx, reservationId);
    const order = deposit.paymentOrderId ? await findOrder(trx, deposit.paymentOrderId) : null;
    if (!reservation || !order) return false;
    const verdict = depositSweep(deposit, reservation, order.status, now.getTime());
    if (verdict === 'none') return false;
    if (verdict === 'capture') {
      await captureDeposit(trx, deps, order.id);
      return true;
    }
    const { refundMinor, hostPayoutMinor } = settlementOf(deposit, 'released');
    await settleDepositMoney(trx, deps, deposit, refundMinor);
    await recordSettlement(trx, reservationId, {
      decision: null,
      decidedBy: null,
      refundedMinor: refundMinor,
      hostPayoutMinor,
      at: now,
    });
    await depositSettled(trx, reservation, deposit, {
      outcome: 'released',
      refundedMinor: refundMinor,
      hostPayoutMinor,
    });
    return true;
  });
}
