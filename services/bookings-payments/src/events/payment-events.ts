// The payment events (decision 0049), written to the outbox in the transaction that changes the order, with the
// requester's own reference so the service that asked knows which of its things was paid.
import type { DescMessage, MessageInitShape } from '@bufbuild/protobuf';
import type { Knex } from '@golightly/db';
import { publish } from '@golightly/events';
import {
  PaymentAuthorisedSchema,
  PaymentCancelledSchema,
  PaymentCapturedSchema,
  PaymentExpiredSchema,
  PaymentFailedSchema,
  PaymentRefundedSchema,
} from '@golightly/proto';
import type { PaymentOrder } from '../domain/payment-order';
import { PRODUCER } from './publish';

const orderRef = (order: PaymentOrder) => ({
  orderId: order.id,
  requestedBy: order.requestedBy,
  reference: order.reference,
  purpose: order.purpose,
  payerUserId: order.payerId,
  amountMinor: BigInt(order.amountMinor),
  currency: order.currency,
  provider: order.provider,
});

/** Publishes what changed between `before` and `after` of one order: its new status, or a further refund. */
export async function publishOrderChange(trx: Knex.Transaction, before: PaymentOrder, after: PaymentOrder) {
  const base = { orderId: after.id, order: orderRef(after) };
  const send = <Desc extends DescMessage>(schema: Desc, data: MessageInitShape<Desc>) =>
    publish(trx, { producer: PRODUCER, schema, data });
  if (after.refundedMinor > before.refundedMinor) {
    await send(PaymentRefundedSchema, { ...base, refundedMinor: BigInt(after.refundedMinor) });
  }
  if (after.status === before.status) return;
  switch (after.status) {
    case 'authorised':
      return send(PaymentAuthorisedSchema, base);
    case 'captured':
      return send(PaymentCapturedSchema, base);
    case 'failed':
      return send(PaymentFailedSchema, { ...base, reason: after.failureReason ?? '' });
    case 'cancelled':
      return send(PaymentCancelledSchema, base);
    case 'expired':
      return send(PaymentExpiredSchema, base);
    default:
      // requires_payment, requires_action, processing and refunded (published above) tell the requester nothing new
      return;
  }
}
