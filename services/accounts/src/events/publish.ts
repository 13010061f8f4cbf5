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
  GenderConfirmedSchema,
  IdDocumentReviewedSchema,
  IdDocumentStatus,
  IdDocumentUploadedSchema,
  PasswordResetRequestedSchema,
  PhoneVerificationRequestedSchema,
  PhoneVerifiedSchema,
  ProfileUpdatedSchema,
  UserRegisteredSchema,
  UserDeletedSchema,
  UserPurgedSchema,
  UserRestoredSchema,
  type DeletionReason,
} from '@golightly/proto';

const producer = 'accounts';

export interface MemberContact {
  userId: string;
  profileId: number;
  email: string;
  firstName: string;
  lastName: string;
}

export type Registrant = MemberContact & {
  gender: 'male' | 'female';
  linkedinUrl?: string | null;
  countryCode?: string | null;
};

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
      linkedinUrl: member.linkedinUrl ?? '',
      countryCode: member.countryCode ?? '',
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

export const emailConfirmed = (
  trx: Knex.Transaction,
  member: Pick<MemberContact, 'userId' | 'email' | 'firstName'> & { hasProfilePicture: boolean },
) => publish(trx, { producer, schema: EmailConfirmedSchema, data: member });

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

export const memberApplied = (
  trx: Knex.Transaction,
  applicant: MemberContact & { source: string; sourceDetail: string },
) => publish(trx, { producer, schema: MemberAppliedSchema, data: applicant });

export const memberApproved = (
  trx: Knex.Transaction,
  member: Pick<MemberContact, 'userId' | 'email' | 'firstName'> & { hasProfilePicture: boolean },
  adminId: string,
) => publish(trx, { producer, schema: MemberApprovedSchema, data: { ...member, adminId } });

export const memberRejected = (
  trx: Knex.Transaction,
  member: Pick<MemberContact, 'userId' | 'email' | 'firstName'>,
  adminId: string,
  reason: string,
) => publish(trx, { producer, schema: MemberRejectedSchema, data: { ...member, adminId, reason } });

export const memberStatusChanged = (
  trx: Knex.Transaction,
  change: { userId: string; previousStatus: string; status: string; adminId: string; email: string; firstName: string },
) => publish(trx, { producer, schema: MemberStatusChangedSchema, data: change });

export const diamondStatusChanged = (
  trx: Knex.Transaction,
  change: { userId: string; isDiamond: boolean; adminId: string },
) => publish(trx, { producer, schema: DiamondStatusChangedSchema, data: change });

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

// ---------------------------------------------------------------------------------------------------------------
// Profile and verification (decision 0009)

export interface PublicProfile {
  userId: string;
  profileId: number;
  firstName: string;
  lastName: string;
  picture: string | null;
  location: string | null;
  currentPosition: string | null;
  companyName: string | null;
  industry: string | null;
  universityId: number | null;
}

export const profileUpdated = (
  trx: Knex.Transaction,
  profile: PublicProfile,
  changedFields: string[],
  isProfileCompleted: boolean,
) =>
  publish(trx, {
    producer,
    schema: ProfileUpdatedSchema,
    data: {
      userId: profile.userId,
      profileId: profile.profileId,
      changedFields,
      firstName: profile.firstName,
      lastName: profile.lastName,
      picture: profile.picture ?? '',
      location: profile.location ?? '',
      currentPosition: profile.currentPosition ?? '',
      companyName: profile.companyName ?? '',
      industry: profile.industry ?? '',
      universityId: profile.universityId ?? 0,
      isProfileCompleted,
    },
  });

export const phoneVerificationRequested = (
  trx: Knex.Transaction,
  request: {
    userId: string;
    dialCode: string;
    phoneNumber: string;
    countryCode: string;
    code: string;
    expiresAt: Date;
    email: string;
    firstName: string;
  },
) =>
  publish(trx, {
    producer,
    schema: PhoneVerificationRequestedSchema,
    data: {
      userId: request.userId,
      phoneNumber: `${request.dialCode}${request.phoneNumber}`,
      dialCode: request.dialCode,
      countryCode: request.countryCode,
      code: request.code,
      expiresAt: timestampFromDate(request.expiresAt),
      email: request.email,
      firstName: request.firstName,
    },
  });

export const phoneVerified = (
  trx: Knex.Transaction,
  verified: { userId: string; dialCode: string; countryCode: string },
) => publish(trx, { producer, schema: PhoneVerifiedSchema, data: verified });

export const idDocumentUploaded = (
  trx: Knex.Transaction,
  upload: MemberContact & { documentId: string; documentType: string },
) => publish(trx, { producer, schema: IdDocumentUploadedSchema, data: upload });

const DOCUMENT_STATUS: Record<'pending' | 'approved' | 'rejected' | 'flagged', IdDocumentStatus> = {
  pending: IdDocumentStatus.PENDING,
  approved: IdDocumentStatus.APPROVED,
  rejected: IdDocumentStatus.REJECTED,
  flagged: IdDocumentStatus.FLAGGED,
};

export const idDocumentReviewed = (
  trx: Knex.Transaction,
  review: {
    userId: string;
    documentId: string;
    status: keyof typeof DOCUMENT_STATUS;
    message: string | null;
    adminId: string;
    email: string;
    firstName: string;
    lastName: string;
    profileId: number;
    documentType: string;
    isIdVerified: boolean;
  },
) =>
  publish(trx, {
    producer,
    schema: IdDocumentReviewedSchema,
    data: { ...review, status: DOCUMENT_STATUS[review.status], message: review.message ?? '' },
  });

export const genderConfirmed = (trx: Knex.Transaction, member: MemberContact & { gender: 'male' | 'female' }) =>
  publish(trx, { producer, schema: GenderConfirmedSchema, data: member });

export const userDeleted = (
  trx: Knex.Transaction,
  member: Pick<MemberContact, 'userId' | 'profileId' | 'email' | 'firstName'>,
  reason: DeletionReason,
) =>
  publish(trx, {
    producer,
    schema: UserDeletedSchema,
    data: {
      userId: member.userId,
      profileId: member.profileId,
      email: member.email,
      firstName: member.firstName,
      reason,
    },
  });

/** An admin brought back an account an admin had deleted (decision 0029). */
export const userRestored = (
  trx: Knex.Transaction,
  member: MemberContact & { gender: string | null },
  adminId: string,
) =>
  publish(trx, {
    producer,
    schema: UserRestoredSchema,
    data: {
      userId: member.userId,
      profileId: member.profileId,
      email: member.email,
      firstName: member.firstName,
      lastName: member.lastName,
      gender: member.gender ?? '',
      adminId,
    },
  });

/** An admin's deletion can no longer be undone: the account's personal data is erased (decision 0029, 0040). */
export const userPurged = (trx: Knex.Transaction, userId: string) =>
  publish(trx, { producer, schema: UserPurgedSchema, data: { userId } });
