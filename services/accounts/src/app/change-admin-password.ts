// Use case: the signed-in admin changes her own password (/siteadmin/change/admin, decision 0029). The current password
// is a guess like any sign-in, counted before it is checked; the new one follows the members' rules.
import type { AdminActor } from '@golightly/service-kit';
import { findAdminCredentials, updateAdminPassword } from '../db/admin-password';
import { revokeAdminSessions } from '../db/admin-users';
import { hashPassword, verifyPassword } from '../domain/passwords';
import { validateNewPassword, type FieldError } from '../domain/registration';
import { tooManyAttemptsMessage } from '../domain/sign-in';
import { logAdminAction } from './admin-log';
import { admitGuess, forgiveGuess } from './attempts';
import type { AccountsDeps } from './deps';

export const ADMIN_PASSWORD_MESSAGES = {
  currentRequired: 'Please enter your current password.',
  wrongPassword: 'Your current password is not right. Please try again.',
  adminGone: 'Your admin account no longer exists.',
} as const;

/** What the admin log names as the privilege of an action every admin may take on her own account. */
export const OWN_ACCOUNT_PRIVILEGE_NAME = 'Own account';

export interface AdminPasswordChange {
  adminId: string;
  /** The session she changes it from: it stays signed in, her others end. */
  sessionId: string;
  clientAddress: string;
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

export type AdminPasswordResult =
  | { status: 'success'; errorMessage: null; fieldErrors: [] }
  | { status: 'wrongPassword' | 'invalid' | 'tooManyAttempts'; errorMessage: string; fieldErrors: FieldError[] };

const refused = (
  status: 'wrongPassword' | 'invalid' | 'tooManyAttempts',
  errorMessage: string,
  field = 'currentPassword',
): AdminPasswordResult => ({ status, errorMessage, fieldErrors: [{ field, message: errorMessage }] });

/** Checks, throttles and verifies, then sets the new password, ends her other sessions and logs it, together. */
export async function changeAdminPassword(
  { db }: Pick<AccountsDeps, 'db'>,
  change: AdminPasswordChange,
): Promise<AdminPasswordResult> {
  if (!change.currentPassword) return refused('invalid', ADMIN_PASSWORD_MESSAGES.currentRequired);
  const problems = validateNewPassword({
    password: change.newPassword,
    confirmPassword: change.confirmPassword,
    oldPassword: change.currentPassword,
  }).map(({ field, message }) => ({ field: field === 'password' ? 'newPassword' : field, message }));
  if (problems.length > 0) return { status: 'invalid', errorMessage: problems[0]!.message, fieldErrors: problems };

  const admin = await findAdminCredentials(db, change.adminId);
  if (!admin) return refused('invalid', ADMIN_PASSWORD_MESSAGES.adminGone);
  // Counted under her e-mail hash, so guesses here and at sign-in draw on one allowance per client.
  const admission = await admitGuess(db, admin.emailHash, change.clientAddress);
  if (!admission.allowed) return refused('tooManyAttempts', tooManyAttemptsMessage(admission.retryAfterSeconds));
  if (!(await verifyPassword(admin.passwordHash, change.currentPassword))) {
    return refused('wrongPassword', ADMIN_PASSWORD_MESSAGES.wrongPassword);
  }
  await forgiveGuess(db, admin.emailHash, change.clientAddress);
  const passwordHash = await hashPassword(change.newPassword);
  const actor: AdminActor = {
    adminId: change.adminId,
    privilegeId: null,
    privilegeName: OWN_ACCOUNT_PRIVILEGE_NAME,
    clientAddress: change.clientAddress,
  };
  await db.transaction(async (trx) => {
    await updateAdminPassword(trx, change.adminId, passwordHash);
    const ended = await revokeAdminSessions(trx, change.adminId, change.sessionId);
    await logAdminAction(trx, actor, {
      action: 'admin.password_changed',
      area: 'people',
      recordType: 'admin_user',
      recordId: change.adminId,
      summary: `Changed her own admin password; ${ended === 1 ? '1 other session was' : `${ended} other sessions were`} signed out`,
    });
  });
  return { status: 'success', errorMessage: null, fieldErrors: [] };
}
