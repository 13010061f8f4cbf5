// Public profiles: a member by profile number (as the caller may see her), and User references from other subgraphs.
import { requireMember } from '@golightly/service-kit';
import { findProfileByNumber, findPublicUser } from '../../app/public-profiles';
import type { Resolvers } from '../gen/resolver-types';

export const profileResolvers: Resolvers = {
  Query: {
    userByProfileId: async (_parent, args, ctx) => {
      const result = await findProfileByNumber({ db: ctx.db }, { identity: ctx.identity, profileId: args.profileId });
      // Only a visitor is asked to sign in (an admin with Manage Users sees anyone): the member guard words it.
      if (result.status === 'signInRequired') requireMember(ctx.identity, { to: 'see member profiles' });
      return result.status === 'found' ? result.user : null;
    },
  },
  User: {
    __resolveReference: (reference, ctx) => findPublicUser({ db: ctx.db }, reference.id),
  },
};
