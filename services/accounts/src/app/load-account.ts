// Use case: the signed-in member loads her own account (userAccount and getUserAvatar, spec 000 §3, §7), personal
// data decrypted for her alone.
import type { FieldCrypto } from '../db/field-crypto';
import { findOwnAccount } from '../db/users';
import { toAccountView, type AccountRecord, type AccountView } from '../domain/account';
import type { Caller, DataDeps } from './caller';

export type LoadAccountOutcome =
  | { kind: 'loaded'; account: AccountView }
  /** A visitor, or an admin's session: neither has a member account. */
  | { kind: 'notSignedIn' }
  /** A co-host's session acts for her host, whose personal details are not hers to read. */
  | { kind: 'coHost' }
  /** The session outlived the account (deleted since). */
  | { kind: 'gone' };

type Row = NonNullable<Awaited<ReturnType<typeof findOwnAccount>>>;

export async function loadOwnAccount({ db, crypto }: DataDeps, caller: Caller): Promise<LoadAccountOutcome> {
  if (caller.kind !== 'member') return { kind: 'notSignedIn' };
  if (caller.coHost) return { kind: 'coHost' };
  const row = await findOwnAccount(db, caller.userId);
  if (!row) return { kind: 'gone' };
  return { kind: 'loaded', account: toAccountView(toRecord(row as Row, crypto)) };
}

function toRecord(row: Row, crypto: FieldCrypto): AccountRecord {
  const decrypt = (value: string | null) => (value ? crypto.decrypt(value) : null);
  return {
    id: row.id,
    profileId: row.profile_id,
    firstName: row.first_name,
    lastName: row.last_name,
    gender: row.gender,
    dateOfBirth: decrypt(row.date_of_birth_encrypted),
    email: decrypt(row.email_encrypted),
    phoneNumber: decrypt(row.phone_encrypted),
    secondaryEmail: decrypt(row.secondary_email_encrypted),
    dialCode: row.dial_code,
    countryCode: row.country_code,
    zipCode: row.zip_code,
    picture: row.picture,
    createdAt: row.created_at,
    intend: row.intend,
    userType: row.user_type,
    referralKey: row.referral_key,
    loginKey: row.login_key,
    identityAppId: row.identity_app_id,
    loginType: row.login_type,
    maxInvite: row.max_invite,
    adminInviteLimit: row.admin_invite_limit,
    invitesAccepted: row.invites_accepted,
    invitesUsed: row.invites_used,
    inviteExpiry: row.invite_expiry,
    isDiamond: row.is_diamond,
    memberStatus: row.member_status,
    isMemberVerified: row.is_member_verified,
    isPropertyManager: row.is_property_manager,
    userAccess: row.user_access,
    bookWithoutPay: row.book_without_pay,
    socialEnable: row.social_enable,
    socialNotification: row.social_notification,
    socialMediaUrl: row.social_media_url,
    linkedinUrl: row.linkedin_url,
    facebookUrl: row.facebook_url,
    instagramUrl: row.instagram_url,
    websiteUrl: row.website_url,
    preferredLanguage: row.preferred_language,
    preferredCurrency: row.preferred_currency,
    location: row.location,
    info: row.info,
    summary: row.summary,
    currentPosition: row.current_position,
    education: row.education,
    universityId: row.university_id,
    otherUniversity: row.other_university,
    companyName: row.company_name,
    industry: row.industry,
    step1: row.step1,
    step2: row.step2,
    step3: row.step3,
    step4: row.step4,
    isProfileUpdated: row.is_profile_updated,
    isEmailConfirmed: row.is_email_confirmed,
    isPhoneVerified: row.is_phone_verified,
    isIdVerification: row.is_id_verification,
    isGovtProofVerification: row.is_govt_proof_verification,
    emailVerificationCount: row.email_verification_count,
    isFacebookConnected: row.is_facebook_connected,
    isGoogleConnected: row.is_google_connected,
    isLinkedinConnected: row.is_linkedin_connected,
    idDocumentCount: row.id_document_count,
  };
}
