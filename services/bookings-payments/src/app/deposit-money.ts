// Moving a deposit's money once it is settled (decision 0056): inside the transaction that holds the deposit's lock
// and records the settlement, so a decision retried after a crash repeats the same provider calls (the contract's
// idempotency keys) and a settled deposit is never settled again.
import type { Knex } from '@golightly/db';
import { findOrder } from '../db/payment-orders';
import type { SecurityDeposit } from '../domain/security-deposit';
import { cancel, capture, refund, type PaymentOutcome } from './payment-orders';
import { paymentDepsOf, type ReservationDeps } from './reservation-deps';

const expect = (outcome: PaymentOutcome, kinds: PaymentOutcome['kind'][], step: string) => {
  if (!kinds.includes(outcome.kind)) throw new Error(`deposit ${step} answered ${outcome.kind}`);
};

/**
 * Leaves the guest `refundMinor` of the deposit and the rest taken: an authorisation given back whole is released,
 * otherwise captured then refunded in part; a deposit already taken is refunded in part or whole.
 */
export async function settleDepositMoney(
  trx: Knex.Transaction,
  deps: ReservationDeps,
  deposit: SecurityDeposit,
  refundMinor: number,
): Promise<void> {
  if (!deposit.paymentOrderId) return;
  const payments = paymentDepsOf(deps, trx);
  const order = await findOrder(trx, deposit.paymentOrderId);
  if (!order) return;
  if (order.status === 'authorised') {
    if (refundMinor >= deposit.amountMinor) {
      expect(await cancel(payments, order.id), ['cancelled'], 'release');
      return;
    }
    expect(await capture(payments, order.id), ['captured'], 'capture');
    if (refundMinor > 0) expect(await refund(payments, order.id, refundMinor), ['refunded'], 'refund');
    return;
  }
  if (order.status === 'captured') {
    const left = order.capturedMinor - order.refundedMinor;
    const amount = Math.min(refundMinor, left);
    if (amount > 0) expect(await refund(payments, order.id, amount), ['refunded'], 'refund');
  }
  // cancelled, refunded, failed or expired: nothing of it is held any more
}

/** Takes an authorised deposit once its stay is confirmed, before the card's authorisation lapses. */
export async function captureDeposit(trx: Knex.Transaction, deps: ReservationDeps, orderId: string): Promise<void> {
  const outcome = await capture(paymentDepsOf(deps, trx), orderId);
  // a card refused at capture fails the order (the contract releases it): nothing is held, the sweeper settles it
  expect(outcome, ['captured', 'refused', 'closed'], 'capture');
}
