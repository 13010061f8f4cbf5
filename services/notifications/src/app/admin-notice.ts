// POST /sendEmail (spec 000 §7): a signed-in member's browser asks for one of the admin notices about her; the server
// writes it from what it knows of her and sends it to the club only, so the endpoint is no open relay.
import { randomUUID } from 'node:crypto';
import type { Knex } from '@golightly/db';
import type { Identity } from '@golightly/service-kit';
import { findMemberContact } from '../db/member-contacts';
import { linkedinFemaleUserEmail, maleUserEmail, normalFemaleUserEmail } from '../domain/emails/catalogue/membership';
import { decideSendEmail } from '../domain/send-email';
import { mailer, memberNotice, type MailSettings } from './email-queue';

/** What the browser sent as `mailOptions`; anything beyond the template and the recipient is ignored. */
export interface NoticeRequest {
  mailTemplate?: unknown;
  to?: unknown;
}

export type NoticeOutcome =
  { status: 200; response: string; template: string } | { status: 400 | 401 | 403 | 404; response: string };

const DEFINITIONS = { maleUserEmail, linkedinFemaleUserEmail, normalFemaleUserEmail };

export async function sendAdminNotice(
  db: Knex,
  settings: MailSettings,
  caller: Identity | null,
  request: NoticeRequest,
): Promise<NoticeOutcome> {
  const decision = decideSendEmail({
    signedIn: Boolean(caller && !caller.admin),
    mailTemplate: request.mailTemplate,
    to: request.to,
    adminEmail: settings.adminEmail,
  });
  if (!decision.ok) return { status: decision.status, response: decision.message };
  const member = await findMemberContact(db, caller!.userId);
  if (!member) return { status: 404, response: 'We could not find your membership details.' };
  await db.transaction((trx) => {
    const mail = mailer(trx, settings, { id: randomUUID() });
    return mail(DEFINITIONS[decision.template], decision.recipient, memberNotice(member));
  });
  return { status: 200, response: 'Email is sent', template: decision.template };
}
