// GenderConfirmed: a member from a social sign-up said who she is; a man gets the spec's answer, the admins hear.
import { on } from '@golightly/events';
import { GenderConfirmedSchema } from '@golightly/proto';
import { mailGenderAnswer } from '../app/membership-emails';
import type { NotificationsConfig } from '../config';

export const genderConfirmed = (config: NotificationsConfig) =>
  on(GenderConfirmedSchema, (event, trx) => mailGenderAnswer(trx, config, event, event.message));
