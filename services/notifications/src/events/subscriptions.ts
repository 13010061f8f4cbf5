// Every event the notifications service consumes, in one place.
import type { EventHandler } from '@golightly/events';
import type { NotificationsConfig } from '../config';
import { emailConfirmationRequested } from './email-confirmation-requested.handler';
import { passwordResetRequested } from './password-reset-requested.handler';
import { userDeleted } from './user-deleted.handler';
import { userRegistered } from './user-registered.handler';

export const subscriptions = (config: NotificationsConfig): EventHandler[] => [
  userRegistered,
  userDeleted,
  emailConfirmationRequested(config.siteUrl),
  passwordResetRequested(config.siteUrl),
];
