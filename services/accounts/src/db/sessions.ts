// Sessions: the gateway looks a cookie up here to learn who is calling.
import { createHash } from 'node:crypto';
import type { Knex } from '@golightly/db';

export interface ActiveSession {
  sessionId: string;
  userId: string;
  isAdmin: boolean;
  isCoHost: boolean;
}

export const hashSessionToken = (token: string) => createHash('sha256').update(token).digest();

/** The live session for a cookie value: not expired, not revoked, its user not deleted. */
export async function findActiveSession(db: Knex, token: string): Promise<ActiveSession | undefined> {
  return db('sessions as s')
    .join('users as u', 'u.id', 's.user_id')
    .where('s.token_hash', hashSessionToken(token))
    .whereNull('s.revoked_at')
    .where('s.expires_at', '>', db.fn.now())
    .whereNull('u.deleted_at')
    .first({ sessionId: 's.id', userId: 's.user_id', isAdmin: 's.is_admin', isCoHost: 's.is_co_host' });
}
