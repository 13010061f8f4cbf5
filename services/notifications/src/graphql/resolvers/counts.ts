// The member's counts: getUnreadCount and getSocialCount (spec 000 §7), and marking her social activity seen.
import { socialCount, unreadCount } from '../../app/member-counts';
import { markOwnActivitySeen } from '../../app/social-activity';
import type { Resolvers } from '../gen/resolver-types';

export const countResolvers: Resolvers = {
  Query: {
    getUnreadCount: (_parent, _args, { db, identity }) => unreadCount(db, identity),
    getSocialCount: (_parent, _args, { db, identity }) => socialCount(db, identity),
  },
  Mutation: {
    markSocialActivitySeen: (_parent, _args, { db, identity }) => markOwnActivitySeen(db, identity),
  },
};
