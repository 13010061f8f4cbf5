// Fixtures for tests elsewhere in the repository: members and admins as accounts stores them.
import type { Knex } from '@golightly/db';
import { createFieldCrypto } from './db/field-crypto';
import { createSession, revokeSession } from './db/sessions';
import { eraseMember } from './db/users';
import { hashPassword } from './domain/passwords';
import type { MemberStatus } from './domain/sign-in';

/** The personal-data cipher, for fixtures that store a member's phone, birth date or secondary e-mail as she would. */
export { createFieldCrypto };
export {
  exifHasGps,
  imageInfo,
  oversizedPng,
  GIF,
  photoWithGps,
  pixelAt,
  PNG,
  sampleJpeg,
  samplePng,
  sidewaysJpeg,
  sized,
  transparentPng,
} from './testing-images';
export { membershipApplication, type MembershipApplication } from './testing-application';
export { registrant } from './testing-registrant';

export interface MemberFixture {
  firstName: string;
  lastName?: string;
  email: string;
  password: string;
  gender?: 'male' | 'female';
  memberStatus?: MemberStatus;
  emailConfirmed?: boolean;
  /** Her own 8-character invitation code. */
  referralKey?: string;
  maxInvite?: number;
}

/** Inserts a member the way registration would leave her; returns her user id. */
export async function insertMember(db: Knex, dataKeyBase64: string, member: MemberFixture): Promise<string> {
  const crypto = createFieldCrypto(Buffer.from(dataKeyBase64, 'base64'));
  const [row] = await db('users')
    .insert({
      first_name: member.firstName,
      last_name: member.lastName ?? 'Tester',
      email_hash: crypto.lookupHash(member.email),
      email_encrypted: crypto.encrypt(member.email.trim().toLowerCase()),
      password_hash: await hashPassword(member.password),
      gender: member.gender ?? 'female',
      member_status: member.memberStatus ?? 'standard',
      referral_key: member.referralKey ?? null,
      max_invite: member.maxInvite ?? 5,
    })
    .returning('id');
  await db('user_verifications').insert({ user_id: row.id, is_email_confirmed: member.emailConfirmed ?? true });
  return row.id;
}

/** Where a member stands beyond registration: what the profile screens, an admin or a social sign-in would set. */
export interface MemberStanding {
  /** All four profile steps done (true) or none (false); `missingSteps` then leaves some undone. */
  profileComplete?: boolean;
  missingSteps?: (1 | 2 | 3 | 4)[];
  phoneVerified?: boolean;
  emailConfirmed?: boolean;
  diamond?: boolean;
  /** null: an account that came without a gender (the spec's social sign-ins). */
  gender?: 'male' | 'female' | null;
}

/** Sets a member's profile steps, verifications, Diamond status or gender, for tests that start from there. */
export async function setMemberStanding(db: Knex, userId: string, standing: MemberStanding): Promise<void> {
  const user: Record<string, unknown> = {};
  if (standing.profileComplete !== undefined) {
    const missing = new Set(standing.missingSteps ?? []);
    for (const step of [1, 2, 3, 4] as const) {
      user[`step${step}`] = standing.profileComplete && !missing.has(step) ? 'completed' : null;
    }
    user.is_profile_updated = standing.profileComplete && missing.size === 0;
  }
  if (standing.diamond !== undefined) user.is_diamond = standing.diamond;
  if (standing.gender !== undefined) user.gender = standing.gender;
  if (Object.keys(user).length > 0) await db('users').where({ id: userId }).update(user);
  const verification: Record<string, boolean> = {};
  if (standing.phoneVerified !== undefined) verification.is_phone_verified = standing.phoneVerified;
  if (standing.emailConfirmed !== undefined) verification.is_email_confirmed = standing.emailConfirmed;
  if (Object.keys(verification).length > 0) {
    await db('user_verifications').where({ user_id: userId }).update(verification);
  }
}

/** Writes an invitation from `inviterId`, optionally addressed to one e-mail; returns its code. */
export async function insertInvitation(
  db: Knex,
  dataKeyBase64: string,
  invitation: {
    inviterId: string;
    code: string;
    email?: string;
    status?: 'pending' | 'accepted' | 'cancelled';
    expiresInDays?: number;
  },
): Promise<string> {
  const crypto = createFieldCrypto(Buffer.from(dataKeyBase64, 'base64'));
  await db('invitations').insert({
    inviter_id: invitation.inviterId,
    unique_key: invitation.code,
    email_hash: invitation.email ? crypto.lookupHash(invitation.email) : null,
    status: invitation.status ?? 'pending',
    expires_at: new Date(Date.now() + (invitation.expiresInDays ?? 30) * 86_400_000),
  });
  return invitation.code;
}

/** Inserts an admin; a sub-admin may be given a role (see insertAdminRole). Returns her id. */
export async function insertAdmin(
  db: Knex,
  dataKeyBase64: string,
  admin: { email: string; password: string; isSuperAdmin?: boolean; roleId?: number },
): Promise<string> {
  const crypto = createFieldCrypto(Buffer.from(dataKeyBase64, 'base64'));
  const [row] = await db('admin_users')
    .insert({
      email_hash: crypto.lookupHash(admin.email),
      email_encrypted: crypto.encrypt(admin.email.trim().toLowerCase()),
      password_hash: await hashPassword(admin.password),
      is_super_admin: admin.isSuperAdmin ?? false,
      role_id: admin.roleId ?? null,
    })
    .returning('id');
  return row.id;
}

/** Inserts an admin role granting these privileges (ids of spec 000 §6's catalogue); returns its id. */
export async function insertAdminRole(
  db: Knex,
  role: { name: string; description?: string; privilegeIds: number[] },
): Promise<number> {
  const [row] = await db('admin_roles')
    .insert({ name: role.name, description: role.description ?? null })
    .returning('id');
  await db('admin_role_privileges').insert(
    role.privilegeIds.map((privilegeId) => ({ role_id: row.id, privilege_id: privilegeId })),
  );
  return row.id;
}

/**
 * Opens a session for a member, as sign-in does (a co-host's acts for her host); returns the cookie value.
 * `revoked` ends it at once, as sign-out.
 */
export async function insertSession(
  db: Knex,
  userId: string,
  options: { coHost?: boolean; revoked?: boolean; days?: number } = {},
): Promise<string> {
  const { token, sessionId } = await createSession(db, { userId, isCoHost: options.coHost }, options.days ?? 1);
  if (options.revoked) await revokeSession(db, sessionId);
  return token;
}

/** A member's account fields beyond registration, as the profile screens and the admin pages would store them. */
export interface MemberDetails {
  dateOfBirth?: string;
  phone?: string;
  secondaryEmail?: string;
  dialCode?: string;
  countryCode?: string;
  zipCode?: string;
  picture?: string;
  intend?: 'host' | 'travel' | 'both';
  userType?: 'memberForm' | 'inviteForm';
  loginKey?: string;
  identityAppId?: string;
  adminInviteLimit?: number;
  isPropertyManager?: boolean;
  bookWithoutPay?: boolean;
  socialEnable?: boolean;
  socialNotification?: boolean;
  socialMediaUrl?: string;
  linkedinUrl?: string;
  facebookUrl?: string;
  instagramUrl?: string;
  websiteUrl?: string;
  preferredLanguage?: 'en-US' | 'cs-CZ' | 'es' | 'it-IT' | 'fr-FR' | 'pt-PT';
  preferredCurrency?: string;
  location?: string;
  info?: string;
  summary?: string;
  currentPosition?: string;
  education?: string;
  otherUniversity?: string;
  companyName?: string;
  industry?: string;
}

const DETAIL_COLUMNS: Record<Exclude<keyof MemberDetails, 'dateOfBirth' | 'phone' | 'secondaryEmail'>, string> = {
  dialCode: 'dial_code',
  countryCode: 'country_code',
  zipCode: 'zip_code',
  picture: 'picture',
  intend: 'intend',
  userType: 'user_type',
  loginKey: 'login_key',
  identityAppId: 'identity_app_id',
  adminInviteLimit: 'admin_invite_limit',
  isPropertyManager: 'is_property_manager',
  bookWithoutPay: 'book_without_pay',
  socialEnable: 'social_enable',
  socialNotification: 'social_notification',
  socialMediaUrl: 'social_media_url',
  linkedinUrl: 'linkedin_url',
  facebookUrl: 'facebook_url',
  instagramUrl: 'instagram_url',
  websiteUrl: 'website_url',
  preferredLanguage: 'preferred_language',
  preferredCurrency: 'preferred_currency',
  location: 'location',
  info: 'info',
  summary: 'summary',
  currentPosition: 'current_position',
  education: 'education',
  otherUniversity: 'other_university',
  companyName: 'company_name',
  industry: 'industry',
};

/** Stores these account fields of a member, her birth date, phone and secondary e-mail encrypted as accounts keeps them. */
export async function setMemberDetails(
  db: Knex,
  dataKeyBase64: string,
  userId: string,
  details: MemberDetails,
): Promise<void> {
  const crypto = createFieldCrypto(Buffer.from(dataKeyBase64, 'base64'));
  const { dateOfBirth, phone, secondaryEmail, ...plain } = details;
  const user: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(plain)) user[DETAIL_COLUMNS[field as keyof typeof plain]] = value;
  if (dateOfBirth !== undefined) user.date_of_birth_encrypted = crypto.encrypt(dateOfBirth);
  if (phone !== undefined) user.phone_encrypted = crypto.encrypt(phone);
  if (secondaryEmail !== undefined) {
    user.secondary_email_encrypted = crypto.encrypt(secondaryEmail);
    user.secondary_email_hash = crypto.lookupHash(secondaryEmail);
  }
  if (Object.keys(user).length > 0) await db('users').where({ id: userId }).update(user);
}

/** Her verification record beyond the phone (see setMemberStanding): the ID check, e-mails sent, social sign-ins. */
export async function setVerification(
  db: Knex,
  userId: string,
  flags: {
    idVerified?: boolean;
    emailVerificationCount?: number;
    facebookConnected?: boolean;
    googleConnected?: boolean;
    linkedinConnected?: boolean;
  },
): Promise<void> {
  const columns: Record<string, unknown> = {
    is_id_verification: flags.idVerified,
    email_verification_count: flags.emailVerificationCount,
    is_facebook_connected: flags.facebookConnected,
    is_google_connected: flags.googleConnected,
    is_linkedin_connected: flags.linkedinConnected,
  };
  const update = Object.fromEntries(Object.entries(columns).filter(([, value]) => value !== undefined));
  if (Object.keys(update).length > 0) await db('user_verifications').where({ user_id: userId }).update(update);
}

/** Makes a member the co-host of another (decision 0010): her sessions then act for that host. */
export async function setCoHostOf(db: Knex, coHostId: string, hostId: string): Promise<void> {
  await db('users').where({ id: coHostId }).update({ co_host_of: hostId });
}

/** Ends a member's account as deletion does: her data erased, her sessions ended, her row kept anonymised. */
export async function deleteMember(db: Knex, userId: string): Promise<void> {
  await db.transaction((trx) => eraseMember(trx, userId));
}
