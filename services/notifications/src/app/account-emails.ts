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
import { queueCatalogueEmail, type EventFact, type MailSettings } from './email-queue';

export async function mailEmailConfirmation(
  trx: Knex.Transaction,
  { siteUrl }: MailSettings,
  event: EventFact,
  request: { email: string; firstName: string; confirmationToken: string },
): Promise<void> {
  await queueCatalogueEmail(trx, {
    eventId: event.id,
    definition: confirmEmail,
    data: { firstName: request.firstName, email: request.email, token: request.confirmationToken },
    to: request.email,
    siteUrl,
  });
}

export async function mailPasswordReset(
  trx: Knex.Transaction,
  { siteUrl }: MailSettings,
  event: EventFact,
  request: { email: string; firstName: string; resetToken: string },
): Promise<void> {
  await queueCatalogueEmail(trx, {
    eventId: event.id,
    definition: resetPassword,
    data: { firstName: request.firstName, email: request.email, token: request.resetToken, isAdmin: false },
    to: request.email,
    siteUrl,
  });
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
  { siteUrl }: MailSettings,
  event: EventFact,
  account: CreatedAccount,
): Promise<void> {
  const data = {
    firstName: account.firstName,
    lastName: account.lastName,
    email: account.email,
    token: account.setPasswordToken,
    expiresAt: account.expiresAt,
  };
  const request = { eventId: event.id, to: account.email, siteUrl };
  switch (account.role) {
    case 'coHost':
      return queueCatalogueEmail(trx, {
        ...request,
        definition: coHostInvite,
        data: { ...data, hostFirstName: account.hostFirstName || 'A member' },
      });
    case 'pressUser':
      return queueCatalogueEmail(trx, { ...request, definition: pressUserInvite, data });
    case 'propertyManager':
      return queueCatalogueEmail(trx, { ...request, definition: propertyManagerInvite, data });
  }
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
  { siteUrl }: MailSettings,
  event: EventFact,
  invitation: Invitation,
): Promise<void> {
  await queueCatalogueEmail(trx, {
    eventId: event.id,
    definition: referralInvite,
    data: {
      inviterName: `${invitation.inviterFirstName} ${invitation.inviterLastName}`.trim(),
      personalText: invitation.personalText,
      referralKey: invitation.uniqueKey,
      // Invitations are sent from an e-mail list, one code per address: the list shape of spec 001 §2 with this
      // address as its last, /c/{code}/{email}/accept (decision 0014).
      email: [invitation.email],
      expiresAt: invitation.expiresAt,
    },
    to: invitation.email,
    siteUrl,
  });
}
