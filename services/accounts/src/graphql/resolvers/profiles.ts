// Public profiles: a member by profile number, and User references from other subgraphs.
import type { Resolvers } from '@golightly/service-kit';
import { findUserByProfileId, findUsersByIds } from '../../db/users';
import { toPublicUser } from '../../domain/user';

export const profileResolvers: Resolvers = {
  Query: {
    userByProfileId: async (_parent, args: { profileId: number }, { db }) => {
      const user = await findUserByProfileId(db, args.profileId);
      return user ? toPublicUser(user) : null;
    },
  },
  User: {
    __resolveReference: async (reference: { id: string }, { db }) => {
      const [user] = await findUsersByIds(db, [reference.id]);
      return user ? toPublicUser(user) : null;
    },
  },
};
