// userGate (where the caller may go, spec 000 §4-6) and updateBlogRules (accepting the social area's rules).
import { publicError } from '@golightly/service-kit';
import { acceptSocialRules } from '../../app/social-rules';
import { decideUserGate } from '../../app/user-gate';
import { callerOf } from '../context';
import type { Resolvers } from '../gen/resolver-types';

export const gateResolvers: Resolvers = {
  Query: {
    userGate: async (_parent, args, ctx) => {
      const result = await decideUserGate({ db: ctx.db }, { caller: callerOf(ctx.identity), path: args.path });
      if (result.status === 'badPath')
        throw publicError('path must be an application path such as /dashboard.', 'BAD_USER_INPUT');
      const { decision, redirectTo, socialAccess, canInvite } = result;
      return { decision, redirectTo, socialAccess, canInvite };
    },
  },
  Mutation: {
    updateBlogRules: async (_parent, _args, ctx) => {
      const result = await acceptSocialRules({ db: ctx.db }, callerOf(ctx.identity));
      return result.status === 200 ? { status: 200, errorMessage: null } : result;
    },
  },
};
