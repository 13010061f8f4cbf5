// Public profiles: a member by profile number (as the caller may see her), and User references from other subgraphs.
import { publicError, type Resolvers } from '@golightly/service-kit';
import { findUserByProfileId, findUsersByIds } from '../../db/users';
import { mayViewProfile } from '../../domain/profile-visibility';
import { toPublicUser } from '../../domain/user';

/** Profile numbers are Ints of the spec's calls: anything outside is no profile. */
const isProfileNumber = (value: number) => Number.isInteger(value) && value > 0 && value <= 2_147_483_647;

export const profileResolvers: Resolvers = {
  Query: {
    userByProfileId: async (_parent, args: { profileId: number }, { db, identity }) => {
      if (!identity) throw publicError('Please log in to see member profiles.', 'UNAUTHENTICATED');
      if (!isProfileNumber(args.profileId)) return null;
      const user = await findUserByProfileId(db, args.profileId);
      // A hidden account reads exactly like a missing one.
      return user && mayViewProfile(identity, { ...user, userId: user.id }) ? toPublicUser(user) : null;
    },
  },
  User: {
    __resolveReference: async (reference: { id: string }, { db }) => {
      const [user] = await findUsersByIds(db, [reference.id]);
      return user ? toPublicUser(user) : null;
    },
  },
};
