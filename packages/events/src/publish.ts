// Publishing a domain event: one outbox row written in the caller's transaction, sent later by the relay.
import { randomUUID } from 'node:crypto';
import { create, type DescMessage, type MessageInitShape } from '@bufbuild/protobuf';
import type { Knex } from 'knex';
import { encodeEnvelope } from './envelope';
import { eventContract } from './event-contract';
import { inPublishSpan } from './trace';

export interface NewEvent<Desc extends DescMessage> {
  /** The publishing service, e.g. "accounts". */
  producer: string;
  /** The generated schema of the event, e.g. UserRegisteredSchema. It declares the topic and the key. */
  schema: Desc;
  data: MessageInitShape<Desc>;
  /** Defaults to a new UUID. */
  eventId?: string;
  /** Defaults to now. */
  occurredAt?: Date;
}

export interface PublishedEvent {
  eventId: string;
  type: string;
  topic: string;
  /** The aggregate id, which is the message key. */
  key: string;
}

type CommitListener = () => void;
const commitListeners = new Set<CommitListener>();

/** Called after a transaction that published commits; in-process relays use it to send at once instead of polling. */
export function onOutboxCommit(listener: CommitListener): () => void {
  commitListeners.add(listener);
  return () => commitListeners.delete(listener);
}

/**
 * Records `event` in the outbox of the database `trx` belongs to. It reaches the bus only if `trx` commits,
 * so the change and its event are saved together or not at all.
 */
export async function publish<Desc extends DescMessage>(
  trx: Knex.Transaction,
  event: NewEvent<Desc>,
): Promise<PublishedEvent> {
  const contract = eventContract(event.schema);
  const message = create(event.schema, event.data);
  const aggregateId = (message as Record<string, unknown>)[contract.aggregateIdField.localName];
  if (typeof aggregateId !== 'string' || aggregateId === '') {
    throw new Error(`${contract.type} needs its ${contract.aggregateIdField.name} (the aggregate id) to be set`);
  }
  const eventId = event.eventId ?? randomUUID();
  await inPublishSpan(contract.topic, eventId, async (trace) => {
    const envelope = encodeEnvelope(contract, {
      eventId,
      occurredAt: event.occurredAt ?? new Date(),
      aggregateId,
      producer: event.producer,
      trace,
      schema: event.schema,
      message,
    });
    const headers: Record<string, string> = { 'event-id': eventId, 'event-type': contract.type };
    if (trace.traceparent) headers.traceparent = trace.traceparent;
    if (trace.tracestate) headers.tracestate = trace.tracestate;
    await trx('outbox').insert({
      event_id: eventId,
      topic: contract.topic,
      message_key: aggregateId,
      event_type: contract.type,
      envelope: Buffer.from(envelope),
      headers,
    });
  });
  trx.executionPromise.then(
    () => commitListeners.forEach((listener) => listener()),
    () => undefined, // rolled back: nothing to send
  );
  return { eventId, type: contract.type, topic: contract.topic, key: aggregateId };
}
