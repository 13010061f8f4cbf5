// Payment orders and received provider events as stored (migration 0007).
import type { Knex } from '@golightly/db';
import type { OrderChange, PaymentOrder, PaymentPurpose, PaymentStatus } from '../domain/payment-order';
import type { ProviderName } from '../domain/payment-provider';

interface OrderRow {
  id: string;
  payer_id: string;
  amount_minor: string | number;
  currency: string;
  purpose: PaymentPurpose;
  requested_by: string;
  reference: string;
  deadline: Date;
  provider: ProviderName;
  provider_intent_id: string | null;
  status: PaymentStatus;
  failure_reason: string | null;
  attempt: number;
  authorise_idempotency_key: string | null;
  captured_minor: string | number;
  refunded_minor: string | number;
  processing_since: Date | null;
  created_at: Date;
  updated_at: Date;
  version: number;
}

const toOrder = (row: OrderRow): PaymentOrder => ({
  id: row.id,
  payerId: row.payer_id,
  amountMinor: Number(row.amount_minor),
  currency: row.currency,
  purpose: row.purpose,
  requestedBy: row.requested_by,
  reference: row.reference,
  deadline: row.deadline,
  provider: row.provider,
  providerIntentId: row.provider_intent_id,
  status: row.status,
  failureReason: row.failure_reason,
  attempt: row.attempt,
  authoriseIdempotencyKey: row.authorise_idempotency_key,
  capturedMinor: Number(row.captured_minor),
  refundedMinor: Number(row.refunded_minor),
  processingSince: row.processing_since,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
  version: row.version,
});

export interface NewOrder {
  id: string;
  payerId: string;
  amountMinor: number;
  currency: string;
  purpose: PaymentPurpose;
  requestedBy: string;
  reference: string;
  deadline: Date;
  provider: ProviderName;
}

/** Stores a new order; a second one of the same requester and reference is not stored (null): the first stands. */
export async function insertOrder(db: Knex, order: NewOrder): Promise<PaymentOrder | null> {
  const rows: OrderRow[] = await db('payment_orders')
    .insert({
      id: order.id,
      payer_id: order.payerId,
      amount_minor: order.amountMinor,
      currency: order.currency,
      purpose: order.purpose,
      requested_by: order.requestedBy,
      reference: order.reference,
      deadline: order.deadline,
      provider: order.provider,
    })
    .onConflict(['requested_by', 'reference'])
    .ignore()
    .returning('*');
  return rows[0] ? toOrder(rows[0]) : null;
}

export async function findOrder(db: Knex, id: string): Promise<PaymentOrder | null> {
  const row: OrderRow | undefined = await db('payment_orders').where({ id }).first();
  return row ? toOrder(row) : null;
}

export async function findOrderByReference(db: Knex, requestedBy: string, reference: string) {
  const row: OrderRow | undefined = await db('payment_orders').where({ requested_by: requestedBy, reference }).first();
  return row ? toOrder(row) : null;
}

/** The order, locked until the transaction ends: one change of one order at a time. */
export async function lockOrder(trx: Knex.Transaction, id: string): Promise<PaymentOrder | null> {
  const row: OrderRow | undefined = await trx('payment_orders').where({ id }).forUpdate().first();
  return row ? toOrder(row) : null;
}

export async function lockOrderByIntent(trx: Knex.Transaction, intentId: string): Promise<PaymentOrder | null> {
  const row: OrderRow | undefined = await trx('payment_orders')
    .where({ provider_intent_id: intentId })
    .forUpdate()
    .first();
  return row ? toOrder(row) : null;
}

/** Writes a change of a locked order; returns it as now stored. */
export async function saveOrderChange(
  trx: Knex.Transaction,
  order: PaymentOrder,
  change: Partial<OrderChange> & {
    providerIntentId?: string | null;
    attempt?: number;
    authoriseIdempotencyKey?: string | null;
  },
): Promise<PaymentOrder> {
  const columns: Record<string, unknown> = {};
  if (change.status !== undefined) columns.status = change.status;
  if (change.failureReason !== undefined) columns.failure_reason = change.failureReason;
  if (change.capturedMinor !== undefined) columns.captured_minor = change.capturedMinor;
  if (change.refundedMinor !== undefined) columns.refunded_minor = change.refundedMinor;
  if (change.processingSince !== undefined) columns.processing_since = change.processingSince;
  if (change.providerIntentId !== undefined) columns.provider_intent_id = change.providerIntentId;
  if (change.attempt !== undefined) columns.attempt = change.attempt;
  if (change.authoriseIdempotencyKey !== undefined) columns.authorise_idempotency_key = change.authoriseIdempotencyKey;
  const [row]: OrderRow[] = await trx('payment_orders')
    .where({ id: order.id })
    .update({ ...columns, updated_at: trx.fn.now(), version: trx.raw('version + 1') })
    .returning('*');
  return toOrder(row!);
}

/** Open orders the sweeper must look at by `now`: unpaid past their deadline, or processing since before `since`. */
export async function findOrdersToSweep(db: Knex, now: Date, processingSince: Date, limit = 100): Promise<string[]> {
  const rows: { id: string }[] = await db('payment_orders')
    .where((query) =>
      query
        .where((unpaid) =>
          unpaid.whereIn('status', ['requires_payment', 'requires_action']).where('deadline', '<=', now),
        )
        .orWhere((processing) =>
          processing.where('status', 'processing').where('processing_since', '<=', processingSince),
        ),
    )
    .orderBy('deadline')
    .limit(limit)
    .select('id');
  return rows.map((row) => row.id);
}

/**
 * Records a provider event by its own id; false when it was received before (a duplicate, which changes nothing).
 */
export async function recordProviderEvent(
  trx: Knex.Transaction,
  event: { provider: ProviderName; eventId: string; type: string; intentId: string | null },
): Promise<boolean> {
  const rows = await trx('payment_webhook_events')
    .insert({
      provider: event.provider,
      provider_event_id: event.eventId,
      event_type: event.type,
      provider_intent_id: event.intentId,
    })
    .onConflict(['provider', 'provider_event_id'])
    .ignore()
    .returning('provider_event_id');
  return rows.length === 1;
}
