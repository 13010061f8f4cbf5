// Delivering the e-mail queue: one round claims due e-mails (rows another worker holds are skipped), hands each to
// the mailer once, and marks it sent, or failed with a retry after a backoff until it gives up.
import type { Knex } from '@golightly/db';
import type { Logger } from '@golightly/service-kit';
import { claimDue, markFailedAttempt, markSent } from '../db/email-messages';
import { retryDelay } from '../domain/delivery';

export interface OutgoingEmail {
  to: string;
  subject: string;
  html: string;
  text: string;
}

/** Sends one e-mail; rejects when the mail server did not take it. */
export interface Mailer {
  send(email: OutgoingEmail): Promise<void>;
}

/** One round; returns how many e-mails were sent. */
export async function deliverDueEmails(db: Knex, mailer: Mailer, logger: Logger, batchSize = 20): Promise<number> {
  let sent = 0;
  await db.transaction(async (trx) => {
    for (const email of await claimDue(trx, batchSize)) {
      try {
        await mailer.send({ to: email.recipient, subject: email.subject, html: email.html, text: email.textBody });
        await markSent(trx, email.id);
        sent += 1;
        logger.info({ emailId: email.id, status: 'sent' }, 'e-mail sent');
      } catch (error) {
        const message = (error as Error).message;
        const delay = retryDelay(email.attempts + 1);
        await markFailedAttempt(trx, email.id, message, delay);
        const status = delay === null ? 'failed' : 'retrying';
        logger.warn({ emailId: email.id, status, retryInMs: delay, err: message }, 'e-mail not delivered');
      }
    }
  });
  return sent;
}
