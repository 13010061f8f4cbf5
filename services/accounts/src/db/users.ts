// Queries of the users table.
import type { Knex } from '@golightly/db';
import type { ProfileAccount } from '../domain/profile-visibility';
import type { UserRecord } from '../domain/user';

const columns = {
  id: 'id',
  profileId: 'profile_id',
  firstName: 'first_name',
  lastName: 'last_name',
  picture: 'picture',
  createdAt: 'created_at',
};

/** Live (not deleted) members by id, in one query. */
export async function findUsersByIds(db: Knex, ids: readonly string[]): Promise<UserRecord[]> {
  const uuids = ids.filter((id) => /^[0-9a-f-]{36}$/i.test(id));
  if (uuids.length === 0) return [];
  return db('users').select(columns).whereIn('id', uuids).whereNull('deleted_at');
}

/** A live account by profile number, with what decides who may see it (domain/profile-visibility). */
export async function findUserByProfileId(
  db: Knex,
  profileId: number,
): Promise<(UserRecord & Omit<ProfileAccount, 'userId'>) | undefined> {
  return db('users')
    .select({ ...columns, memberStatus: 'member_status', gender: 'gender', coHostOf: 'co_host_of' })
    .where({ profile_id: profileId })
    .whereNull('deleted_at')
    .first();
}

export interface MemberContactRow {
  userId: string;
  profileId: number;
  firstName: string;
  lastName: string;
  emailEncrypted: string | null;
  isEmailConfirmed: boolean;
}

/** A live member's contact details (e-mail still encrypted) and whether her e-mail is confirmed. */
export async function findMemberContact(
  db: Knex,
  where: { userId: string } | { emailHash: Buffer },
): Promise<MemberContactRow | undefined> {
  return db('users as u')
    .leftJoin('user_verifications as v', 'v.user_id', 'u.id')
    .where('userId' in where ? { 'u.id': where.userId } : { 'u.email_hash': where.emailHash })
    .whereNull('u.deleted_at')
    .first({
      userId: 'u.id',
      profileId: 'u.profile_id',
      firstName: 'u.first_name',
      lastName: 'u.last_name',
      emailEncrypted: 'u.email_encrypted',
      isEmailConfirmed: db.raw('coalesce(v.is_email_confirmed, false)'),
    });
}

export async function markEmailConfirmed(trx: Knex.Transaction, userId: string): Promise<void> {
  await trx('user_verifications')
    .insert({ user_id: userId, is_email_confirmed: true })
    .onConflict('user_id')
    .merge({ is_email_confirmed: true });
}

export async function countConfirmationRequest(trx: Knex.Transaction, userId: string): Promise<void> {
  await trx('user_verifications')
    .insert({ user_id: userId, email_verification_count: 1 })
    .onConflict('user_id')
    .merge({ email_verification_count: trx.raw('user_verifications.email_verification_count + 1') });
}

export async function updatePassword(trx: Knex.Transaction, userId: string, passwordHash: string): Promise<void> {
  await trx('users').where({ id: userId }).update({ password_hash: passwordHash, password_changed_at: trx.fn.now() });
}

export async function findPasswordHash(db: Knex, userId: string): Promise<string | null> {
  const row = await db('users').where({ id: userId }).first('password_hash');
  return row?.password_hash ?? null;
}

export interface NewMember {
  firstName: string;
  lastName: string;
  emailHash: Buffer;
  emailEncrypted: string;
  passwordHash: string;
  gender: 'male' | 'female';
  dateOfBirthEncrypted: string;
  phoneEncrypted: string;
  dialCode: string;
  countryCode: string;
  zipCode: string;
  intend: 'host' | 'travel' | 'both';
  referralKey: string;
  invitedBy: string | null;
  socialMediaUrl: string | null;
  linkedinUrl: string | null;
  /** The invitation or referral code she joined with. */
  loginKey?: string | null;
  /** The identity-check provider's application id, when the form sent one. */
  identityAppId?: string | null;
}

export class EmailTakenError extends Error {}

/** Inserts a member and her verification record; an e-mail already registered throws EmailTakenError. */
export async function insertMember(
  trx: Knex.Transaction,
  member: NewMember,
): Promise<{ id: string; profileId: number }> {
  try {
    const [row] = await trx('users')
      .insert({
        first_name: member.firstName,
        last_name: member.lastName,
        email_hash: member.emailHash,
        email_encrypted: member.emailEncrypted,
        password_hash: member.passwordHash,
        gender: member.gender,
        date_of_birth_encrypted: member.dateOfBirthEncrypted,
        phone_encrypted: member.phoneEncrypted,
        dial_code: member.dialCode,
        country_code: member.countryCode,
        zip_code: member.zipCode,
        intend: member.intend,
        user_type: 'inviteForm',
        member_status: 'standard',
        referral_key: member.referralKey,
        invited_by: member.invitedBy,
        social_media_url: member.socialMediaUrl,
        linkedin_url: member.linkedinUrl,
        login_key: member.loginKey ?? null,
        identity_app_id: member.identityAppId ?? null,
      })
      .returning(['id', 'profile_id']);
    await trx('user_verifications').insert({ user_id: row.id });
    return { id: row.id, profileId: row.profile_id };
  } catch (error) {
    const pgError = error as { code?: string; constraint?: string };
    if (pgError.code === '23505' && pgError.constraint === 'users_email_hash_key') throw new EmailTakenError();
    throw error;
  }
}

/**
 * A live member's users row joined with her verification record (flags default to false when she has none),
 * as userAccount and the profile both read it; callers add their own columns and conditions.
 */
export function liveMemberWithVerification(
  db: Knex | Knex.Transaction,
  where: { userId: string } | { profileId: number },
) {
  return db('users as u')
    .leftJoin('user_verifications as v', 'v.user_id', 'u.id')
    .where('userId' in where ? { 'u.id': where.userId } : { 'u.profile_id': where.profileId })
    .whereNull('u.deleted_at')
    .select(
      'u.*',
      db.raw('coalesce(v.is_email_confirmed, false) as is_email_confirmed'),
      db.raw('coalesce(v.is_phone_verified, false) as is_phone_verified'),
      db.raw('coalesce(v.is_id_verification, false) as is_id_verification'),
      db.raw('coalesce(v.is_govt_proof_verification, false) as is_govt_proof_verification'),
      db.raw('coalesce(v.email_verification_count, 0) as email_verification_count'),
      db.raw('coalesce(v.is_facebook_connected, false) as is_facebook_connected'),
      db.raw('coalesce(v.is_google_connected, false) as is_google_connected'),
      db.raw('coalesce(v.is_linkedin_connected, false) as is_linkedin_connected'),
    );
}

/** Everything userAccount shows the signed-in member about herself (personal fields still encrypted). */
export async function findOwnAccount(db: Knex, userId: string) {
  return liveMemberWithVerification(db, { userId })
    .select(
      db.raw(
        "(select count(*)::int from invitations i where i.inviter_id = u.id and i.status = 'accepted') as invites_accepted",
      ),
      // A place is taken by an accepted invitation and by a pending one that has not expired (decision 0010).
      db.raw(
        "(select count(*)::int from invitations i where i.inviter_id = u.id and (i.status = 'accepted' or (i.status = 'pending' and i.expires_at > now()))) as invites_used",
      ),
      // When the next of her pending invitations lapses and gives its place back.
      db.raw(
        "(select min(i.expires_at) from invitations i where i.inviter_id = u.id and i.status = 'pending' and i.expires_at > now()) as invite_expiry",
      ),
      db.raw('(select count(*)::int from identity_documents d where d.user_id = u.id) as id_document_count'),
    )
    .first();
}

/**
 * Ends a member's account: personal data is erased (the row stays, anonymised, so bookings and posts keep a
 * reference), her e-mail is freed, her sessions end and her pending invitations are cancelled. Her own deletion
 * erases at once; an admin's deletion is erased by the purge once it can no longer be restored (decision 0029),
 * keeping when and by whom it was deleted.
 */
export async function eraseMember(trx: Knex.Transaction, userId: string): Promise<void> {
  await trx('users')
    .where({ id: userId })
    .update({
      deleted_at: trx.raw('coalesce(deleted_at, now())'),
      deleted_by: trx.raw("coalesce(deleted_by, 'self')"),
      erased_at: trx.fn.now(),
      deleted_email_hash: null,
      first_name: 'Former member',
      last_name: '',
      email_hash: null,
      email_encrypted: null,
      phone_encrypted: null,
      date_of_birth_encrypted: null,
      secondary_email_encrypted: null,
      secondary_email_hash: null,
      password_hash: null,
      picture: null,
      referral_key: null,
      zip_code: null,
      social_media_url: null,
      linkedin_url: null,
      location: null,
      info: null,
      summary: null,
      current_position: null,
      education: null,
      other_university: null,
      company_name: null,
      industry: null,
      facebook_url: null,
      instagram_url: null,
      website_url: null,
    });
  await trx('sessions').where({ user_id: userId }).whereNull('revoked_at').update({ revoked_at: trx.fn.now() });
  await trx('invitations').where({ inviter_id: userId, status: 'pending' }).update({ status: 'cancelled' });
}

/** She accepted the social area's rules (updateBlogRules); accepting again changes nothing. */
export async function enableSocial(db: Knex, userId: string): Promise<void> {
  await db('users').where({ id: userId }).update({ social_enable: true });
}
