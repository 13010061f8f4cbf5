// EmailConfirmationRequested: mail the member her confirmation link.
import { on } from '@golightly/events';
import { EmailConfirmationRequestedSchema } from '@golightly/proto';
import { queueEmail } from '../db/email-messages';
import { siteLinks } from '../domain/emails/links';
import { renderEmail } from '../domain/emails/render';

export const emailConfirmationRequested = (siteUrl: string) =>
  on(EmailConfirmationRequestedSchema, async (event, trx) => {
    const { email, firstName, confirmationToken } = event.message;
    const link = siteLinks(siteUrl).emailConfirmation(confirmationToken, email);
    const rendered = await renderEmail({ kind: 'confirmEmail', props: { firstName, link, siteUrl } });
    await queueEmail(trx, event.id, 'confirmEmail', email, rendered);
  });
