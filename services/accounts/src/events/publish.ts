// Everything accounts tells the rest of the club, written to the outbox inside the caller's transaction.
import { timestampFromDate } from '@bufbuild/protobuf/wkt';
import type { Knex } from '@golightly/db';
import { publish } from '@golightly/events';
import {
  AccountCreatedForUserSchema,
  AccountRole,
  DiamondStatusChangedSchema,
  InvitationSentSchema,
  MemberAppliedSchema,
  MemberApprovedSchema,
  MemberRejectedSchema,
  MemberStatusChangedSchema,
  EmailConfirmationRequestedSchema,
  EmailConfirmedSchema,
  PasswordResetRequestedSchema,
  UserRegisteredSchema,
} from '@golightly/proto';

const producer = 'accounts';

export interface MemberContact {
  userId: string;
  profileId: number;
  email: string;
  firstName: string;
  lastName: string;
}

export type Registrant = MemberContact & { gender: 'male' | 'female' };

export const userRegistered = (trx: Knex.Transaction, member: Registrant) =>
  publish(trx, {
    producer,
    schema: UserRegisteredSchema,
    data: {
      userId: member.userId,
      profileId: member.profileId,
      email: member.email,
      firstName: member.firstName,
      lastName: member.lastName,
      gender: member.gender,
    },
  });

export const emailConfirmationRequested = (
  trx: Knex.Transaction,
  member: Pick<MemberContact, 'userId' | 'email' | 'firstName'>,
  token: string,
  expiresAt: Date,
) =>
  publish(trx, {
    producer,
    schema: EmailConfirmationRequestedSchema,
    data: {
      userId: member.userId,
      email: member.email,
      firstName: member.firstName,
      confirmationToken: token,
      expiresAt: timestampFromDate(expiresAt),
    },
  });

export const emailConfirmed = (trx: Knex.Transaction, member: Pick<MemberContact, 'userId' | 'email'>) =>
  publish(trx, { producer, schema: EmailConfirmedSchema, data: { userId: member.userId, email: member.email } });

export const passwordResetRequested = (
  trx: Knex.Transaction,
  member: Pick<MemberContact, 'userId' | 'email' | 'firstName'>,
  token: string,
  expiresAt: Date,
) =>
  publish(trx, {
    producer,
    schema: PasswordResetRequestedSchema,
    data: {
      userId: member.userId,
      email: member.email,
      firstName: member.firstName,
      resetToken: token,
      expiresAt: timestampFromDate(expiresAt),
    },
  });

// ---------------------------------------------------------------------------------------------------------------
// Membership (decision 0010)

export const memberApplied = (trx: Knex.Transaction, applicant: MemberContact & { source: string; sourceDetail: string }) =>
  publish(trx, { producer, schema: MemberAppliedSchema, data: applicant });

export const memberApproved = (trx: Knex.Transaction, member: Pick<MemberContact, 'userId' | 'email' | 'firstName'>, adminId: string) =>
  publish(trx, { producer, schema: MemberApprovedSchema, data: { ...member, adminId } });

export const memberRejected = (
  trx: Knex.Transaction,
  member: Pick<MemberContact, 'userId' | 'email' | 'firstName'>,
  adminId: string,
  reason: string,
) => publish(trx, { producer, schema: MemberRejectedSchema, data: { ...member, adminId, reason } });

export const memberStatusChanged = (trx: Knex.Transaction, change: { userId: string; previousStatus: string; status: string; adminId: string }) =>
  publish(trx, { producer, schema: MemberStatusChangedSchema, data: change });

export const diamondStatusChanged = (trx: Knex.Transaction, change: { userId: string; isDiamond: boolean; adminId: string }) =>
  publish(trx, { producer, schema: DiamondStatusChangedSchema, data: change });

export type CreatedAccountRole = 'coHost' | 'pressUser' | 'propertyManager';

const ROLE: Record<CreatedAccountRole, AccountRole> = {
  coHost: AccountRole.CO_HOST,
  pressUser: AccountRole.PRESS_USER,
  propertyManager: AccountRole.PROPERTY_MANAGER,
};

export const accountCreatedForUser = (
  trx: Knex.Transaction,
  account: {
    userId: string;
    role: CreatedAccountRole;
    email: string;
    firstName: string;
    lastName: string;
    token: string;
    expiresAt: Date;
    loginUrl: string;
    host?: { userId: string; firstName: string };
  },
) =>
  publish(trx, {
    producer,
    schema: AccountCreatedForUserSchema,
    data: {
      userId: account.userId,
      role: ROLE[account.role],
      email: account.email,
      firstName: account.firstName,
      lastName: account.lastName,
      setPasswordToken: account.token,
      expiresAt: timestampFromDate(account.expiresAt),
      hostUserId: account.host?.userId ?? '',
      hostFirstName: account.host?.firstName ?? '',
      loginUrl: account.loginUrl,
    },
  });

export const invitationSent = (
  trx: Knex.Transaction,
  invitation: {
    inviterId: string;
    invitationId: number;
    email: string;
    uniqueKey: string;
    link: string;
    inviterFirstName: string;
    inviterLastName: string;
    personalText: string;
    expiresAt: Date;
  },
) =>
  publish(trx, {
    producer,
    schema: InvitationSentSchema,
    data: {
      userId: invitation.inviterId,
      invitationId: invitation.invitationId,
      email: invitation.email,
      uniqueKey: invitation.uniqueKey,
      link: invitation.link,
      inviterFirstName: invitation.inviterFirstName,
      inviterLastName: invitation.inviterLastName,
      personalText: invitation.personalText,
      expiresAt: timestampFromDate(invitation.expiresAt),
    },
  });
