// EmailConfirmationRequested: mail the member her confirmation link.
import { on } from '@golightly/events';
import { EmailConfirmationRequestedSchema } from '@golightly/proto';
import { mailEmailConfirmation } from '../app/account-emails';
import type { NotificationsConfig } from '../config';

export const emailConfirmationRequested = (config: NotificationsConfig) =>
  on(EmailConfirmationRequestedSchema, (event, trx) => mailEmailConfirmation(trx, config, event, event.message));
