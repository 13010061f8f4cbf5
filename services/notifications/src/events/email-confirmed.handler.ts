// EmailConfirmed: once a member has confirmed her address, ask her for a profile photo when she has none (spec 001 §4).
import { on } from '@golightly/events';
import { EmailConfirmedSchema } from '@golightly/proto';
import { mailPhotoPromptOnConfirmation } from '../app/membership-emails';
import type { NotificationsConfig } from '../config';

export const emailConfirmed = (config: NotificationsConfig) =>
  on(EmailConfirmedSchema, (event, trx) => mailPhotoPromptOnConfirmation(trx, config, event, event.message));
