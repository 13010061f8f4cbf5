// userAccount and getUserAvatar (spec 000 §3, §7): the signed-in member's own account, loaded by one use case.
import { publicError, type ServiceContext } from '@golightly/service-kit';
import { loadOwnAccount } from '../../app/load-account';
import { callerOf, type AccountsServices } from '../context';
import type { Resolvers } from '../gen/resolver-types';

export function accountResolvers({ crypto }: AccountsServices): Resolvers {
  async function ownAccount(ctx: ServiceContext) {
    const outcome = await loadOwnAccount({ db: ctx.db, crypto }, callerOf(ctx.identity));
    switch (outcome.kind) {
      case 'loaded':
        return outcome.account;
      case 'notSignedIn':
        throw publicError('Please log in to see your account.', 'UNAUTHENTICATED');
      case 'coHost':
        throw publicError("A co-host account cannot see the host's personal details.", 'FORBIDDEN');
      case 'gone':
        throw publicError('Your account no longer exists.', 'NOT_FOUND');
    }
  }

  return {
    Query: {
      userAccount: (_parent, _args, ctx) => ownAccount(ctx),
      getUserAvatar: async (_parent, _args, ctx) => ({ picture: (await ownAccount(ctx)).picture }),
    },
  };
}
