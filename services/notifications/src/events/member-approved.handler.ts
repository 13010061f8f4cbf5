// MemberApproved: welcome the approved member, and ask her for a profile photo when she has none (spec 001 §4).
import { on } from '@golightly/events';
import { MemberApprovedSchema } from '@golightly/proto';
import type { NotificationsConfig } from '../config';
import { addProfilePhoto, signUpApproved } from '../domain/emails/catalogue/membership';
import { mail } from './mail';

export const memberApproved = ({ siteUrl }: NotificationsConfig) =>
  on(MemberApprovedSchema, async (event, trx) => {
    const { email, firstName, hasProfilePicture } = event.message;
    await mail(trx, { eventId: event.id, definition: signUpApproved, data: { firstName }, to: email, siteUrl });
    if (!hasProfilePicture)
      await mail(trx, { eventId: event.id, definition: addProfilePhoto, data: { firstName }, to: email, siteUrl });
  });
