// E-mail confirmation (EmailVerification, ResendConfirmEmail) and password reset (sendForgotPassword, resetPassword).
import { requireMember } from '@golightly/service-kit';
import { confirmEmail, resendConfirmation } from '../../app/email-confirmation';
import { requestPasswordReset, resetPassword } from '../../app/password-reset';
import { callerOf, type AccountsServices } from '../context';
import type { Resolvers } from '../gen/resolver-types';

export function emailAndPasswordResolvers({ crypto }: AccountsServices): Resolvers {
  return {
    Query: {
      EmailVerification: (_parent, args, ctx) => confirmEmail({ db: ctx.db, crypto }, args),
      ResendConfirmEmail: async (_parent, _args, ctx) => {
        requireMember(ctx.identity, { to: 'confirm an e-mail address' });
        const result = await resendConfirmation({ db: ctx.db, crypto }, callerOf(ctx.identity));
        if (result.status === 'signInRequired' || result.status === 'noMember') return { status: 'error' };
        const { member } = result;
        return {
          id: member.profileId,
          userId: member.userId,
          profile: { firstName: member.firstName, lastName: member.lastName },
          // The token travels only by e-mail; the field stays for the spec's shape.
          token: null,
          email: member.email,
          status: result.status === 'limited' ? 'error' : result.status,
        };
      },
    },
    Mutation: {
      // A visitor has proved nothing, so she learns the status alone; the spec's other fields stay null.
      sendForgotPassword: async (_parent, args, ctx) => ({
        status: await requestPasswordReset({ db: ctx.db, crypto }, { email: args.email, clientAddress: ctx.clientIp }),
        id: null,
        email: null,
        token: null,
        userId: null,
        profile: null,
      }),
      resetPassword: async (_parent, args, ctx) => {
        const result = await resetPassword({ db: ctx.db, crypto }, args);
        return result.status === 'success' ? { status: 'success', errorMessage: null } : result;
      },
    },
  };
}
