// Subscriptions: each event is applied with its inbox row in one transaction; redeliveries are skipped; poison goes to <topic>.dlq.
import { fromBinary, type DescMessage, type Message, type MessageShape } from '@bufbuild/protobuf';
import type { Envelope } from '@golightly/proto';
import type { Knex } from 'knex';
import { dead, deadLetter } from './dead-letter';
import { decodeEnvelope, occurredAtOf } from './envelope';
import { eventContract } from './event-contract';
import { errorMessage, silentLogger, type EventsLogger } from './logger';
import { backoffDelay, sleep, type BackoffPolicy } from './timing';
import { inProcessSpan } from './trace';
import type { IncomingMessage, TopicPartition, Transport } from './transport';

/** An event as a handler receives it: the decoded message and what the envelope says about it. */
export interface ReceivedEvent<M extends Message = Message> {
  id: string;
  type: string;
  aggregateId: string;
  producer: string;
  occurredAt: Date;
  schemaVersion: number;
  message: M;
  topic: string;
  partition: number;
  offset: string;
}

export interface EventHandler {
  schema: DescMessage;
  handle(event: ReceivedEvent, trx: Knex.Transaction): Promise<void>;
}

/** Pairs an event schema with the function that applies it; `trx` is the transaction the inbox row commits in. */
export function on<Desc extends DescMessage>(
  schema: Desc,
  handle: (event: ReceivedEvent<MessageShape<Desc>>, trx: Knex.Transaction) => Promise<void>,
): EventHandler {
  eventContract(schema); // fail at wiring time, not at the first event
  return { schema, handle: handle as EventHandler['handle'] };
}

export interface SubscribeOptions {
  /** The consumer group: one per service, named after it. */
  group: string;
  /** The service's database: handlers' effects and the inbox live there. */
  db: Knex;
  transport: Transport;
  handlers: EventHandler[];
  logger?: EventsLogger;
  /** A handler that fails this many times in a row sends the event to `<topic>.dlq`. */
  maxAttempts?: number;
  retryBackoff?: BackoffPolicy;
  /** Inbox rows older than this are deleted (hourly); keep it longer than the bus retains messages. */
  keepInboxForMs?: number;
}

export interface Subscription {
  group: string;
  topics: string[];
  assignment(): TopicPartition[];
  stop(): Promise<void>;
}

/** Marks a failure of the handler's own code, as opposed to the inbox or the database, which never dead-letters. */
class HandlerFailure extends Error {}

const HOUR_MS = 3_600_000;

/** Starts consuming the topics of `handlers` as `group`. Events of types without a handler are passed over. */
export async function subscribe(options: SubscribeOptions): Promise<Subscription> {
  const { group, db, transport } = options;
  const logger = options.logger ?? silentLogger;
  const maxAttempts = options.maxAttempts ?? 5;
  const retryBackoff = options.retryBackoff ?? { initialMs: 100, maxMs: 5_000 };
  if (options.handlers.length === 0) throw new Error(`group ${group} subscribes with no handlers`);
  const handlers = new Map<string, EventHandler>();
  for (const handler of options.handlers) {
    const { type } = eventContract(handler.schema);
    if (handlers.has(type)) throw new Error(`two handlers for ${type} in group ${group}`);
    handlers.set(type, handler);
  }
  const topics = [...new Set(options.handlers.map((h) => eventContract(h.schema).topic))].sort();
  const stopping = new AbortController();

  async function applyOnce(event: ReceivedEvent, handler: EventHandler): Promise<'applied' | 'duplicate'> {
    return db.transaction(async (trx) => {
      const recorded = await trx('inbox')
        .insert({
          consumer_group: group,
          event_id: event.id,
          topic: event.topic,
          event_type: event.type,
          outcome: 'applied',
        })
        .onConflict(['consumer_group', 'event_id'])
        .ignore()
        .returning('event_id');
      if (recorded.length === 0) return 'duplicate';
      try {
        await handler.handle(event, trx);
      } catch (error) {
        throw new HandlerFailure(errorMessage(error), { cause: error });
      }
      return 'applied';
    });
  }

  async function deliver(message: IncomingMessage): Promise<void> {
    let envelope: Envelope;
    try {
      envelope = decodeEnvelope(message.value);
    } catch (error) {
      await deadLetter({ db, transport, group, logger }, message, dead(undefined, error, 1));
      return;
    }
    const handler = handlers.get(envelope.eventType);
    if (!handler) {
      logger.debug?.(
        { group, topic: message.topic, eventType: envelope.eventType },
        'passed over an event type with no handler',
      );
      return;
    }
    let event: ReceivedEvent;
    try {
      event = receivedEvent(message, envelope, handler.schema);
    } catch (error) {
      // A payload that does not decode as its declared type fails the same way every time.
      await deadLetter({ db, transport, group, logger }, message, dead(envelope, error, 1));
      return;
    }
    const about = { topic: message.topic, group, eventId: envelope.eventId, eventType: envelope.eventType };
    for (let attempt = 1; ; attempt += 1) {
      try {
        const outcome = await inProcessSpan(envelope.traceContext, about, () => applyOnce(event, handler));
        if (outcome === 'duplicate')
          logger.info({ ...about, offset: message.offset }, 'skipped an event already applied');
        return;
      } catch (error) {
        // The inbox or the database failed, not the handler: let the transport redeliver; never dead-letter for that.
        if (!(error instanceof HandlerFailure)) throw error;
        if (attempt >= maxAttempts) {
          await deadLetter({ db, transport, group, logger }, message, dead(envelope, error, attempt));
          return;
        }
        const retryInMs = backoffDelay(retryBackoff, attempt);
        logger.warn(
          { ...about, attempt, maxAttempts, retryInMs, err: errorMessage(error) },
          'event handler failed; retrying',
        );
        await sleep(retryInMs, stopping.signal);
        if (stopping.signal.aborted) throw new Error('subscription stopping; the event will be redelivered');
      }
    }
  }

  const consumer = await transport.consume({ group, topics, handle: deliver });
  const pruning = setInterval(
    () => void pruneInbox(db, group, options.keepInboxForMs ?? 30 * 24 * HOUR_MS, logger),
    HOUR_MS,
  );
  pruning.unref();
  logger.info({ group, topics, transport: transport.kind }, 'subscribed');
  return {
    group,
    topics,
    assignment: () => consumer.assignment(),
    stop: async () => {
      clearInterval(pruning);
      stopping.abort();
      await consumer.stop();
    },
  };
}

function receivedEvent(message: IncomingMessage, envelope: Envelope, schema: DescMessage): ReceivedEvent {
  return {
    id: envelope.eventId,
    type: envelope.eventType,
    aggregateId: envelope.aggregateId,
    producer: envelope.producer,
    occurredAt: occurredAtOf(envelope),
    schemaVersion: envelope.schemaVersion,
    message: fromBinary(schema, envelope.payload),
    topic: message.topic,
    partition: message.partition,
    offset: message.offset,
  };
}

async function pruneInbox(db: Knex, group: string, keepForMs: number, logger: EventsLogger): Promise<void> {
  try {
    const deleted = await db('inbox')
      .where({ consumer_group: group })
      .andWhere('received_at', '<', new Date(Date.now() - keepForMs))
      .delete();
    if (deleted > 0) logger.info({ group, deleted }, 'deleted old inbox rows');
  } catch (error) {
    logger.warn({ group, err: errorMessage(error) }, 'could not prune the inbox');
  }
}
