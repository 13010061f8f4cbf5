// userLogin, userLogout and getCheckUserStatus (spec 000 §4, §7).
import type { Resolvers, ServiceContext } from '@golightly/service-kit';
import { revokeSession } from '../../db/sessions';
import { findUsersByIds } from '../../db/users';
import { signIn } from '../../app/sign-in';
import { validateLoginInput } from '../../domain/registration';
import { decideSignIn, signInMessage, type LoginStatus } from '../../domain/sign-in';
import { SESSION_CHANGE_HEADER, type AccountsServices } from '../context';

const result = (status: LoginStatus, retryAfterSeconds?: number) => ({
  status,
  errorMessage: signInMessage(status, retryAfterSeconds),
});

export function signInResolvers({ config, crypto }: AccountsServices): Resolvers {
  async function userLogin(_parent: unknown, args: { email: string; password: string }, ctx: ServiceContext) {
    const email = args.email.trim();
    if (ctx.identity)
      return result(
        decideSignIn({ signedInAs: ctx.identity.admin ? 'admin' : 'member', throttled: false, account: null }),
      );
    const problems = validateLoginInput(email, args.password);
    if (problems.length > 0 || args.password.length > 200) {
      return { status: 'other', errorMessage: problems.map((p) => p.message).join(' ') || signInMessage('other') };
    }
    const outcome = await signIn(ctx.db, config.sessionDays, {
      emailHash: crypto.lookupHash(email),
      password: args.password,
      clientAddress: ctx.clientIp,
    });
    if (outcome.status === 'tooManyAttempts') return result(outcome.status, outcome.retryAfterSeconds);
    if (outcome.session) {
      const { token, sessionId } = outcome.session;
      ctx.setResponseHeader(
        SESSION_CHANGE_HEADER,
        JSON.stringify({ token, maxAgeSeconds: config.sessionDays * 86_400 }),
      );
      ctx.log.info({ status: outcome.status, sessionId }, 'signed in');
    }
    return result(outcome.status);
  }

  return {
    Query: {
      userLogin,
      userLogout: async (_parent, _args, ctx: ServiceContext) => {
        if (ctx.identity) await revokeSession(ctx.db, ctx.identity.sessionId);
        ctx.setResponseHeader(SESSION_CHANGE_HEADER, JSON.stringify({ clear: true }));
        return { status: 'success' };
      },
      getCheckUserStatus: async (_parent, _args, ctx: ServiceContext) => {
        if (!ctx.identity) return { status: 'notLoggedIn', userExistStatus: false };
        if (ctx.identity.admin) return { status: 'success', userExistStatus: true };
        const [user] = await findUsersByIds(ctx.db, [ctx.identity.userId]);
        return { status: 'success', userExistStatus: Boolean(user) };
      },
    },
  };
}
