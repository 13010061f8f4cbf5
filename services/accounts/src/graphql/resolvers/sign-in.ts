// userLogin, userLogout and getCheckUserStatus (spec 000 §4, §7).
import { checkUserStatus, signIn, signOut } from '../../app/sign-in';
import { callerOf, changeSessionCookie, type AccountsServices } from '../context';
import type { Resolvers } from '../gen/resolver-types';

export function signInResolvers({ config, crypto }: AccountsServices): Resolvers {
  return {
    Query: {
      userLogin: async (_parent, args, ctx) => {
        const result = await signIn(
          { db: ctx.db, crypto, sessionDays: config.sessionDays },
          { caller: callerOf(ctx.identity), email: args.email, password: args.password, clientAddress: ctx.clientIp },
        );
        if (result.session) {
          changeSessionCookie(ctx, result.session);
          ctx.log.info({ status: result.status, sessionId: result.session.sessionId }, 'signed in');
        }
        return { status: result.status, errorMessage: result.errorMessage };
      },
      userLogout: async (_parent, _args, ctx) => {
        const result = await signOut({ db: ctx.db }, callerOf(ctx.identity));
        changeSessionCookie(ctx, null);
        return result;
      },
      getCheckUserStatus: async (_parent, _args, ctx) => {
        const result = await checkUserStatus({ db: ctx.db }, callerOf(ctx.identity));
        return { status: result.status, userExistStatus: result.userExists };
      },
    },
  };
}
