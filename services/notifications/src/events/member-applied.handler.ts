// MemberApplied: tell the applicant her application is pending, and tell the admins of the membership interest.
import { on } from '@golightly/events';
import { MemberAppliedSchema } from '@golightly/proto';
import { mailApplicationReceived } from '../app/membership-emails';
import type { NotificationsConfig } from '../config';

export const memberApplied = (config: NotificationsConfig) =>
  on(MemberAppliedSchema, (event, trx) => mailApplicationReceived(trx, config, event, event.message));
