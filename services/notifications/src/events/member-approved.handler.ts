// MemberApproved: welcome the approved member, and ask her for a profile photo when she has none (spec 001 §4).
import { on } from '@golightly/events';
import { MemberApprovedSchema } from '@golightly/proto';
import { mailApproval } from '../app/membership-emails';
import type { NotificationsConfig } from '../config';

export const memberApproved = (config: NotificationsConfig) =>
  on(MemberApprovedSchema, (event, trx) => mailApproval(trx, config, event, event.message));
