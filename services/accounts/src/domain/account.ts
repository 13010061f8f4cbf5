// The signed-in member's own account as userAccount shows it (spec 000 §3): her stored record, personal data already
// decrypted, turned into the spec's fields, with the rules that derive some of them.
import { findCountryByCode } from './countries';
import { hasCompleteProfile, type GateSubject } from './gates';
import { toPublicUser, type PublicUser } from './user';

/** Her users row and verification record as accounts stores them, with the personal fields decrypted. */
export interface AccountRecord {
  id: string;
  profileId: number;
  firstName: string;
  lastName: string;
  gender: 'male' | 'female' | null;
  /** Stored as YYYY-MM-DD. */
  dateOfBirth: string | null;
  email: string | null;
  phoneNumber: string | null;
  secondaryEmail: string | null;
  dialCode: string | null;
  countryCode: string | null;
  zipCode: string | null;
  picture: string | null;
  createdAt: Date;
  intend: string | null;
  userType: 'memberForm' | 'inviteForm';
  referralKey: string | null;
  loginKey: string | null;
  identityAppId: string | null;
  loginType: 'email' | 'linkedin';
  maxInvite: number;
  adminInviteLimit: number;
  /** Invitations accepted by members who joined with them. */
  invitesAccepted: number;
  /** Places taken: accepted invitations and pending ones not yet expired (decision 0010). */
  invitesUsed: number;
  /** When her earliest pending invitation lapses; null when none is pending. */
  inviteExpiry: Date | null;
  isDiamond: boolean;
  memberStatus: 'pending' | 'standard' | 'on_hold' | 'rejected';
  isMemberVerified: boolean;
  isPropertyManager: boolean;
  userAccess: boolean;
  bookWithoutPay: boolean;
  socialEnable: boolean;
  socialNotification: boolean;
  socialMediaUrl: string | null;
  linkedinUrl: string | null;
  facebookUrl: string | null;
  instagramUrl: string | null;
  websiteUrl: string | null;
  preferredLanguage: string | null;
  preferredCurrency: string | null;
  location: string | null;
  info: string | null;
  summary: string | null;
  currentPosition: string | null;
  education: string | null;
  universityId: number | null;
  otherUniversity: string | null;
  companyName: string | null;
  industry: string | null;
  step1: string | null;
  step2: string | null;
  step3: string | null;
  step4: string | null;
  isProfileUpdated: boolean;
  isEmailConfirmed: boolean;
  isPhoneVerified: boolean;
  isIdVerification: boolean;
  isGovtProofVerification: boolean;
  emailVerificationCount: number;
  isFacebookConnected: boolean;
  isGoogleConnected: boolean;
  isLinkedinConnected: boolean;
  /** Identity document images she uploaded. */
  idDocumentCount: number;
}

/** Invitations she may still send: her allowance plus an admin's grant, less the places taken, never below zero. */
export const invitesLeft = (record: Pick<AccountRecord, 'maxInvite' | 'adminInviteLimit' | 'invitesUsed'>) =>
  Math.max(0, record.maxInvite + record.adminInviteLimit - record.invitesUsed);

/** The spec's text form of a stored YYYY-MM-DD birth date: month-year-day, month and day without leading zeros. */
export function birthDateText(stored: string | null): string | null {
  const match = stored ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(stored) : null;
  return match ? `${Number(match[2])}-${match[1]}-${Number(match[3])}` : null;
}

/** The stored facts the navigation gates decide on: none of them encrypted. */
export type GateFacts = Pick<
  AccountRecord,
  | 'isPropertyManager'
  | 'userType'
  | 'gender'
  | 'step1'
  | 'step2'
  | 'step3'
  | 'step4'
  | 'isProfileUpdated'
  | 'isPhoneVerified'
  | 'dialCode'
  | 'countryCode'
  | 'isMemberVerified'
  | 'memberStatus'
  | 'socialEnable'
  | 'maxInvite'
  | 'adminInviteLimit'
  | 'invitesUsed'
>;

/** What the navigation gates know of her: for userGate, the social rules and the spec's isCompleted. */
export function accountGateSubject(record: GateFacts): GateSubject {
  return {
    isAdmin: false,
    isPropertyManager: record.isPropertyManager,
    userType: record.userType,
    gender: record.gender,
    stepsCompleted: [record.step1, record.step2, record.step3, record.step4].every((step) => step === 'completed'),
    isProfileUpdated: record.isProfileUpdated,
    isPhoneVerified: record.isPhoneVerified,
    dialCode: record.dialCode,
    countryCode: record.countryCode,
    isMemberVerified: record.isMemberVerified,
    memberStatus: record.memberStatus,
    socialEnable: record.socialEnable,
    maxInvite: record.maxInvite,
    adminInviteLimit: record.adminInviteLimit,
    invitesLeft: invitesLeft(record),
  };
}

/** The account as userAccount answers it. */
export type AccountView = ReturnType<typeof toAccountView>;

export function toAccountView(record: AccountRecord) {
  const user: PublicUser = toPublicUser(record);
  return {
    id: record.profileId,
    userId: record.id,
    profileId: record.profileId,
    firstName: record.firstName,
    lastName: record.lastName,
    displayName: user.displayName,
    gender: record.gender,
    dateOfBirth: birthDateText(record.dateOfBirth),
    email: record.email,
    phoneNumber: record.phoneNumber,
    dialCode: record.dialCode,
    countryCode: record.countryCode,
    // One country chooser sets her phone's country and her own at registration and at phone verification.
    phoneCountryCode: record.countryCode,
    country: findCountryByCode(record.countryCode)?.countryName ?? null,
    zipCode: record.zipCode,
    picture: record.picture,
    createdAt: user.createdAt,
    intend: record.intend,
    userType: record.userType,
    referralKey: record.referralKey,
    loginKey: record.loginKey,
    identityAppId: record.identityAppId,
    maxInvite: record.maxInvite,
    adminInviteLimit: record.adminInviteLimit,
    totalInvites: record.invitesAccepted,
    inviteCount: record.invitesAccepted,
    stillInvite: invitesLeft(record),
    inviteExpiry: record.inviteExpiry?.toISOString() ?? null,
    isDiamond: record.isDiamond,
    memberStatus: record.memberStatus,
    propertyManager: record.isPropertyManager,
    isCompleted: hasCompleteProfile(accountGateSubject(record)),
    userAccess: record.userAccess,
    bookWithoutPay: record.bookWithoutPay,
    socialEnable: record.socialEnable,
    socialNotification: record.socialNotification,
    socialMediaUrl: record.socialMediaUrl,
    linkedinUrl: record.linkedinUrl,
    facebookUrl: record.facebookUrl,
    instagramUrl: record.instagramUrl,
    websiteUrl: record.websiteUrl,
    preferredLanguage: record.preferredLanguage,
    preferredCurrency: record.preferredCurrency,
    location: record.location,
    info: record.info,
    summary: record.summary,
    currentPosition: record.currentPosition,
    education: record.education,
    universityId: record.universityId,
    otherUniversity: record.otherUniversity,
    otherUniversityLabel: record.otherUniversity,
    companyName: record.companyName,
    industry: record.industry,
    secondaryEmail: record.secondaryEmail,
    step1: record.step1,
    step2: record.step2,
    step3: record.step3,
    step4: record.step4,
    isProfileUpdated: record.isProfileUpdated,
    verification: {
      isEmailConfirmed: record.isEmailConfirmed,
      isPhoneVerified: record.isPhoneVerified,
      isIdVerification: record.isIdVerification,
      isGovtProofVerification: record.isGovtProofVerification,
      emailVerificationCount: record.emailVerificationCount,
      isFacebookConnected: record.isFacebookConnected,
      isGoogleConnected: record.isGoogleConnected,
      isLinkedinConnected: record.isLinkedinConnected,
      isGovtProofVerificationImageCount: record.idDocumentCount,
    },
    userData: { id: record.id, type: record.loginType },
    memberRecords: { id: record.id, isVerified: record.isMemberVerified },
    user,
  };
}
