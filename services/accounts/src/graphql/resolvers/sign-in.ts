// userLogin, userLogout and getCheckUserStatus (spec 000 §4, §7).
import type { Resolvers, ServiceContext } from '@golightly/service-kit';
import { createSession, revokeSession } from '../../db/sessions';
import { countRecentFailures, findAdminByEmailHash, findMemberByEmailHash, forgiveFailures, recordFailure } from '../../db/sign-in';
import { findUsersByIds } from '../../db/users';
import { verifyPassword } from '../../domain/passwords';
import { validateLoginInput } from '../../domain/registration';
import { decideSignIn, isThrottled, signInMessage, SIGNED_IN, THROTTLE, type LoginStatus, type SignInAccount } from '../../domain/sign-in';
import { SESSION_CHANGE_HEADER, type AccountsServices } from '../context';

const UNKNOWN_ADDRESS = '0.0.0.0';

const result = (status: LoginStatus) => ({ status, errorMessage: signInMessage(status) });

export function signInResolvers({ config, crypto }: AccountsServices): Resolvers {
  async function userLogin(_parent: unknown, args: { email: string; password: string }, ctx: ServiceContext) {
    const email = args.email.trim();
    if (ctx.identity) return result(decideSignIn({ signedInAs: ctx.identity.admin ? 'admin' : 'member', throttled: false, account: null }));
    const problems = validateLoginInput(email, args.password);
    if (problems.length > 0 || args.password.length > 200) {
      return { status: 'other', errorMessage: problems.map((p) => p.message).join(' ') || signInMessage('other') };
    }
    const emailHash = crypto.lookupHash(email);
    const ip = ctx.clientIp || UNKNOWN_ADDRESS;
    const throttled = isThrottled(await countRecentFailures(ctx.db, emailHash, ip, THROTTLE.windowMinutes));

    let account: SignInAccount | null = null;
    let owner: { userId: string; isCoHost: boolean } | { adminId: string } | null = null;
    if (!throttled) {
      const member = await findMemberByEmailHash(ctx.db, emailHash);
      const admin = member ? undefined : await findAdminByEmailHash(ctx.db, emailHash);
      const passwordMatches = await verifyPassword(member?.passwordHash ?? admin?.passwordHash, args.password);
      if (member) {
        account = { kind: 'member', passwordMatches, memberStatus: member.memberStatus, isCoHost: member.isCoHost };
        // A co-host's session is her own (so her password reset or removal ends it); it acts for her host.
        owner = { userId: member.id, isCoHost: member.isCoHost };
      } else if (admin) {
        account = { kind: 'admin', passwordMatches };
        owner = { adminId: admin.id };
      }
    }
    const status = decideSignIn({ signedInAs: null, throttled, account });
    if (status === 'email' || status === 'password') await recordFailure(ctx.db, emailHash, ip);
    if (SIGNED_IN.has(status) && owner) {
      await forgiveFailures(ctx.db, emailHash);
      const session = await createSession(ctx.db, owner, config.sessionDays);
      ctx.setResponseHeader(SESSION_CHANGE_HEADER, JSON.stringify({ token: session.token, maxAgeSeconds: config.sessionDays * 86_400 }));
      ctx.log.info({ status, sessionId: session.sessionId }, 'signed in');
    }
    return result(status);
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
