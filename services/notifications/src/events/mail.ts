// Renders a catalogue e-mail and queues it in the handler's transaction, so it is sent once per event and recipient.
import type { Knex } from '@golightly/db';
import { queueEmail } from '../db/email-messages';
import type { EmailDefinition } from '../domain/emails/define';
import { emailContext, renderEmail } from '../domain/emails/render';

export interface MailRequest<Data> {
  eventId: string;
  definition: EmailDefinition<Data>;
  data: Data;
  to: string;
  siteUrl: string;
  /** When the fact happened: 'started'/'starting' and similar wording are judged at this moment. */
  now?: Date;
}

export async function mail<Data>(trx: Knex.Transaction, request: MailRequest<Data>): Promise<void> {
  const rendered = await renderEmail(request.definition, request.data, emailContext(request.siteUrl, request.now));
  await queueEmail(trx, request.eventId, request.definition.type, request.to, rendered);
}
