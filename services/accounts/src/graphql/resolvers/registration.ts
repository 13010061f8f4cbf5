// getValidReferralKey and userRegister (spec 000 §4-5, §7-8): joining the club with an invitation code.
import { checkInvitationCode, registerMember } from '../../app/registration';
import { callerOf, changeSessionCookie, type AccountsServices } from '../context';
import type { Resolvers } from '../gen/resolver-types';

export function registrationResolvers({ config, crypto }: AccountsServices): Resolvers {
  return {
    Query: {
      getValidReferralKey: async (_parent, args, ctx) => {
        const check = await checkInvitationCode(
          { db: ctx.db, crypto },
          { code: args.referralKey, email: args.email, clientAddress: ctx.clientIp },
        );
        const inviter = check.status === 'success' ? check.inviter : null;
        return {
          userId: inviter?.userId ?? null,
          profileId: inviter?.profileId ?? null,
          firstName: inviter?.firstName ?? null,
          lastName: inviter?.lastName ?? null,
          referralKey: check.code,
          uniqueReferralKey: inviter ? check.code : null,
          status: check.status,
        };
      },
    },
    Mutation: {
      userRegister: async (_parent, args, ctx) => {
        const result = await registerMember(
          { db: ctx.db, crypto, sessionDays: config.sessionDays },
          { caller: callerOf(ctx.identity), fields: args },
        );
        if (result.status !== 'success') return { ...result, emailToken: null, userId: null, unsuccessful: null };
        changeSessionCookie(ctx, result.session);
        ctx.log.info({ userId: result.userId, unsuccessful: result.unsuccessful }, 'member registered');
        return {
          status: 'success',
          emailToken: null,
          errorMessage: null,
          fieldErrors: [],
          userId: result.userId,
          unsuccessful: result.unsuccessful,
        };
      },
    },
  };
}
