// Sessions: created at sign-in, looked up by the gateway for every request, revoked at sign-out.
import { createHash, randomBytes } from 'node:crypto';
import type { Knex } from '@golightly/db';
import type { Standing } from '@golightly/service-kit';
import { standingOf, type StandingFacts } from '../domain/standing';
import { privilegeIdsOfRole } from './admin-users';

export interface ActiveSession {
  sessionId: string;
  /** The member the session acts for: for a co-host, her host (decision 0010). */
  userId: string;
  /** For a co-host session, the co-host's own user id; null otherwise. */
  coHostUserId: string | null;
  isAdmin: boolean;
  isCoHost: boolean;
  isSuperAdmin: boolean;
  /** An admin's privilege ids, from her role (decision 0008); empty for members. */
  privilegeIds: number[];
  /** The standing of the member the session acts for (her host's, for a co-host; decision 0032); null for an admin. */
  standing: Standing | null;
}

export const hashSessionToken = (token: string) => createHash('sha256').update(token).digest();

export type SessionOwner = { userId: string; isCoHost?: boolean } | { adminId: string };

/** Creates a session and returns the cookie value (only its hash is stored). */
export async function createSession(
  db: Knex,
  owner: SessionOwner,
  days: number,
): Promise<{ token: string; sessionId: string }> {
  const token = randomBytes(32).toString('base64url');
  const [row] = await db('sessions')
    .insert({
      token_hash: hashSessionToken(token),
      expires_at: new Date(Date.now() + days * 86_400_000),
      ...('adminId' in owner
        ? { admin_id: owner.adminId, is_admin: true }
        : { user_id: owner.userId, is_co_host: owner.isCoHost ?? false }),
    })
    .returning('id');
  return { token, sessionId: row.id };
}

export async function revokeSession(db: Knex, sessionId: string): Promise<void> {
  await db('sessions').where({ id: sessionId }).whereNull('revoked_at').update({ revoked_at: db.fn.now() });
}

export async function revokeSessionsOfUser(db: Knex, userId: string): Promise<void> {
  await db('sessions').where({ user_id: userId }).whereNull('revoked_at').update({ revoked_at: db.fn.now() });
}

/**
 * Ends at once every live session that acts for the member: her own and her co-hosts' (which act as her). Used when
 * an admin deletes her or puts her on hold (decision 0029); returns how many ended.
 */
export async function revokeSessionsActingFor(db: Knex, userId: string): Promise<number> {
  return db('sessions')
    .whereNull('revoked_at')
    .where((q) =>
      q.where({ user_id: userId }).orWhereIn('user_id', db('users').select('id').where({ co_host_of: userId })),
    )
    .update({ revoked_at: db.fn.now() });
}

/** Ends every live session of the member except `keepSessionId` (the one that changed her password). */
export async function revokeOtherSessionsOfUser(db: Knex, userId: string, keepSessionId: string): Promise<void> {
  await db('sessions')
    .where({ user_id: userId })
    .whereNot({ id: keepSessionId })
    .whereNull('revoked_at')
    .update({ revoked_at: db.fn.now() });
}

/**
 * The live session for a cookie value: not expired, not revoked, its member or admin not deleted, and for a
 * co-host, neither she nor her host deleted. It runs on every request the gateway does not answer from its cache:
 * one query, every join on a primary key.
 */
export async function findActiveSession(db: Knex, token: string): Promise<ActiveSession | undefined> {
  const row: SessionRow | undefined = await db('sessions as s')
    .leftJoin('users as u', 'u.id', 's.user_id')
    .leftJoin('users as h', 'h.id', 'u.co_host_of')
    // The member the session acts for, whose standing it carries: her host for a co-host, herself otherwise.
    .leftJoin('users as m', 'm.id', db.raw('coalesce(u.co_host_of, u.id)'))
    .leftJoin('user_verifications as v', 'v.user_id', 'm.id')
    .leftJoin('admin_users as a', 'a.id', 's.admin_id')
    .where('s.token_hash', hashSessionToken(token))
    .whereNull('s.revoked_at')
    .where('s.expires_at', '>', db.fn.now())
    .where((q) =>
      q
        .where((m) =>
          m
            .whereNotNull('u.id')
            .whereNull('u.deleted_at')
            .where((c) => c.whereNull('u.co_host_of').orWhere((h) => h.whereNotNull('h.id').whereNull('h.deleted_at'))),
        )
        .orWhere((a) => a.whereNotNull('a.id').whereNull('a.deleted_at')),
    )
    .first({
      sessionId: 's.id',
      userId: db.raw('coalesce(u.co_host_of, s.user_id, s.admin_id)'),
      coHostUserId: db.raw('case when s.is_co_host then s.user_id end'),
      isAdmin: 's.is_admin',
      isCoHost: 's.is_co_host',
      isSuperAdmin: db.raw('coalesce(a.is_super_admin, false)'),
      privilegeIds: privilegeIdsOfRole(db, 'a.role_id'),
      coHostOf: 'u.co_host_of',
      standingOf: 'm.id',
      gender: 'm.gender',
      userType: 'm.user_type',
      step1: 'm.step1',
      step2: 'm.step2',
      step3: 'm.step3',
      step4: 'm.step4',
      isProfileUpdated: 'm.is_profile_updated',
      dialCode: 'm.dial_code',
      countryCode: 'm.country_code',
      isMemberVerified: 'm.is_member_verified',
      memberStatus: 'm.member_status',
      isDiamond: 'm.is_diamond',
      isPressUser: 'm.is_press_user',
      isPropertyManager: 'm.is_property_manager',
      isPhoneVerified: db.raw('coalesce(v.is_phone_verified, false)'),
      isIdVerification: db.raw('coalesce(v.is_id_verification, false)'),
    });
  if (!row) return undefined;
  const { coHostOf, standingOf: memberId, ...facts } = row;
  return {
    sessionId: row.sessionId,
    userId: row.userId,
    coHostUserId: row.coHostUserId,
    isAdmin: row.isAdmin,
    isCoHost: row.isCoHost,
    isSuperAdmin: row.isSuperAdmin,
    privilegeIds: row.privilegeIds,
    standing: row.isAdmin || memberId === null ? null : standingOf(facts, coHostOf),
  };
}

/** One row of findActiveSession: the session, and the stored facts of the member it acts for (null for an admin). */
type SessionRow = Omit<ActiveSession, 'standing'> &
  StandingFacts & { coHostOf: string | null; standingOf: string | null };
