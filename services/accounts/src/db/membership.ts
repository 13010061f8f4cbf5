// Queries of membership: applications, status changes, accounts made for others, invitations by e-mail.
import { createHash, randomBytes } from 'node:crypto';
import type { Knex } from '@golightly/db';
import type { MemberStatus } from '../domain/sign-in';
import { EmailTakenError } from './users';

/** A set-password link lives a week (a reset link lives an hour: decision 0007); "forgot password" works after. */
export const SET_PASSWORD_DAYS = 7;

export interface NewAccount {
  firstName: string;
  lastName: string;
  emailHash: Buffer;
  emailEncrypted: string;
  referralKey: string | null;
}

const isEmailTaken = (error: unknown) => {
  const pg = error as { code?: string; constraint?: string };
  return pg.code === '23505' && pg.constraint === 'users_email_hash_key';
};

async function insertUser(
  trx: Knex.Transaction,
  row: Record<string, unknown>,
): Promise<{ id: string; profileId: number }> {
  try {
    const [created] = await trx('users').insert(row).returning(['id', 'profile_id']);
    await trx('user_verifications').insert({ user_id: created.id });
    return { id: created.id, profileId: created.profile_id };
  } catch (error) {
    if (isEmailTaken(error)) throw new EmailTakenError();
    throw error;
  }
}

export interface NewApplicant extends NewAccount {
  passwordHash: string;
  gender: 'female';
  phoneEncrypted: string;
  dialCode: string;
  countryCode: string;
  source: string;
  sourceDetail: string | null;
}

/** A membership application: a memberForm user, pending review. Throws EmailTakenError for a known address. */
export function insertApplicant(trx: Knex.Transaction, a: NewApplicant) {
  return insertUser(trx, {
    first_name: a.firstName,
    last_name: a.lastName,
    email_hash: a.emailHash,
    email_encrypted: a.emailEncrypted,
    password_hash: a.passwordHash,
    gender: a.gender,
    phone_encrypted: a.phoneEncrypted,
    dial_code: a.dialCode,
    country_code: a.countryCode,
    referral_key: a.referralKey,
    user_type: 'memberForm',
    member_status: 'pending',
    is_member_verified: false,
    application_source: a.source,
    application_source_detail: a.sourceDetail,
    applied_at: trx.fn.now(),
  });
}

/** An account made for someone else, without a password: a co-host of `coHostOf`, a press user or a property manager. */
export function insertAccountForOther(
  trx: Knex.Transaction,
  a: NewAccount & { coHostOf?: string; isPressUser?: boolean; isPropertyManager?: boolean },
) {
  return insertUser(trx, {
    first_name: a.firstName,
    last_name: a.lastName,
    email_hash: a.emailHash,
    email_encrypted: a.emailEncrypted,
    referral_key: a.referralKey,
    co_host_of: a.coHostOf ?? null,
    is_press_user: a.isPressUser ?? false,
    is_property_manager: a.isPropertyManager ?? false,
    // Added by a member or an admin, never reviewed like an application.
    is_member_verified: true,
  });
}

/** A week-long single-use token for the reset link (purpose reset_password): the new account chooses its password. */
export async function issueSetPasswordToken(
  trx: Knex.Transaction,
  userId: string,
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + SET_PASSWORD_DAYS * 86_400_000);
  await trx('email_tokens')
    .where({ user_id: userId, purpose: 'reset_password' })
    .whereNull('used_at')
    .update({ used_at: trx.fn.now() });
  await trx('email_tokens').insert({
    user_id: userId,
    purpose: 'reset_password',
    token_hash: createHash('sha256').update(token).digest(),
    expires_at: expiresAt,
  });
  return { token, expiresAt };
}

export interface MemberForReview {
  userId: string;
  profileId: number;
  firstName: string;
  lastName: string;
  emailEncrypted: string | null;
  memberStatus: MemberStatus;
  isMemberVerified: boolean;
  isDiamond: boolean;
  coHostOf: string | null;
}

const memberColumns = {
  userId: 'id',
  profileId: 'profile_id',
  firstName: 'first_name',
  lastName: 'last_name',
  emailEncrypted: 'email_encrypted',
  memberStatus: 'member_status',
  isMemberVerified: 'is_member_verified',
  isDiamond: 'is_diamond',
  coHostOf: 'co_host_of',
};

const isUuid = (id: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);

/** Whether the member has a profile picture: e-mails without one ask her to add a photo (spec 001 §4). */
export async function hasProfilePicture(db: Knex, userId: string): Promise<boolean> {
  const row = await db('users').where({ id: userId }).first('picture');
  return Boolean(row?.picture);
}

/** A live member, locked for a status change. */
export async function lockMember(trx: Knex.Transaction, userId: string): Promise<MemberForReview | undefined> {
  if (!isUuid(userId)) return undefined;
  return trx('users').where({ id: userId }).whereNull('deleted_at').forUpdate().first(memberColumns);
}

export async function setMemberStatus(
  trx: Knex.Transaction,
  change: {
    userId: string;
    from: MemberStatus;
    to: MemberStatus;
    verifies: boolean;
    adminId: string;
    reason: string | null;
  },
): Promise<void> {
  await trx('users')
    .where({ id: change.userId })
    .update({
      member_status: change.to,
      ...(change.verifies ? { is_member_verified: true } : {}),
      ...(change.from === 'pending' ? { reviewed_at: trx.fn.now(), reviewed_by: change.adminId } : {}),
    });
  await trx('member_status_changes').insert({
    user_id: change.userId,
    from_status: change.from,
    to_status: change.to,
    admin_id: change.adminId,
    reason: change.reason,
  });
}

export async function setDiamond(trx: Knex.Transaction, userId: string, isDiamond: boolean): Promise<void> {
  await trx('users').where({ id: userId }).update({ is_diamond: isDiamond });
}

/** The extra invitations an admin gave her (0 when none). */
export async function adminInviteLimitOf(trx: Knex.Transaction, userId: string): Promise<number> {
  const row = await trx('users').where({ id: userId }).first('admin_invite_limit');
  return Number(row?.admin_invite_limit ?? 0);
}

export async function setAdminInviteLimit(trx: Knex.Transaction, userId: string, limit: number): Promise<void> {
  await trx('users').where({ id: userId }).update({ admin_invite_limit: limit });
}

/** Pending applications, oldest first. */
export async function listPendingApplications(db: Knex) {
  return db('users')
    .where({ member_status: 'pending' })
    .whereNull('deleted_at')
    .orderBy([{ column: 'applied_at', order: 'asc', nulls: 'last' }, 'created_at'])
    .limit(500)
    .select({
      ...memberColumns,
      phoneEncrypted: 'phone_encrypted',
      dialCode: 'dial_code',
      countryCode: 'country_code',
      source: 'application_source',
      sourceDetail: 'application_source_detail',
      appliedAt: db.raw('coalesce(applied_at, created_at)'),
    });
}

/** Accounts with a role (press users or property managers), newest first. */
export async function listAccountsWithRole(db: Knex, role: 'pressUser' | 'propertyManager') {
  return db('users')
    .where(role === 'pressUser' ? { is_press_user: true } : { is_property_manager: true })
    .whereNull('deleted_at')
    .orderBy('created_at', 'desc')
    .limit(500)
    .select({ ...memberColumns, createdAt: 'created_at' });
}

// ---------------------------------------------------------------------------------------------------------------
// Co-hosts

export async function listCoHosts(db: Knex, hostId: string) {
  return db('users as u')
    .where({ 'u.co_host_of': hostId })
    .whereNull('u.deleted_at')
    .orderBy('u.created_at')
    .select({
      userId: 'u.id',
      firstName: 'u.first_name',
      lastName: 'u.last_name',
      emailEncrypted: 'u.email_encrypted',
      createdAt: 'u.created_at',
      hasPassword: db.raw('u.password_hash is not null'),
    });
}

export const COHOSTS_PER_MEMBER = 10;

export async function countCoHosts(trx: Knex.Transaction, hostId: string): Promise<number> {
  const [row] = await trx('users').where({ co_host_of: hostId }).whereNull('deleted_at').count({ n: '*' });
  return Number(row?.n ?? 0);
}

/** Locks `coHostId` only if she is a live co-host of `hostId`: the proof of ownership, before any change to her. */
export async function lockCoHostOf(
  trx: Knex.Transaction,
  hostId: string,
  coHostId: string,
): Promise<{ id: string } | undefined> {
  if (!isUuid(coHostId)) return undefined;
  return trx('users').where({ id: coHostId, co_host_of: hostId }).whereNull('deleted_at').forUpdate().first('id');
}

/** Deletes a co-host account proven the host's (lockCoHostOf) and frees her address. */
export async function deleteCoHostAccount(trx: Knex.Transaction, coHostId: string): Promise<void> {
  await trx('users')
    .where({ id: coHostId })
    .whereNotNull('co_host_of')
    .update({ deleted_at: trx.fn.now(), email_hash: null });
}

/** Ends every open session of an account. */
export async function revokeSessionsOf(trx: Knex.Transaction, userId: string): Promise<void> {
  await trx('sessions').where({ user_id: userId }).whereNull('revoked_at').update({ revoked_at: trx.fn.now() });
}

/** Locks a live account's own row, for a change that counts what she holds (her co-hosts). */
export async function lockAccountOwner(trx: Knex.Transaction, userId: string) {
  if (!isUuid(userId)) return undefined;
  return trx('users').where({ id: userId }).whereNull('deleted_at').forUpdate().first<{ firstName: string }>({
    firstName: 'first_name',
  });
}

/** Who a signed-in member is, for role decisions: flags of her own row. */
export async function findRoleFacts(db: Knex, userId: string) {
  return db('users').where({ id: userId }).whereNull('deleted_at').first({
    isPressUser: 'is_press_user',
    isPropertyManager: 'is_property_manager',
    coHostOf: 'co_host_of',
    firstName: 'first_name',
    lastName: 'last_name',
  });
}

// ---------------------------------------------------------------------------------------------------------------
// Invitations

/** Locks the inviter (so two lists at once cannot overrun her limit) and counts the places her invitations hold. */
export async function lockInviter(trx: Knex.Transaction, userId: string) {
  const inviter = await trx('users').where({ id: userId }).whereNull('deleted_at').forUpdate().first({
    firstName: 'first_name',
    lastName: 'last_name',
    memberStatus: 'member_status',
    maxInvite: 'max_invite',
    adminInviteLimit: 'admin_invite_limit',
  });
  if (!inviter) return undefined;
  const [row] = await trx('invitations')
    .where({ inviter_id: userId })
    .where((q) =>
      q
        .where({ status: 'accepted' })
        .orWhere((p) => p.where({ status: 'pending' }).where('expires_at', '>', trx.fn.now())),
    )
    .count({ n: '*' });
  return { ...inviter, placesTaken: Number(row?.n ?? 0) };
}

/** Of `emailHashes`, those that already belong to an account, and those she already invited (still pending). */
export async function findKnownAddresses(trx: Knex.Transaction, inviterId: string, emailHashes: Buffer[]) {
  const members = await trx('users').whereIn('email_hash', emailHashes).select('email_hash');
  const invited = await trx('invitations')
    .where({ inviter_id: inviterId, status: 'pending' })
    .where('expires_at', '>', trx.fn.now())
    .whereIn('email_hash', emailHashes)
    .select('email_hash');
  const hex = (rows: { email_hash: Buffer }[]) => new Set(rows.map((r) => Buffer.from(r.email_hash).toString('hex')));
  return { members: hex(members), invited: hex(invited) };
}

export async function insertSentInvitation(
  trx: Knex.Transaction,
  inv: {
    inviterId: string;
    uniqueKey: string;
    emailHash: Buffer;
    emailEncrypted: string;
    personalMessage: string | null;
    expiresAt: Date;
  },
): Promise<number> {
  const [row] = await trx('invitations')
    .insert({
      inviter_id: inv.inviterId,
      unique_key: inv.uniqueKey,
      email_hash: inv.emailHash,
      email_encrypted: inv.emailEncrypted,
      personal_message: inv.personalMessage,
      status: 'pending',
      expires_at: inv.expiresAt,
    })
    .returning('id');
  return row.id;
}

export async function listInvitations(db: Knex, inviterId: string) {
  return db('invitations')
    .where({ inviter_id: inviterId })
    .whereNotNull('email_encrypted')
    .orderBy('created_at', 'desc')
    .limit(200)
    .select({
      id: 'id',
      emailEncrypted: 'email_encrypted',
      status: 'status',
      expired: db.raw('expires_at < now()'),
      uniqueKey: 'unique_key',
      createdAt: 'created_at',
      expiresAt: 'expires_at',
    });
}

export async function lockInvitation(trx: Knex.Transaction, id: number) {
  return trx('invitations').where({ id }).forUpdate().first({ inviterId: 'inviter_id', status: 'status' });
}

export async function cancelInvitation(trx: Knex.Transaction, id: number): Promise<void> {
  await trx('invitations').where({ id }).update({ status: 'cancelled', cancelled_at: trx.fn.now() });
}
