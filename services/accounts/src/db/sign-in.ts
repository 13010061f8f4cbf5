// What sign-in reads and writes: accounts by e-mail hash, and failed attempts for throttling.
import type { Knex } from '@golightly/db';
import type { MemberStatus } from '../domain/sign-in';

export interface MemberCredentials {
  id: string;
  passwordHash: string | null;
  /** A co-host's status is her host's: she cannot sign in where her host could not. */
  memberStatus: MemberStatus;
  /** A secondary user of another member's account (decision 0010). */
  isCoHost: boolean;
}

/** A live member (or a co-host of a live member) by e-mail hash. */
export async function findMemberByEmailHash(db: Knex, emailHash: Buffer): Promise<MemberCredentials | undefined> {
  return db('users as u')
    .leftJoin('users as h', 'h.id', 'u.co_host_of')
    .where('u.email_hash', emailHash)
    .whereNull('u.deleted_at')
    .where((q) => q.whereNull('u.co_host_of').orWhere((c) => c.whereNotNull('h.id').whereNull('h.deleted_at')))
    .first({
      id: 'u.id',
      passwordHash: 'u.password_hash',
      memberStatus: db.raw('coalesce(h.member_status, u.member_status)'),
      isCoHost: db.raw('u.co_host_of is not null'),
    });
}

export async function findAdminByEmailHash(db: Knex, emailHash: Buffer): Promise<{ id: string; passwordHash: string } | undefined> {
  return db('admin_users').where({ email_hash: emailHash }).whereNull('deleted_at').first({ id: 'id', passwordHash: 'password_hash' });
}

export async function countRecentFailures(db: Knex, emailHash: Buffer, ip: string, windowMinutes: number) {
  const since = db.raw(`now() - make_interval(mins => ?)`, [windowMinutes]);
  const [row] = await db('login_failures')
    .where('created_at', '>', since)
    .select(
      db.raw('count(*) filter (where email_hash = ?)::int as "forAccount"', [emailHash]),
      db.raw('count(*) filter (where ip = ?::inet)::int as "forAddress"', [ip]),
    );
  return row as { forAccount: number; forAddress: number };
}

export async function recordFailure(db: Knex, emailHash: Buffer, ip: string): Promise<void> {
  await db('login_failures').insert({ email_hash: emailHash, ip });
}

/** A successful sign-in forgives the account's earlier failures (the address keeps its count). */
export async function forgiveFailures(db: Knex, emailHash: Buffer): Promise<void> {
  await db('login_failures').where({ email_hash: emailHash }).delete();
}
