// Use cases: asking for a password-reset link (sendForgotPassword), and setting a new password with it (resetPassword).
import { checkToken, markUsed } from '../db/email-tokens';
import { revokeSessionsOfUser } from '../db/sessions';
import { findMemberContact, findPasswordHash, updatePassword } from '../db/users';
import { hashPassword, verifyPassword } from '../domain/passwords';
import { isValidEmail, validateNewPassword } from '../domain/registration';
import { admitAccountLookup } from './attempts';
import { mailPasswordResetLink } from './email-links';
import type { DataDeps } from './caller';

type Deps = DataDeps;

export interface ResetLinkRequest {
  email: string;
  clientAddress: string;
}

/** success (mailed), notAvailable (no such member), 400 (malformed, this client asked too often, or three this hour). */
export type ResetLinkResult = 'success' | 'notAvailable' | '400';

/**
 * Mails a single-use reset link to the member with this address. Each lookup is charged to the client like a failed
 * sign-in and never refunded, since the answer tells whether an account exists.
 */
export async function requestPasswordReset({ db, crypto }: Deps, request: ResetLinkRequest): Promise<ResetLinkResult> {
  const email = request.email.trim().toLowerCase();
  if (!isValidEmail(email)) return '400';
  const emailHash = crypto.lookupHash(email);
  if (!(await admitAccountLookup(db, emailHash, request.clientAddress)).allowed) return '400';
  const member = await findMemberContact(db, { emailHash });
  if (!member) return 'notAvailable';
  const sent = await mailPasswordResetLink(db, { userId: member.userId, email, firstName: member.firstName });
  return sent === 'sent' ? 'success' : '400';
}

export interface PasswordReset {
  email: string;
  token: string;
  password: string;
  confirmPassword: string;
}

export type PasswordResetResult =
  { status: 'success' } | { status: 'invalidPassword' | 'invalid' | 'used' | 'expired'; errorMessage: string };

export const RESET_MESSAGES = {
  invalid: 'This reset link is not valid. Please ask for a new one.',
  used: 'This reset link was already used. Please ask for a new one.',
  expired: 'This reset link has expired. Please ask for a new one.',
  sameAsOld: 'Your new password must be different from the old one.',
} as const;

/** Sets the new password once per link, and ends every session: a stolen one should not outlive the old password. */
export async function resetPassword({ db, crypto }: Deps, reset: PasswordReset): Promise<PasswordResetResult> {
  const problems = validateNewPassword({ password: reset.password, confirmPassword: reset.confirmPassword });
  if (problems.length > 0) return { status: 'invalidPassword', errorMessage: problems.map((p) => p.message).join(' ') };
  return db.transaction(async (trx): Promise<PasswordResetResult> => {
    const check = await checkToken(trx, reset.token, 'reset_password');
    const member = check.outcome === 'invalid' ? undefined : await findMemberContact(trx, { userId: check.userId });
    const email = member?.emailEncrypted ? crypto.decrypt(member.emailEncrypted) : '';
    if (check.outcome === 'invalid' || !member || email !== reset.email.trim().toLowerCase()) {
      return { status: 'invalid', errorMessage: RESET_MESSAGES.invalid };
    }
    if (check.outcome === 'used' || check.outcome === 'expired') {
      return { status: check.outcome, errorMessage: RESET_MESSAGES[check.outcome] };
    }
    if (await verifyPassword(await findPasswordHash(trx, member.userId), reset.password)) {
      return { status: 'invalidPassword', errorMessage: RESET_MESSAGES.sameAsOld };
    }
    await updatePassword(trx, member.userId, await hashPassword(reset.password));
    await markUsed(trx, check.tokenId);
    await revokeSessionsOfUser(trx, member.userId);
    return { status: 'success' };
  });
}
