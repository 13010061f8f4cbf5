// getUserdetails (spec 000 §7): the host card's member, as the caller may see her (decision 0037).
import { requireMember } from '@golightly/service-kit';
import { userDetails } from '../../app/user-details';
import { callerOf, type AccountsServices } from '../context';
import type { Resolvers } from '../gen/resolver-types';

export const userDetailsResolvers = ({ crypto }: AccountsServices): Resolvers => ({
  Query: {
    async getUserdetails(_parent, args, ctx) {
      // An admin reaches this only with Manage Users (the field's @adminPrivilege mark).
      const result = await userDetails({ db: ctx.db, crypto }, callerOf(ctx.identity), args.profileId);
      // Only a visitor is asked to sign in: the member guard words it.
      if (result.status === 'signInRequired') requireMember(ctx.identity, { to: 'see member profiles' });
      return result.status === 'found' ? result.details : null;
    },
  },
});
