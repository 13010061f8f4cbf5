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
import { queueCatalogueEmail, type EventFact, type MailSettings } from './email-queue';

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
  { siteUrl, adminEmail }: MailSettings,
  event: EventFact,
  applicant: Applicant,
): Promise<void> {
  await queueCatalogueEmail(trx, {
    eventId: event.id,
    definition: signUpPending,
    data: { firstName: applicant.firstName },
    to: applicant.email,
    siteUrl,
  });
  await queueCatalogueEmail(trx, {
    eventId: event.id,
    definition: membershipApplicationAdmin,
    data: {
      name: `${applicant.firstName} ${applicant.lastName}`.trim(),
      email: applicant.email,
      profileId: applicant.profileId,
      source: applicant.source,
      sourceDetail: applicant.sourceDetail,
    },
    to: adminEmail,
    siteUrl,
  });
}

export async function mailApproval(
  trx: Knex.Transaction,
  { siteUrl }: MailSettings,
  event: EventFact,
  member: { email: string; firstName: string; hasProfilePicture: boolean },
): Promise<void> {
  const request = { eventId: event.id, data: { firstName: member.firstName }, to: member.email, siteUrl };
  await queueCatalogueEmail(trx, { ...request, definition: signUpApproved });
  if (!member.hasProfilePicture) await queueCatalogueEmail(trx, { ...request, definition: addProfilePhoto });
}

/** The applicant hears the spec's words; the admin's note is not sent to her. */
export async function mailRejection(
  trx: Knex.Transaction,
  { siteUrl }: MailSettings,
  event: EventFact,
  member: { email: string; firstName: string },
): Promise<void> {
  await queueCatalogueEmail(trx, {
    eventId: event.id,
    definition: signUpRejected,
    data: { firstName: member.firstName },
    to: member.email,
    siteUrl,
  });
}

/** A hold, or its lifting, is told to her; other changes of status send nothing. */
export async function mailStatusChange(
  trx: Knex.Transaction,
  { siteUrl }: MailSettings,
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
  if (definition) {
    await queueCatalogueEmail(trx, {
      eventId: event.id,
      definition,
      data: { firstName: change.firstName },
      to: change.email,
      siteUrl,
    });
  }
}

/** Once she confirmed her address, ask her for a profile photo when she has none. Men are refused by the gates. */
export async function mailPhotoPromptOnConfirmation(
  trx: Knex.Transaction,
  { siteUrl }: MailSettings,
  event: EventFact,
  member: { userId: string; email: string; firstName: string; hasProfilePicture: boolean },
): Promise<void> {
  // Events from before the first name was added cannot greet her: nothing to send.
  if (member.hasProfilePicture || !member.firstName) return;
  if ((await genderOf(trx, member.userId)) === 'male') return;
  await queueCatalogueEmail(trx, {
    eventId: event.id,
    definition: addProfilePhoto,
    data: { firstName: member.firstName },
    to: member.email,
    siteUrl,
  });
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
  { siteUrl, adminEmail }: MailSettings,
  event: EventFact,
  member: SignUp,
): Promise<void> {
  const notice = {
    name: `${member.firstName} ${member.lastName}`.trim(),
    email: member.email,
    profileId: member.profileId,
  };
  if (member.gender === 'male') {
    await queueCatalogueEmail(trx, {
      eventId: event.id,
      definition: maleSignUpResponse,
      data: { firstName: member.firstName },
      to: member.email,
      siteUrl,
    });
    await queueCatalogueEmail(trx, {
      eventId: event.id,
      definition: maleUserEmail,
      data: notice,
      to: adminEmail,
      siteUrl,
    });
    return;
  }
  await queueCatalogueEmail(trx, {
    eventId: event.id,
    definition: normalFemaleUserEmail,
    data: notice,
    to: adminEmail,
    siteUrl,
  });
}
