// E-mails about getting into an account: the confirmation link, the reset link, a set-password link for an account
// made for someone (decision 0010), and a friend's invitation. Each runs in the transaction of the event it answers.
import type { Knex } from '@golightly/db';
import {
  coHostInvite,
  confirmEmail,
  pressUserInvite,
  propertyManagerInvite,
  referralInvite,
  resetPassword,
} from '../domain/emails/catalogue/accounts';
import { mailer, type EventFact, type MailSettings } from './email-queue';

export async function mailEmailConfirmation(
  trx: Knex.Transaction,
  settings: MailSettings,
  event: EventFact,
  request: { email: string; firstName: string; confirmationToken: string },
): Promise<void> {
  const { firstName, email, confirmationToken: token } = request;
  const mail = mailer(trx, settings, event);
  await mail(confirmEmail, email, { firstName, email, token });
}

export async function mailPasswordReset(
  trx: Knex.Transaction,
  settings: MailSettings,
  event: EventFact,
  request: { email: string; firstName: string; resetToken: string },
): Promise<void> {
  const { firstName, email, resetToken: token } = request;
  const mail = mailer(trx, settings, event);
  await mail(resetPassword, email, { firstName, email, token, isAdmin: false });
}

export type CreatedAccountRole = 'coHost' | 'pressUser' | 'propertyManager';

export interface CreatedAccount {
  role: CreatedAccountRole;
  firstName: string;
  lastName: string;
  email: string;
  setPasswordToken: string;
  /** ISO 8601: when the set-password link stops working. */
  expiresAt: string;
  /** The host who made a co-host's account. */
  hostFirstName: string;
}

/** Sends a new co-host, press user or property manager her set-password link, never a password. */
export async function mailAccountCreated(
  trx: Knex.Transaction,
  settings: MailSettings,
  event: EventFact,
  account: CreatedAccount,
): Promise<void> {
  const mail = mailer(trx, settings, event);
  const { firstName, lastName, email, setPasswordToken: token, expiresAt } = account;
  const data = { firstName, lastName, email, token, expiresAt };
  if (account.role === 'coHost') {
    return mail(coHostInvite, email, { ...data, hostFirstName: account.hostFirstName || 'A member' });
  }
  return mail(account.role === 'pressUser' ? pressUserInvite : propertyManagerInvite, email, data);
}

export interface Invitation {
  email: string;
  inviterFirstName: string;
  inviterLastName: string;
  personalText: string;
  uniqueKey: string;
  /** ISO 8601: when the code stops admitting. */
  expiresAt: string;
}

/** Mails an invited friend her referral link: one e-mail per invited address. */
export async function mailInvitation(
  trx: Knex.Transaction,
  settings: MailSettings,
  event: EventFact,
  invitation: Invitation,
): Promise<void> {
  const mail = mailer(trx, settings, event);
  await mail(referralInvite, invitation.email, {
    inviterName: `${invitation.inviterFirstName} ${invitation.inviterLastName}`.trim(),
    personalText: invitation.personalText,
    referralKey: invitation.uniqueKey,
    // Invitations are sent from an e-mail list, one code per address: the list shape of spec 001 §2 with this
    // address as its last, /c/{code}/{email}/accept (decision 0014).
    email: [invitation.email],
    expiresAt: invitation.expiresAt,
  });
}
