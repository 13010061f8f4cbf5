// Dead letters: an event its handler keeps failing on goes to <topic>.dlq with the error, and the consumer moves on.
import type { Envelope } from '@golightly/proto';
import type { Knex } from 'knex';
import { errorMessage, type EventsLogger } from './logger';
import { deadLetterTopic, type IncomingMessage, type Transport } from './transport';

export interface DeadLetterContext {
  db: Knex;
  transport: Transport;
  group: string;
  logger: EventsLogger;
}

export interface DeathCause {
  /** Missing when the envelope itself could not be decoded. */
  envelope: Envelope | undefined;
  error: unknown;
  attempts: number;
}

export const dead = (envelope: Envelope | undefined, error: unknown, attempts: number): DeathCause => ({
  envelope,
  error,
  attempts,
});

/**
 * Sends the original bytes to `<topic>.dlq`, with headers saying why, and records the event in the inbox as
 * dead-lettered in the same transaction: a redelivery is then skipped instead of failing N more times.
 */
export async function deadLetter(
  context: DeadLetterContext,
  message: IncomingMessage,
  cause: DeathCause,
): Promise<void> {
  const { db, transport, group, logger } = context;
  const error = errorMessage(cause.error);
  const sent = await db.transaction(async (trx) => {
    if (cause.envelope) {
      const recorded = await trx('inbox')
        .insert({
          consumer_group: group,
          event_id: cause.envelope.eventId,
          topic: message.topic,
          event_type: cause.envelope.eventType,
          outcome: 'dead_lettered',
          error,
        })
        .onConflict(['consumer_group', 'event_id'])
        .ignore()
        .returning('event_id');
      if (recorded.length === 0) return false; // another delivery already settled it
    }
    await transport.send([
      {
        topic: deadLetterTopic(message.topic),
        key: message.key,
        value: message.value,
        headers: {
          ...message.headers,
          'dlq-error': error.slice(0, 2_000),
          'dlq-attempts': String(cause.attempts),
          'dlq-group': group,
          'dlq-source': `${message.topic}/${message.partition}/${message.offset}`,
          'dlq-at': new Date().toISOString(),
        },
      },
    ]);
    return true;
  });
  if (sent) {
    logger.error(
      {
        group,
        topic: message.topic,
        offset: message.offset,
        eventId: cause.envelope?.eventId,
        attempts: cause.attempts,
        err: error,
      },
      `event dead-lettered to ${deadLetterTopic(message.topic)}`,
    );
  }
}
