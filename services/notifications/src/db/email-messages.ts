// The e-mail queue: rows written by event handlers, claimed and updated by the mail worker.
import { createHash } from 'node:crypto';
import type { Knex } from '@golightly/db';
import type { RenderedEmail } from '../domain/emails/render';

export interface QueuedEmail {
  id: number;
  recipient: string;
  subject: string;
  html: string;
  textBody: string;
  attempts: number;
}

/**
 * The id of one e-mail asked for by one event: an event may mail several people (guest, host, admin), and a
 * redelivered event derives the same ids, so it queues nothing new.
 */
export function deliveryId(eventId: string, type: string, recipient: string): string {
  const hex = createHash('sha256').update(`${eventId}\n${type}\n${recipient.toLowerCase()}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16)}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** Queues e-mail `type` for `recipient` on behalf of event `eventId`; asking again for the same changes nothing. */
export async function queueEmail(
  trx: Knex.Transaction,
  eventId: string,
  type: string,
  recipient: string,
  email: RenderedEmail,
) {
  await trx('email_messages')
    .insert({
      event_id: deliveryId(eventId, type, recipient),
      kind: type,
      recipient,
      subject: email.subject,
      html: email.html,
      text_body: email.text,
    })
    .onConflict('event_id')
    .ignore();
}

/** Claims due e-mails; rows claimed by another worker are skipped. */
export async function claimDue(trx: Knex.Transaction, limit: number): Promise<QueuedEmail[]> {
  return trx('email_messages')
    .where({ status: 'queued' })
    .where('next_attempt_at', '<=', trx.fn.now())
    .orderBy('id')
    .limit(limit)
    .forUpdate()
    .skipLocked()
    .select({
      id: 'id',
      recipient: 'recipient',
      subject: 'subject',
      html: 'html',
      textBody: 'text_body',
      attempts: 'attempts',
    });
}

export async function markSent(trx: Knex.Transaction, id: number): Promise<void> {
  await trx('email_messages')
    .where({ id })
    .update({ status: 'sent', sent_at: trx.fn.now(), attempts: trx.raw('attempts + 1'), last_error: null });
}

export async function markFailedAttempt(
  trx: Knex.Transaction,
  id: number,
  error: string,
  retryInMs: number | null,
): Promise<void> {
  await trx('email_messages')
    .where({ id })
    .update({
      attempts: trx.raw('attempts + 1'),
      last_error: error.slice(0, 1000),
      ...(retryInMs === null
        ? { status: 'failed' }
        : { next_attempt_at: trx.raw(`now() + make_interval(secs => ?)`, [retryInMs / 1000]) }),
    });
}
