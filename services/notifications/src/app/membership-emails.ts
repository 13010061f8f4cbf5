// E-mails along a membership: the applicant told her application is pending and the admins told of it, approval
// (with a photo prompt when she has none), rejection in the spec's words, holds and reinstatement, the photo prompt
// after confirming her address, and a social sign-up's gender answer (spec 001 §1, §4, §7). Each runs in the
// transaction of the event it answers.
import type { Knex } from '@golightly/db';
import { genderOf } from '../db/member-contacts';
import {
  addProfilePhoto,
  maleSignUpResponse,
  maleUserEmail,
  memberOnHold,
  memberReinstated,
  membershipApplicationAdmin,
  normalFemaleUserEmail,
  signUpApproved,
  signUpPending,
  signUpRejected,
} from '../domain/emails/catalogue/membership';
import { mailer, memberNotice, type EventFact, type MailSettings } from './email-queue';

export interface Applicant {
  email: string;
  firstName: string;
  lastName: string;
  profileId: number;
  source: string;
  sourceDetail: string;
}

export async function mailApplicationReceived(
  trx: Knex.Transaction,
  settings: MailSettings,
  event: EventFact,
  applicant: Applicant,
): Promise<void> {
  const mail = mailer(trx, settings, event);
  const { source, sourceDetail } = applicant;
  await mail(signUpPending, applicant.email, { firstName: applicant.firstName });
  await mail(membershipApplicationAdmin, settings.adminEmail, { ...memberNotice(applicant), source, sourceDetail });
}

export async function mailApproval(
  trx: Knex.Transaction,
  settings: MailSettings,
  event: EventFact,
  member: { email: string; firstName: string; hasProfilePicture: boolean },
): Promise<void> {
  const mail = mailer(trx, settings, event);
  await mail(signUpApproved, member.email, { firstName: member.firstName });
  if (!member.hasProfilePicture) await mail(addProfilePhoto, member.email, { firstName: member.firstName });
}

/** The applicant hears the spec's words; the admin's note is not sent to her. */
export async function mailRejection(
  trx: Knex.Transaction,
  settings: MailSettings,
  event: EventFact,
  member: { email: string; firstName: string },
): Promise<void> {
  const mail = mailer(trx, settings, event);
  await mail(signUpRejected, member.email, { firstName: member.firstName });
}

/** A hold, or its lifting, is told to her; other changes of status send nothing. */
export async function mailStatusChange(
  trx: Knex.Transaction,
  settings: MailSettings,
  event: EventFact,
  change: { email: string; firstName: string; previousStatus: string; status: string },
): Promise<void> {
  // Events from before the recipient was added carry no address: nothing to send.
  if (!change.email) return;
  const definition =
    change.status === 'on_hold'
      ? memberOnHold
      : change.previousStatus === 'on_hold' && change.status === 'standard'
        ? memberReinstated
        : null;
  if (!definition) return;
  const mail = mailer(trx, settings, event);
  await mail(definition, change.email, { firstName: change.firstName });
}

/** Once she confirmed her address, ask her for a profile photo when she has none. Men are refused by the gates. */
export async function mailPhotoPromptOnConfirmation(
  trx: Knex.Transaction,
  settings: MailSettings,
  event: EventFact,
  member: { userId: string; email: string; firstName: string; hasProfilePicture: boolean },
): Promise<void> {
  // Events from before the first name was added cannot greet her: nothing to send.
  if (member.hasProfilePicture || !member.firstName) return;
  if ((await genderOf(trx, member.userId)) === 'male') return;
  const mail = mailer(trx, settings, event);
  await mail(addProfilePhoto, member.email, { firstName: member.firstName });
}

export interface SignUp {
  email: string;
  firstName: string;
  lastName: string;
  profileId: number;
  gender: string;
}

/** A man gets the spec's answer and the admins are told; a woman is announced to the admins as a new sign-up. */
export async function mailGenderAnswer(
  trx: Knex.Transaction,
  settings: MailSettings,
  event: EventFact,
  member: SignUp,
): Promise<void> {
  const mail = mailer(trx, settings, event);
  if (member.gender === 'male') {
    await mail(maleSignUpResponse, member.email, { firstName: member.firstName });
    await mail(maleUserEmail, settings.adminEmail, memberNotice(member));
    return;
  }
  await mail(normalFemaleUserEmail, settings.adminEmail, memberNotice(member));
}
