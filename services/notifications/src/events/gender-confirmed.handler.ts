// GenderConfirmed: a member from a social sign-up said who she is. A man gets the spec's answer and the admins are
// told; a woman is announced to the admins as a new sign-up.
import { on } from '@golightly/events';
import { GenderConfirmedSchema } from '@golightly/proto';
import type { NotificationsConfig } from '../config';
import { maleSignUpResponse, maleUserEmail, normalFemaleUserEmail } from '../domain/emails/catalogue/membership';
import { mail } from './mail';

export const genderConfirmed = ({ siteUrl, adminEmail }: NotificationsConfig) =>
  on(GenderConfirmedSchema, async (event, trx) => {
    const member = event.message;
    const notice = {
      name: `${member.firstName} ${member.lastName}`.trim(),
      email: member.email,
      profileId: member.profileId,
    };
    if (member.gender === 'male') {
      await mail(trx, {
        eventId: event.id,
        definition: maleSignUpResponse,
        data: { firstName: member.firstName },
        to: member.email,
        siteUrl,
      });
      await mail(trx, { eventId: event.id, definition: maleUserEmail, data: notice, to: adminEmail, siteUrl });
      return;
    }
    await mail(trx, { eventId: event.id, definition: normalFemaleUserEmail, data: notice, to: adminEmail, siteUrl });
  });
