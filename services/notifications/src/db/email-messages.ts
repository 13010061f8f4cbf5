// The e-mail queue: rows written by event handlers, claimed and updated by the mail worker.
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

/** Queues an e-mail for `eventId`; a second call for the same event changes nothing. */
export async function queueEmail(trx: Knex.Transaction, eventId: string, kind: string, recipient: string, email: RenderedEmail) {
  await trx('email_messages')
    .insert({ event_id: eventId, kind, recipient, subject: email.subject, html: email.html, text_body: email.text })
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
    .select({ id: 'id', recipient: 'recipient', subject: 'subject', html: 'html', textBody: 'text_body', attempts: 'attempts' });
}

export async function markSent(trx: Knex.Transaction, id: number): Promise<void> {
  await trx('email_messages').where({ id }).update({ status: 'sent', sent_at: trx.fn.now(), attempts: trx.raw('attempts + 1'), last_error: null });
}

export async function markFailedAttempt(trx: Knex.Transaction, id: number, error: string, retryInMs: number | null): Promise<void> {
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
