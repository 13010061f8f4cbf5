// Use case: changing a password from /users/security; the current password is a guess like any sign-in, counted
// before it is checked.
import { createHash } from 'node:crypto';
import { revokeOtherSessionsOfUser } from '../db/sessions';
import { findEmailHashOfUser } from '../db/sign-in';
import { findPasswordHash, updatePassword } from '../db/users';
import { hashPassword, verifyPassword } from '../domain/passwords';
import { validateNewPassword, type FieldError } from '../domain/registration';
import { tooManyAttemptsMessage } from '../domain/sign-in';
import { admitGuess, forgiveGuess } from './attempts';
import type { Caller, DataDeps } from './caller';

export const CHANGE_PASSWORD_MESSAGES = {
  oldPasswordRequired: 'Please enter your current password.',
  oldPasswordWrong: 'Your current password is not right. Please try again.',
} as const;

export interface PasswordChange {
  caller: Caller;
  oldPassword: string;
  password: string;
  confirmPassword: string;
  clientAddress: string;
}

export type PasswordChangeResult =
  | { status: 'success' }
  | { status: 'signInRequired' | 'coHostRefused' }
  | { status: 'invalid' | 'oldPassword' | 'tooManyAttempts'; fieldErrors: FieldError[] };

const onOldPassword = (status: 'oldPassword' | 'tooManyAttempts', message: string): PasswordChangeResult => ({
  status,
  fieldErrors: [{ field: 'oldPassword', message }],
});

/** Sets the new password; her session here stays signed in, and whoever else holds one is signed out. */
export async function changePassword(
  { db }: Pick<DataDeps, 'db'>,
  change: PasswordChange,
): Promise<PasswordChangeResult> {
  const { caller, oldPassword, clientAddress } = change;
  if (caller.kind !== 'member') return { status: 'signInRequired' };
  if (caller.coHost) return { status: 'coHostRefused' };
  if (!oldPassword) {
    return {
      status: 'invalid',
      fieldErrors: [{ field: 'oldPassword', message: CHANGE_PASSWORD_MESSAGES.oldPasswordRequired }],
    };
  }
  const problems = validateNewPassword(change);
  if (problems.length > 0) return { status: 'invalid', fieldErrors: problems };

  const { userId, sessionId } = caller;
  // Counted under her e-mail hash, so guessing here and at sign-in draws on one allowance per client.
  const guessKey = (await findEmailHashOfUser(db, userId)) ?? createHash('sha256').update(userId).digest();
  const admission = await admitGuess(db, guessKey, clientAddress);
  if (!admission.allowed) return onOldPassword('tooManyAttempts', tooManyAttemptsMessage(admission.retryAfterSeconds));
  if (!(await verifyPassword(await findPasswordHash(db, userId), oldPassword))) {
    return onOldPassword('oldPassword', CHANGE_PASSWORD_MESSAGES.oldPasswordWrong);
  }
  await forgiveGuess(db, guessKey, clientAddress);
  const passwordHash = await hashPassword(change.password);
  await db.transaction(async (trx) => {
    await updatePassword(trx, userId, passwordHash);
    await revokeOtherSessionsOfUser(trx, userId, sessionId);
  });
  return { status: 'success' };
}
