// MemberStatusChanged: tell a member her account was put on hold, or that the hold was lifted.
import { on } from '@golightly/events';
import { MemberStatusChangedSchema } from '@golightly/proto';
import { mailStatusChange } from '../app/membership-emails';
import type { NotificationsConfig } from '../config';

export const memberStatusChanged = (config: NotificationsConfig) =>
  on(MemberStatusChangedSchema, (event, trx) => mailStatusChange(trx, config, event, event.message));
