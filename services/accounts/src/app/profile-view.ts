// What the profile use cases share: who is asking, and a member's profile as a viewer may see it (spec 001 §7).
import type { FieldCrypto } from '../db/field-crypto';
import type { ProfileRow } from '../db/profile';
import { birthDateText } from '../domain/account';
import { decryptOrNull } from './deps';

/** Whose eyes: the member herself, an admin (both see every field), or another member (the public part only). */
export type ProfileViewer = 'own' | 'admin' | 'member';

/** A member's profile as shown: private fields are null unless the viewer is she or an admin. */
export interface ProfileView {
  userId: string;
  profileId: number;
  firstName: string;
  lastName: string;
  displayName: string;
  picture: string | null;
  createdAt: string;
  location: string | null;
  info: string | null;
  summary: string | null;
  currentPosition: string | null;
  education: string | null;
  universityId: number | null;
  otherUniversity: string | null;
  companyName: string | null;
  industry: string | null;
  preferredLanguage: string | null;
  linkedinUrl: string | null;
  websiteUrl: string | null;
  isDiamond: boolean;
  verification: { isEmailConfirmed: boolean; isPhoneVerified: boolean; isIdVerification: boolean };
  isOwnProfile: boolean;
  gender: string | null;
  dateOfBirth: string | null;
  email: string | null;
  secondaryEmail: string | null;
  phoneNumber: string | null;
  dialCode: string | null;
  countryCode: string | null;
  zipCode: string | null;
  preferredCurrency: string | null;
  facebookUrl: string | null;
  instagramUrl: string | null;
  socialMediaUrl: string | null;
  step1: string | null;
  step2: string | null;
  step3: string | null;
  step4: string | null;
  isProfileUpdated: boolean | null;
  isProfileCompleted: boolean | null;
}

export function toProfileView(row: ProfileRow, viewer: ProfileViewer, crypto: FieldCrypto): ProfileView {
  const full = viewer !== 'member';
  const own = <T>(value: T) => (full ? value : null);
  const decrypt = (value: string | null) => (full ? decryptOrNull(crypto, value) : null);
  const steps = [row.step1, row.step2, row.step3, row.step4];
  return {
    userId: row.id,
    profileId: row.profile_id,
    firstName: row.first_name,
    lastName: row.last_name,
    displayName: row.first_name.trim(),
    picture: row.picture,
    createdAt: row.created_at.toISOString(),
    location: row.location,
    info: row.info,
    summary: row.summary,
    currentPosition: row.current_position,
    education: row.education,
    universityId: row.university_id,
    otherUniversity: row.other_university,
    companyName: row.company_name,
    industry: row.industry,
    preferredLanguage: row.preferred_language,
    linkedinUrl: row.linkedin_url,
    websiteUrl: row.website_url,
    isDiamond: row.is_diamond,
    verification: {
      isEmailConfirmed: row.is_email_confirmed,
      isPhoneVerified: row.is_phone_verified,
      isIdVerification: row.is_id_verification,
    },
    isOwnProfile: viewer === 'own',
    gender: own(row.gender),
    dateOfBirth: birthDateText(decrypt(row.date_of_birth_encrypted)),
    email: decrypt(row.email_encrypted),
    secondaryEmail: decrypt(row.secondary_email_encrypted),
    phoneNumber: decrypt(row.phone_encrypted),
    dialCode: own(row.dial_code),
    countryCode: own(row.country_code),
    zipCode: own(row.zip_code),
    preferredCurrency: own(row.preferred_currency),
    facebookUrl: own(row.facebook_url),
    instagramUrl: own(row.instagram_url),
    socialMediaUrl: own(row.social_media_url),
    step1: own(row.step1),
    step2: own(row.step2),
    step3: own(row.step3),
    step4: own(row.step4),
    isProfileUpdated: own(row.is_profile_updated),
    isProfileCompleted: own(steps.every((step) => step === 'completed')),
  };
}
