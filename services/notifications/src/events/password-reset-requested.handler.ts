// PasswordResetRequested: mail the member her reset link.
import { on } from '@golightly/events';
import { PasswordResetRequestedSchema } from '@golightly/proto';
import { resetPassword } from '../domain/emails/catalogue/accounts';
import { mail } from './mail';

export const passwordResetRequested = (siteUrl: string) =>
  on(PasswordResetRequestedSchema, async (event, trx) => {
    const { email, firstName, resetToken } = event.message;
    await mail(trx, {
      eventId: event.id,
      definition: resetPassword,
      data: { firstName, email, token: resetToken, isAdmin: false },
      to: email,
      siteUrl,
    });
  });
