// The member's counts: getUnreadCount and getSocialCount (spec 000 §7), and marking her social activity seen.
import { publicError, type Resolvers, type ServiceContext } from '@golightly/service-kit';
import { markSocialActivitySeen, readMemberCounts, signalCountsChanged } from '../../db/counts';
import { unreadPart } from '../../domain/counts';

function memberId({ identity }: ServiceContext): string {
  if (!identity) throw publicError('Please log in to see your messages and activity.', 'UNAUTHENTICATED');
  return identity.userId;
}

export const countResolvers: Resolvers = {
  Query: {
    getUnreadCount: async (_parent, _args, context) =>
      unreadPart(await readMemberCounts(context.db, memberId(context))),
    getSocialCount: async (_parent, _args, context) => ({
      socialCount: (await readMemberCounts(context.db, memberId(context))).socialCount,
    }),
  },
  Mutation: {
    markSocialActivitySeen: async (_parent, _args, context) => {
      const member = memberId(context);
      return context.db.transaction(async (trx) => {
        if ((await markSocialActivitySeen(trx, member, new Date())) > 0) await signalCountsChanged(trx, member);
        return { socialCount: (await readMemberCounts(trx, member)).socialCount };
      });
    },
  },
};
