// Public profiles: a member by profile number (as the caller may see her), and User references from other subgraphs.
import { publicError } from '@golightly/service-kit';
import { findProfileByNumber, findPublicUser } from '../../app/public-profiles';
import type { Resolvers } from '../gen/resolver-types';

export const profileResolvers: Resolvers = {
  Query: {
    userByProfileId: async (_parent, args, ctx) => {
      const result = await findProfileByNumber({ db: ctx.db }, { identity: ctx.identity, profileId: args.profileId });
      if (result.status === 'signInRequired')
        throw publicError('Please log in to see member profiles.', 'UNAUTHENTICATED');
      return result.status === 'found' ? result.user : null;
    },
  },
  User: {
    __resolveReference: (reference, ctx) => findPublicUser({ db: ctx.db }, reference.id),
  },
};
