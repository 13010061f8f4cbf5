// MemberRejected: answer the applicant with the spec's words; the admin's note is not sent to her.
import { on } from '@golightly/events';
import { MemberRejectedSchema } from '@golightly/proto';
import type { NotificationsConfig } from '../config';
import { signUpRejected } from '../domain/emails/catalogue/membership';
import { mail } from './mail';

export const memberRejected = ({ siteUrl }: NotificationsConfig) =>
  on(MemberRejectedSchema, async (event, trx) => {
    const { email, firstName } = event.message;
    await mail(trx, { eventId: event.id, definition: signUpRejected, data: { firstName }, to: email, siteUrl });
  });
