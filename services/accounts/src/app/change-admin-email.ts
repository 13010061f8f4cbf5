// Use case: the signed-in admin changes the e-mail address she signs in with (/siteadmin/change/common, decision
// 0031). Her current password proves it is her, counted as a guess like any sign-in; the new address must be free
// among admins and members alike, as createAdminUser requires.
import type { AdminActor } from '@golightly/service-kit';
import { findAdminCredentials } from '../db/admin-password';
import { updateAdminEmail } from '../db/admin-email';
import { findAdminIdByEmailHash, isMemberEmail, isUniqueViolation } from '../db/admin-users';
import { ADMIN_MESSAGES } from '../domain/admin-users';
import { verifyPassword } from '../domain/passwords';
import { EMAIL_MAX_LENGTH, isValidEmail, type FieldError } from '../domain/registration';
import { tooManyAttemptsMessage } from '../domain/sign-in';
import { logAdminAction } from './admin-log';
import { admitGuess, forgiveGuess } from './attempts';
import { ADMIN_PASSWORD_MESSAGES, OWN_ACCOUNT_PRIVILEGE_NAME } from './change-admin-password';
import type { AccountsDeps } from './deps';

export const ADMIN_EMAIL_MESSAGES = {
  unchanged: 'This is already the e-mail address you sign in with.',
} as const;

/** The longest password checked: longer ones are refused unread, like sign-in (argon2 on megabytes is a weapon). */
const PASSWORD_MAX_LENGTH = 200;

export interface AdminEmailChange {
  adminId: string;
  clientAddress: string;
  currentPassword: string;
  email: string;
}

export type AdminEmailResult =
  | { status: 'success'; errorMessage: null; fieldErrors: [] }
  | { status: 'wrongPassword' | 'invalid' | 'tooManyAttempts'; errorMessage: string; fieldErrors: FieldError[] };

type Field = 'currentPassword' | 'email';

const refused = (
  status: 'wrongPassword' | 'invalid' | 'tooManyAttempts',
  errorMessage: string,
  field: Field,
): AdminEmailResult => ({ status, errorMessage, fieldErrors: [{ field, message: errorMessage }] });

/** The form's own problems, field by field, before anything is read. */
function inputProblems(change: AdminEmailChange, email: string): FieldError[] {
  const problems: FieldError[] = [];
  if (!change.currentPassword || change.currentPassword.length > PASSWORD_MAX_LENGTH)
    problems.push({ field: 'currentPassword', message: ADMIN_PASSWORD_MESSAGES.currentRequired });
  if (email === '') problems.push({ field: 'email', message: ADMIN_MESSAGES.emailRequired });
  else if (email.length > EMAIL_MAX_LENGTH || !isValidEmail(email))
    problems.push({ field: 'email', message: ADMIN_MESSAGES.emailInvalid });
  return problems;
}

/**
 * Checks the form, throttles and verifies her password, then sets the new address and logs it, together. Whether an
 * address is taken is told only after her password is right, so the call tests no addresses for a stolen session.
 */
export async function changeAdminEmail(
  { db, crypto }: Pick<AccountsDeps, 'db' | 'crypto'>,
  change: AdminEmailChange,
): Promise<AdminEmailResult> {
  const email = change.email.trim().toLowerCase();
  const problems = inputProblems(change, email);
  if (problems.length > 0) return { status: 'invalid', errorMessage: problems[0]!.message, fieldErrors: problems };

  const admin = await findAdminCredentials(db, change.adminId);
  if (!admin) return refused('invalid', ADMIN_PASSWORD_MESSAGES.adminGone, 'email');
  const emailHash = crypto.lookupHash(email);
  if (emailHash.equals(admin.emailHash)) return refused('invalid', ADMIN_EMAIL_MESSAGES.unchanged, 'email');
  // Counted under her present address, so guesses here, at changeAdminPassword and at sign-in share one allowance.
  const admission = await admitGuess(db, admin.emailHash, change.clientAddress);
  if (!admission.allowed)
    return refused('tooManyAttempts', tooManyAttemptsMessage(admission.retryAfterSeconds), 'currentPassword');
  if (!(await verifyPassword(admin.passwordHash, change.currentPassword)))
    return refused('wrongPassword', ADMIN_PASSWORD_MESSAGES.wrongPassword, 'currentPassword');
  await forgiveGuess(db, admin.emailHash, change.clientAddress);

  const actor: AdminActor = {
    adminId: change.adminId,
    privilegeId: null,
    privilegeName: OWN_ACCOUNT_PRIVILEGE_NAME,
    clientAddress: change.clientAddress,
  };
  return db
    .transaction(async (trx): Promise<AdminEmailResult> => {
      const holder = await findAdminIdByEmailHash(trx, emailHash);
      if (holder && holder !== change.adminId) return refused('invalid', ADMIN_MESSAGES.emailTaken, 'email');
      if (await isMemberEmail(trx, emailHash)) return refused('invalid', ADMIN_MESSAGES.emailIsMember, 'email');
      const stored = { emailHash, emailEncrypted: crypto.encrypt(email) };
      if (!(await updateAdminEmail(trx, change.adminId, stored)))
        return refused('invalid', ADMIN_PASSWORD_MESSAGES.adminGone, 'email');
      // The address is personal data and stays out of the log, which keeps entries for good.
      await logAdminAction(trx, actor, {
        action: 'admin.email_changed',
        area: 'people',
        recordType: 'admin_user',
        recordId: change.adminId,
        summary: 'Changed the e-mail address she signs in to the admin with',
      });
      return { status: 'success', errorMessage: null, fieldErrors: [] };
    })
    .catch((error: unknown): AdminEmailResult => {
      // Another admin took the address at the same moment: the unique index decides, and she hears why.
      if (isUniqueViolation(error, 'admin_users_email_hash_key'))
        return refused('invalid', ADMIN_MESSAGES.emailTaken, 'email');
      throw error;
    });
}
