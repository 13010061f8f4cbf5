// The accounts user events as test traffic: publishing them through the outbox and handlers that record each one applied.
import { randomUUID } from 'node:crypto';
import { timestampFromDate } from '@bufbuild/protobuf/wkt';
import {
  EmailConfirmationRequestedSchema,
  EmailConfirmedSchema,
  PasswordResetRequestedSchema,
  UserDeletedSchema,
  UserRegisteredSchema,
} from '@golightly/proto';
import { context, trace } from '@opentelemetry/api';
import type { Knex } from 'knex';
import { on, publish, type EventHandler, type ReceivedEvent } from '../../src/index';

export interface Published {
  eventId: string;
  key: string;
}

export const newUserIds = (count: number): string[] => Array.from({ length: count }, () => randomUUID());

/** Publishes one event of a user's life, each kind in turn, in its own transaction. */
export async function publishUserEvent(db: Knex, userId: string, step: number): Promise<Published> {
  const base = { userId, email: `${userId.slice(0, 8)}@example.test`, firstName: 'Ada' };
  const expiresAt = timestampFromDate(new Date(Date.now() + 3_600_000));
  const published = await db.transaction(async (trx) => {
    if (step === 0)
      return publish(trx, {
        producer: 'accounts',
        schema: UserRegisteredSchema,
        data: { ...base, profileId: 7, lastName: 'Okafor' },
      });
    switch (step % 3) {
      case 0:
        return publish(trx, {
          producer: 'accounts',
          schema: PasswordResetRequestedSchema,
          data: { ...base, resetToken: randomUUID(), expiresAt },
        });
      case 1:
        return publish(trx, {
          producer: 'accounts',
          schema: EmailConfirmationRequestedSchema,
          data: { ...base, confirmationToken: randomUUID(), expiresAt },
        });
      default:
        return publish(trx, {
          producer: 'accounts',
          schema: EmailConfirmedSchema,
          data: { userId, email: base.email },
        });
    }
  });
  return { eventId: published.eventId, key: published.key };
}

/** `perUser` events for each user, interleaved across users, in publication order. */
export async function publishUserEvents(db: Knex, userIds: string[], perUser: number): Promise<Published[]> {
  const published: Published[] = [];
  for (let step = 0; step < perUser; step += 1) {
    for (const userId of userIds) published.push(await publishUserEvent(db, userId, step));
  }
  return published;
}

export interface RecordingBehaviour {
  /** Runs inside the handler's transaction before the effect is written; may throw or hang. */
  before?(event: ReceivedEvent): Promise<void>;
}

/** Handlers for every user event that write one applied_effects row each, tagged with `consumer`. */
export function recordingHandlers(consumer: string, behaviour: RecordingBehaviour = {}): EventHandler[] {
  const record = async (event: ReceivedEvent, trx: Knex.Transaction) => {
    await behaviour.before?.(event);
    await trx('applied_effects').insert({
      consumer,
      event_id: event.id,
      event_type: event.type,
      aggregate_id: event.aggregateId,
      trace_id: trace.getSpanContext(context.active())?.traceId ?? null,
    });
  };
  return [
    on(UserRegisteredSchema, record),
    on(EmailConfirmationRequestedSchema, record),
    on(EmailConfirmedSchema, record),
    on(PasswordResetRequestedSchema, record),
    on(UserDeletedSchema, record),
  ];
}
