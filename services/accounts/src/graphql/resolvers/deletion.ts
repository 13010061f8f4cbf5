// deleteMyAccount (the member, from /requestDelete) and deleteUser (an admin, restorable for 30 days: decision 0029):
// the account ends, UserDeleted is told.
import { adminActorFor, requireMember } from '@golightly/service-kit';
import { deleteMember, deleteOwnAccount, type DeletionResult } from '../../app/account-deletion';
import { callerOf, changeSessionCookie, type AccountsServices } from '../context';
import type { Resolvers } from '../gen/resolver-types';

const answer = (result: DeletionResult) => {
  switch (result.status) {
    case 'signInRequired':
    case 'coHostRefused':
      throw new Error(`the member guard let through a caller deletion refuses (${result.status})`);
    case 'success':
      return { status: 'success', errorMessage: null };
    default:
      return result;
  }
};

export function deletionResolvers({ crypto }: AccountsServices): Resolvers {
  return {
    Mutation: {
      deleteMyAccount: async (_parent, args, ctx) => {
        const userId = requireMember(ctx.identity, { to: 'delete the account', ownerOnly: true });
        const caller = callerOf(ctx.identity);
        const result = await deleteOwnAccount({ db: ctx.db, crypto }, { caller, password: args.password });
        if (result.status === 'success') {
          changeSessionCookie(ctx, null);
          ctx.log.info({ userId }, 'account deleted by its member');
        }
        return answer(result);
      },
      deleteUser: async (_parent, args, ctx, info) => {
        const result = await deleteMember({ db: ctx.db, crypto }, adminActorFor(ctx, info), args.userId);
        if (result.status === 'success') ctx.log.info({ userId: args.userId }, 'account deleted by an admin');
        return answer(result);
      },
    },
  };
}
