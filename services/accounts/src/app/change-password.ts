// Changing a password from /users/security: the current password is a guess like any sign-in, counted before it is checked.
import { createHash } from 'node:crypto';
import type { Knex } from '@golightly/db';
import { revokeOtherSessionsOfUser } from '../db/sessions';
import { findEmailHashOfUser } from '../db/sign-in';
import { findPasswordHash, updatePassword } from '../db/users';
import { hashPassword, verifyPassword } from '../domain/passwords';
import { admitGuess, forgiveGuess } from './attempts';

export interface PasswordChange {
  userId: string;
  /** Her session here, which stays signed in; her others end. */
  sessionId: string;
  oldPassword: string;
  newPassword: string;
  clientAddress: string;
}

export type PasswordChangeOutcome =
  { status: 'success' } | { status: 'oldPassword' } | { status: 'tooManyAttempts'; retryAfterSeconds: number };

export async function changePassword(db: Knex, change: PasswordChange): Promise<PasswordChangeOutcome> {
  const { userId, sessionId, oldPassword, newPassword, clientAddress } = change;
  // Counted under her e-mail hash, so guessing here and at sign-in draws on one allowance per client.
  const guessKey = (await findEmailHashOfUser(db, userId)) ?? createHash('sha256').update(userId).digest();
  const admission = await admitGuess(db, guessKey, clientAddress);
  if (!admission.allowed) return { status: 'tooManyAttempts', retryAfterSeconds: admission.retryAfterSeconds };
  if (!(await verifyPassword(await findPasswordHash(db, userId), oldPassword))) return { status: 'oldPassword' };
  await forgiveGuess(db, guessKey, clientAddress);
  const passwordHash = await hashPassword(newPassword);
  await db.transaction(async (trx) => {
    await updatePassword(trx, userId, passwordHash);
    // Whoever else holds a session opened with the old password is signed out.
    await revokeOtherSessionsOfUser(trx, userId, sessionId);
  });
  return { status: 'success' };
}
