// One member row of findOwnAccount as the use cases read it: its plain columns as named facts, and the whole record
// with her personal fields decrypted. Mapped here once, for userAccount, the gates and the social rules.
import type { AccountRecord } from '../domain/account';
import type { FieldCrypto } from './field-crypto';
import type { findOwnAccount } from './users';

export type OwnAccountRow = NonNullable<Awaited<ReturnType<typeof findOwnAccount>>>;

/** The fields that are stored encrypted: read only through accountRecord, with the key. */
type EncryptedField = 'dateOfBirth' | 'email' | 'phoneNumber' | 'secondaryEmail';

/** Her stored account without the encrypted fields: what the gates decide on, read without the key. */
export type AccountFacts = Omit<AccountRecord, EncryptedField>;

export function accountFacts(row: OwnAccountRow): AccountFacts {
  return {
    id: row.id,
    profileId: row.profile_id,
    firstName: row.first_name,
    lastName: row.last_name,
    gender: row.gender,
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

/** Her whole account, personal fields decrypted. */
export function accountRecord(row: OwnAccountRow, crypto: FieldCrypto): AccountRecord {
  const decrypt = (value: string | null) => (value ? crypto.decrypt(value) : null);
  return {
    ...accountFacts(row),
    dateOfBirth: decrypt(row.date_of_birth_encrypted),
    email: decrypt(row.email_encrypted),
    phoneNumber: decrypt(row.phone_encrypted),
    secondaryEmail: decrypt(row.secondary_email_encrypted),
  };
}
