// Encoding a domain event into its envelope and reading it back on the consumer side.
import { create, fromBinary, toBinary, type DescMessage, type MessageShape } from '@bufbuild/protobuf';
import { timestampDate, timestampFromDate } from '@bufbuild/protobuf/wkt';
import { EnvelopeSchema, type Envelope } from '@golightly/proto';
import type { EventContract } from './event-contract';
import type { TraceHeaders } from './trace';

export interface EnvelopeFields<Desc extends DescMessage> {
  eventId: string;
  occurredAt: Date;
  aggregateId: string;
  producer: string;
  trace: TraceHeaders;
  schema: Desc;
  message: MessageShape<Desc>;
}

export function encodeEnvelope<Desc extends DescMessage>(
  contract: EventContract,
  fields: EnvelopeFields<Desc>,
): Uint8Array {
  const envelope = create(EnvelopeSchema, {
    eventId: fields.eventId,
    eventType: contract.type,
    occurredAt: timestampFromDate(fields.occurredAt),
    aggregateId: fields.aggregateId,
    producer: fields.producer,
    traceContext: fields.trace,
    schemaVersion: contract.schemaVersion,
    payload: toBinary(fields.schema, fields.message),
  });
  return toBinary(EnvelopeSchema, envelope);
}

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Decodes an envelope and checks what the inbox relies on; throws on anything malformed. */
export function decodeEnvelope(bytes: Uint8Array): Envelope {
  const envelope = fromBinary(EnvelopeSchema, bytes);
  if (!UUID_PATTERN.test(envelope.eventId)) throw new Error(`envelope has no valid event id ("${envelope.eventId}")`);
  if (!envelope.eventType) throw new Error(`envelope ${envelope.eventId} has no event type`);
  return envelope;
}

export const occurredAtOf = (envelope: Envelope): Date =>
  envelope.occurredAt ? timestampDate(envelope.occurredAt) : new Date(0);
