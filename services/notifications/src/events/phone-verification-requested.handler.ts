// PhoneVerificationRequested: e-mail the member her phone code. The club has no SMS sender in its embedded default,
// so the e-mail decision 0009 names as the fallback is the way the code reaches her.
import { on } from '@golightly/events';
import { PhoneVerificationRequestedSchema } from '@golightly/proto';
import type { NotificationsConfig } from '../config';
import { phoneVerificationCode } from '../domain/emails/catalogue/verification';
import { mail } from './mail';
import { isoFromTimestamp } from './timestamps';

export const phoneVerificationRequested = ({ siteUrl }: NotificationsConfig) =>
  on(PhoneVerificationRequestedSchema, async (event, trx) => {
    const request = event.message;
    if (!request.email) return;
    await mail(trx, {
      eventId: event.id,
      definition: phoneVerificationCode,
      data: {
        firstName: request.firstName,
        code: request.code,
        phoneNumber: request.phoneNumber,
        expiresAt: isoFromTimestamp(request.expiresAt, new Date(event.occurredAt.getTime() + 10 * 60_000)),
      },
      to: request.email,
      siteUrl,
    });
  });
