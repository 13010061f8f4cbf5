// PhoneVerificationRequested: e-mail the member her phone code (the fallback decision 0009 names: no SMS sender).
import { on } from '@golightly/events';
import { PhoneVerificationRequestedSchema } from '@golightly/proto';
import { mailPhoneCode } from '../app/verification-emails';
import type { NotificationsConfig } from '../config';
import { isoFromTimestamp } from './timestamps';

const CODE_LIFETIME_MS = 10 * 60_000;

export const phoneVerificationRequested = (config: NotificationsConfig) =>
  on(PhoneVerificationRequestedSchema, (event, trx) =>
    mailPhoneCode(trx, config, event, {
      ...event.message,
      expiresAt: isoFromTimestamp(event.message.expiresAt, new Date(event.occurredAt.getTime() + CODE_LIFETIME_MS)),
    }),
  );
