// MemberRejected: answer the applicant with the spec's words; the admin's note is not sent to her.
import { on } from '@golightly/events';
import { MemberRejectedSchema } from '@golightly/proto';
import { mailRejection } from '../app/membership-emails';
import type { NotificationsConfig } from '../config';

export const memberRejected = (config: NotificationsConfig) =>
  on(MemberRejectedSchema, (event, trx) => mailRejection(trx, config, event, event.message));
