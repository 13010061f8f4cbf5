// PasswordResetRequested: mail the member her reset link.
import { on } from '@golightly/events';
import { PasswordResetRequestedSchema } from '@golightly/proto';
import { mailPasswordReset } from '../app/account-emails';
import type { NotificationsConfig } from '../config';

export const passwordResetRequested = (config: NotificationsConfig) =>
  on(PasswordResetRequestedSchema, (event, trx) => mailPasswordReset(trx, config, event, event.message));
