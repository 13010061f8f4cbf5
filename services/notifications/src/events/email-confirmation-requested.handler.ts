// EmailConfirmationRequested: mail the member her confirmation link.
import { on } from '@golightly/events';
import { EmailConfirmationRequestedSchema } from '@golightly/proto';
import { confirmEmail } from '../domain/emails/catalogue/accounts';
import { mail } from './mail';

export const emailConfirmationRequested = (siteUrl: string) =>
  on(EmailConfirmationRequestedSchema, async (event, trx) => {
    const { email, firstName, confirmationToken } = event.message;
    await mail(trx, {
      eventId: event.id,
      definition: confirmEmail,
      data: { firstName, email, token: confirmationToken },
      to: email,
      siteUrl,
    });
  });
