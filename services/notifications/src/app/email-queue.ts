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

/** Queues one catalogue e-mail answering the event a `mailer` was made for: which one, to whom, with what. */
export type Mail = <Data>(definition: EmailDefinition<Data>, to: string, data: NoInfer<Data>) => Promise<void>;

/**
 * What every e-mail answering one event (or request) shares, bound once: its transaction, its id and the site's
 * address. A use case then names only what differs between its e-mails.
 */
export function mailer(
  trx: Knex.Transaction,
  { siteUrl }: Pick<MailSettings, 'siteUrl'>,
  event: Pick<EventFact, 'id'>,
): Mail {
  return (definition, to, data) => queueCatalogueEmail(trx, { eventId: event.id, definition, data, to, siteUrl });
}

/** How the admins' notices name a member: her full name, her address and her profile id. */
export function memberNotice(member: { firstName: string; lastName: string; email: string; profileId: number }) {
  return { name: `${member.firstName} ${member.lastName}`.trim(), email: member.email, profileId: member.profileId };
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
