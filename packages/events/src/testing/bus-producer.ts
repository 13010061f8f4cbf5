// A stand-in producer for tests: puts an event onto the bus as its producing service's relay would, for events whose
// producer does not publish them yet. It writes to the transport only, never into another service's database.
import { randomUUID } from 'node:crypto';
import { create, type DescMessage, type MessageInitShape } from '@bufbuild/protobuf';
import { encodeEnvelope } from '../envelope';
import { eventContract } from '../event-contract';
import type { OutgoingMessage, Transport } from '../transport';

export interface BusEvent<Desc extends DescMessage> {
  /** The service that will publish it, e.g. "social-events". */
  producer: string;
  schema: Desc;
  data: MessageInitShape<Desc>;
  eventId?: string;
  occurredAt?: Date;
}

/** What was sent, so a test can send the very same message again (a redelivery). */
export interface SentEvent {
  eventId: string;
  message: OutgoingMessage;
}

/** Encodes `event` in its envelope and appends it to its topic, keyed by its aggregate id. */
export async function publishOnBus<Desc extends DescMessage>(
  transport: Transport,
  event: BusEvent<Desc>,
): Promise<SentEvent> {
  const contract = eventContract(event.schema);
  const message = create(event.schema, event.data);
  const key = (message as Record<string, unknown>)[contract.aggregateIdField.localName];
  if (typeof key !== 'string' || key === '') {
    throw new Error(`${contract.type} needs its ${contract.aggregateIdField.name} (the aggregate id) to be set`);
  }
  const eventId = event.eventId ?? randomUUID();
  const value = encodeEnvelope(contract, {
    eventId,
    occurredAt: event.occurredAt ?? new Date(),
    aggregateId: key,
    producer: event.producer,
    trace: { traceparent: '', tracestate: '' },
    schema: event.schema,
    message,
  });
  const outgoing: OutgoingMessage = {
    topic: contract.topic,
    key,
    value,
    headers: { 'event-id': eventId, 'event-type': contract.type },
  };
  await transport.send([outgoing]);
  return { eventId, message: outgoing };
}

/** Sends an already sent message once more, as a relay does after a crash between sending and marking it sent. */
export async function redeliverOnBus(transport: Transport, sent: SentEvent | OutgoingMessage): Promise<void> {
  await transport.send(['message' in sent ? sent.message : sent]);
}
