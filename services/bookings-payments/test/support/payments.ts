// What the payment tests share: a real migrated database, orders as a requester would ask for them, and the payment
// events written to the outbox.
import { randomUUID } from 'node:crypto';
import { fromBinary, type DescMessage, type MessageShape } from '@bufbuild/protobuf';
import type { Knex } from '@golightly/db';
import { EnvelopeSchema } from '@golightly/proto';
import { createOrder, type CreateOrderInput, type PaymentDeps } from '../../src/app/payment-orders';
import type { PaymentOrder } from '../../src/domain/payment-order';

export const HOUR_MS = 3_600_000;

/** A stay's order of 615.00 EUR for a new member, payable for a day unless told otherwise. */
export async function newOrder(deps: PaymentDeps, overrides: Partial<CreateOrderInput> = {}): Promise<PaymentOrder> {
  const outcome = await createOrder(deps, {
    payerId: randomUUID(),
    amountMinor: 61_500,
    currency: 'EUR',
    purpose: 'stay',
    requestedBy: 'bookings-payments',
    reference: `reservation-${randomUUID()}`,
    deadline: new Date(Date.now() + 24 * HOUR_MS),
    ...overrides,
  });
  if (outcome.kind === 'invalid') throw new Error(outcome.message);
  return outcome.order;
}

/** Every event of this type in the outbox about one order, decoded, oldest first. */
export async function eventsOf<Desc extends DescMessage>(
  db: Knex,
  schema: Desc,
  orderId: string,
): Promise<MessageShape<Desc>[]> {
  const rows: { envelope: Uint8Array }[] = await db('outbox')
    .where({ event_type: schema.typeName })
    .orderBy('id')
    .select('envelope');
  return rows
    .map((row) => fromBinary(schema, fromBinary(EnvelopeSchema, row.envelope).payload))
    .filter((event) => (event as { orderId?: string }).orderId === orderId);
}

/** The types of every payment event in the outbox about one order, oldest first. */
export async function paymentEventTypes(db: Knex, orderId: string): Promise<string[]> {
  const rows: { event_type: string; message_key: string }[] = await db('outbox')
    .where('event_type', 'like', 'golightly.bookings.v1.Payment%')
    .orderBy('id')
    .select('event_type', 'message_key');
  return rows.filter((row) => row.message_key === orderId).map((row) => row.event_type.replace(/^.*\./, ''));
}
