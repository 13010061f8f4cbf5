// PasswordResetRequested: mail the member her reset link.
import { on } from '@golightly/events';
import { PasswordResetRequestedSchema } from '@golightly/proto';
import { queueEmail } from '../db/email-messages';
import { siteLinks } from '../domain/emails/links';
import { renderEmail } from '../domain/emails/render';

export const passwordResetRequested = (siteUrl: string) =>
  on(PasswordResetRequestedSchema, async (event, trx) => {
    const { email, firstName, resetToken } = event.message;
    const link = siteLinks(siteUrl).passwordReset(resetToken, email);
    const rendered = await renderEmail({ kind: 'resetPassword', props: { firstName, link, siteUrl } });
    await queueEmail(trx, event.id, 'resetPassword', email, rendered);
  });
