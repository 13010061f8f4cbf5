// UserRegistered: remember how to reach the new member and greet her in the app; tell the admins of the new sign-up.
// A man is refused by the gates: he gets the spec's answer, and the admins are told (spec 001 §1, §7).
import { on } from '@golightly/events';
import { UserRegisteredSchema } from '@golightly/proto';
import type { NotificationsConfig } from '../config';
import { insertNotification, upsertMemberContact } from '../db/member-contacts';
import {
  linkedinFemaleUserEmail,
  maleSignUpResponse,
  maleUserEmail,
  normalFemaleUserEmail,
} from '../domain/emails/catalogue/membership';
import { welcomeNotification } from '../domain/welcome';
import { mail } from './mail';

export const userRegistered = ({ siteUrl, adminEmail }: NotificationsConfig) =>
  on(UserRegisteredSchema, async (event, trx) => {
    const member = event.message;
    await upsertMemberContact(trx, {
      userId: member.userId,
      profileId: member.profileId,
      email: member.email,
      firstName: member.firstName,
      lastName: member.lastName,
      gender: member.gender || null,
      registeredAt: event.occurredAt,
    });
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
    const welcome = welcomeNotification(member.firstName);
    await insertNotification(trx, member.userId, welcome.kind, welcome.body);
    if (member.linkedinUrl) {
      await mail(trx, {
        eventId: event.id,
        definition: linkedinFemaleUserEmail,
        data: { ...notice, linkedinUrl: member.linkedinUrl, countryCode: member.countryCode || null },
        to: adminEmail,
        siteUrl,
      });
    } else {
      await mail(trx, { eventId: event.id, definition: normalFemaleUserEmail, data: notice, to: adminEmail, siteUrl });
    }
  });
