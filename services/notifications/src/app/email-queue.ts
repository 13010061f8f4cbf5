// Queues a catalogue e-mail in the caller's transaction: rendered now, sent later by the mail worker, once per event
// and recipient however often the event is applied. Every use case that mails goes through here.
import type { Knex } from '@golightly/db';
import { queueEmail } from '../db/email-messages';
import type { EmailDefinition } from '../domain/emails/define';
import { emailContext, renderEmail } from '../domain/emails/render';

export interface MailRequest<Data> {
  /** The event (or request) this e-mail answers: with the type and recipient, it names the e-mail in the queue. */
  eventId: string;
  definition: EmailDefinition<Data>;
  data: Data;
  to: string;
  siteUrl: string;
  /** When the fact happened: 'started'/'starting' and similar wording are judged at this moment. */
  now?: Date;
}

export async function queueCatalogueEmail<Data>(trx: Knex.Transaction, request: MailRequest<Data>): Promise<void> {
  const rendered = await renderEmail(request.definition, request.data, emailContext(request.siteUrl, request.now));
  await queueEmail(trx, request.eventId, request.definition.type, request.to, rendered);
}

/** What the mailing use cases need of the service's settings. */
export interface MailSettings {
  siteUrl: string;
  adminEmail: string;
}

/** The fact an event-driven use case answers: its id (for the queue's once-only key) and when it happened. */
export interface EventFact {
  id: string;
  occurredAt: Date;
}
