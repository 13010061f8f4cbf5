// Single-use tokens sent by e-mail (confirmation, password reset): only their hash is stored.
import { createHash, randomBytes } from 'node:crypto';
import type { Knex } from '@golightly/db';

export type TokenPurpose = 'confirm_email' | 'reset_password';

export const TOKEN_LIFETIME_MINUTES: Record<TokenPurpose, number> = {
  confirm_email: 7 * 24 * 60,
  reset_password: 60,
};

const hashToken = (token: string) => createHash('sha256').update(token).digest();

/**
 * Locks the member's row for the rest of the transaction: whoever issues or counts her tokens after this waits, so a
 * burst of requests is judged one at a time against the hourly limit and only the last token issued stays live.
 */
export async function lockTokenOwner(trx: Knex.Transaction, userId: string): Promise<void> {
  await trx('users').where({ id: userId }).forUpdate().first('id');
}

/** How many tokens of `purpose` the member was sent in the last hour (to stop mail bombing). */
export async function countIssuedLastHour(db: Knex, userId: string, purpose: TokenPurpose): Promise<number> {
  const [row] = await db('email_tokens')
    .where({ user_id: userId, purpose })
    .where('created_at', '>', db.raw("now() - interval '1 hour'"))
    .count({ n: '*' });
  return Number(row?.n ?? 0);
}

/** Issues a new token; earlier unused tokens of the same purpose stop working. */
export async function issueToken(
  db: Knex,
  userId: string,
  purpose: TokenPurpose,
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + TOKEN_LIFETIME_MINUTES[purpose] * 60_000);
  await db('email_tokens').where({ user_id: userId, purpose }).whereNull('used_at').update({ used_at: db.fn.now() });
  await db('email_tokens').insert({ user_id: userId, purpose, token_hash: hashToken(token), expires_at: expiresAt });
  return { token, expiresAt };
}

export type TokenCheck =
  { outcome: 'valid' | 'used' | 'expired'; userId: string; tokenId: number } | { outcome: 'invalid' };

/** Finds a token for `purpose`, locking it so two uses at once cannot both succeed. */
export async function checkToken(trx: Knex.Transaction, token: string, purpose: TokenPurpose): Promise<TokenCheck> {
  if (token.length < 20 || token.length > 100) return { outcome: 'invalid' };
  const row = await trx('email_tokens')
    .where({ token_hash: hashToken(token), purpose })
    .forUpdate()
    .first({ id: 'id', userId: 'user_id', usedAt: 'used_at', expired: trx.raw('expires_at < now()') });
  if (!row) return { outcome: 'invalid' };
  const outcome = row.usedAt ? 'used' : row.expired ? 'expired' : 'valid';
  return { outcome, userId: row.userId, tokenId: row.id };
}

/** The token was used: it, and every other unused token of hers for the same purpose, stop working. */
export async function markUsed(trx: Knex.Transaction, tokenId: number): Promise<void> {
  const used = await trx('email_tokens').where({ id: tokenId }).first({ userId: 'user_id', purpose: 'purpose' });
  if (!used) return;
  await trx('email_tokens')
    .where({ user_id: used.userId, purpose: used.purpose })
    .where((q) => q.whereNull('used_at').orWhere({ id: tokenId }))
    .update({ used_at: trx.fn.now() });
}
