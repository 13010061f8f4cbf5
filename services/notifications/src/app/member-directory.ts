// The members notifications knows (its read-model of accounts' members): a new member is remembered, greeted in the
// app and announced to the admins (a man gets the spec's answer instead of the greeting); a deleted one is forgotten.
import type { Knex } from '@golightly/db';
import { eraseMemberContact, insertNotification, upsertMemberContact } from '../db/member-contacts';
import {
  linkedinFemaleUserEmail,
  maleSignUpResponse,
  maleUserEmail,
  normalFemaleUserEmail,
} from '../domain/emails/catalogue/membership';
import { welcomeNotification } from '../domain/welcome';
import { mailer, memberNotice, type EventFact, type MailSettings } from './email-queue';

export interface NewMember {
  userId: string;
  profileId: number;
  email: string;
  firstName: string;
  lastName: string;
  /** Empty when she did not say. */
  gender: string;
  /** Empty without one. */
  linkedinUrl: string;
  countryCode: string;
}

export async function welcomeNewMember(
  trx: Knex.Transaction,
  settings: MailSettings,
  event: EventFact,
  member: NewMember,
): Promise<void> {
  await upsertMemberContact(trx, {
    userId: member.userId,
    profileId: member.profileId,
    email: member.email,
    firstName: member.firstName,
    lastName: member.lastName,
    gender: member.gender || null,
    registeredAt: event.occurredAt,
  });
  const mail = mailer(trx, settings, event);
  const notice = memberNotice(member);
  if (member.gender === 'male') {
    await mail(maleSignUpResponse, member.email, { firstName: member.firstName });
    await mail(maleUserEmail, settings.adminEmail, notice);
    return;
  }
  const welcome = welcomeNotification(member.firstName);
  await insertNotification(trx, member.userId, welcome.kind, welcome.body);
  if (member.linkedinUrl) {
    await mail(linkedinFemaleUserEmail, settings.adminEmail, {
      ...notice,
      linkedinUrl: member.linkedinUrl,
      countryCode: member.countryCode || null,
    });
  } else {
    await mail(normalFemaleUserEmail, settings.adminEmail, notice);
  }
}

/** Her contact details, notifications, counts and newsletter subscription go; e-mails still queued to her too. */
export async function forgetMember(trx: Knex.Transaction, member: { userId: string; email: string }): Promise<void> {
  await eraseMemberContact(trx, member.userId, member.email);
}
