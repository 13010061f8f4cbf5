// E-mail confirmation (EmailVerification, ResendConfirmEmail) and password reset (sendForgotPassword, resetPassword).
import { publicError, type Resolvers, type ServiceContext } from '@golightly/service-kit';
import { admitAccountLookup } from '../../app/attempts';
import { mailConfirmationLink, mailPasswordResetLink } from '../../app/email-links';
import { checkToken, markUsed } from '../../db/email-tokens';
import { hasProfilePicture } from '../../db/membership';
import { revokeSessionsOfUser } from '../../db/sessions';
import {
  findMemberContact,
  findPasswordHash,
  markEmailConfirmed,
  updatePassword,
  type MemberContactRow,
} from '../../db/users';
import { hashPassword, verifyPassword } from '../../domain/passwords';
import { isValidEmail, validateNewPassword } from '../../domain/registration';
import { emailConfirmed } from '../../events/publish';
import type { AccountsServices } from '../context';

/** What a visitor is told about a reset link: the status alone, since she has not proved who she is. */
const forgotPasswordReply = (status: 'success' | 'notAvailable' | '400') => ({
  status,
  id: null,
  email: null,
  token: null,
  userId: null,
  profile: null,
});

export function emailAndPasswordResolvers({ crypto }: AccountsServices): Resolvers {
  const emailOf = (member: MemberContactRow) => (member.emailEncrypted ? crypto.decrypt(member.emailEncrypted) : '');
  const sameEmail = (member: MemberContactRow, email: string) => emailOf(member) === email.trim().toLowerCase();

  async function EmailVerification(_parent: unknown, args: { token: string; email: string }, ctx: ServiceContext) {
    if (!isValidEmail(args.email.trim())) return { userId: null, status: 'invalid' };
    return ctx.db.transaction(async (trx) => {
      const check = await checkToken(trx, args.token, 'confirm_email');
      if (check.outcome === 'invalid') return { userId: null, status: 'invalid' };
      const member = await findMemberContact(trx, { userId: check.userId });
      if (!member || !sameEmail(member, args.email)) return { userId: null, status: 'invalid' };
      // Following the link twice, or after confirming from a newer link, still reads as confirmed.
      if (member.isEmailConfirmed) return { userId: member.userId, status: 'confirmed' };
      if (check.outcome !== 'valid') return { userId: member.userId, status: check.outcome };
      await markEmailConfirmed(trx, member.userId);
      await markUsed(trx, check.tokenId);
      await emailConfirmed(trx, {
        userId: member.userId,
        email: emailOf(member),
        firstName: member.firstName,
        hasProfilePicture: await hasProfilePicture(trx, member.userId),
      });
      return { userId: member.userId, status: 'confirmed' };
    });
  }

  async function ResendConfirmEmail(_parent: unknown, _args: unknown, ctx: ServiceContext) {
    if (!ctx.identity || ctx.identity.admin)
      throw publicError('Please log in to confirm your email.', 'UNAUTHENTICATED');
    const member = await findMemberContact(ctx.db, { userId: ctx.identity.userId });
    if (!member) return { status: 'error' };
    const reply = (status: string) => ({
      id: member.profileId,
      userId: member.userId,
      profile: { firstName: member.firstName, lastName: member.lastName },
      // The token travels only by e-mail; the field stays for the spec's shape.
      token: null,
      email: emailOf(member),
      status,
    });
    if (member.isEmailConfirmed) return reply('alreadyConfirmed');
    const sent = await mailConfirmationLink(ctx.db, {
      userId: member.userId,
      email: emailOf(member),
      firstName: member.firstName,
    });
    return reply(sent === 'sent' ? 'success' : 'error');
  }

  async function sendForgotPassword(_parent: unknown, args: { email: string }, ctx: ServiceContext) {
    const email = args.email.trim().toLowerCase();
    if (!isValidEmail(email)) return forgotPasswordReply('400');
    const emailHash = crypto.lookupHash(email);
    if (!(await admitAccountLookup(ctx.db, emailHash, ctx.clientIp)).allowed) return forgotPasswordReply('400');
    const member = await findMemberContact(ctx.db, { emailHash });
    if (!member) return forgotPasswordReply('notAvailable');
    const sent = await mailPasswordResetLink(ctx.db, { userId: member.userId, email, firstName: member.firstName });
    return forgotPasswordReply(sent === 'sent' ? 'success' : '400');
  }

  async function resetPassword(
    _parent: unknown,
    args: { email: string; token: string; password: string; confirmPassword: string },
    ctx: ServiceContext,
  ) {
    const fail = (status: string, errorMessage: string) => ({ status, errorMessage });
    const problems = validateNewPassword({ password: args.password, confirmPassword: args.confirmPassword });
    if (problems.length > 0) return fail('invalidPassword', problems.map((p) => p.message).join(' '));
    return ctx.db.transaction(async (trx) => {
      const check = await checkToken(trx, args.token, 'reset_password');
      const member = check.outcome === 'invalid' ? undefined : await findMemberContact(trx, { userId: check.userId });
      if (check.outcome === 'invalid' || !member || !sameEmail(member, args.email)) {
        return fail('invalid', 'This reset link is not valid. Please ask for a new one.');
      }
      if (check.outcome === 'used') return fail('used', 'This reset link was already used. Please ask for a new one.');
      if (check.outcome === 'expired') return fail('expired', 'This reset link has expired. Please ask for a new one.');
      if (await verifyPassword(await findPasswordHash(trx, member.userId), args.password)) {
        return fail('invalidPassword', 'Your new password must be different from the old one.');
      }
      await updatePassword(trx, member.userId, await hashPassword(args.password));
      await markUsed(trx, check.tokenId);
      // A stolen session should not outlive the password it was opened with.
      await revokeSessionsOfUser(trx, member.userId);
      return { status: 'success', errorMessage: null };
    });
  }

  return { Query: { EmailVerification, ResendConfirmEmail }, Mutation: { sendForgotPassword, resetPassword } };
}
