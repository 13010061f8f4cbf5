// userAccount and getUserAvatar (spec 000 §3, §7): the signed-in member's own account, loaded by one use case.
import { publicError, requireMember, type ServiceContext } from '@golightly/service-kit';
import { loadOwnAccount } from '../../app/load-account';
import { callerOf, type AccountsServices } from '../context';
import type { Resolvers } from '../gen/resolver-types';

export function accountResolvers({ crypto }: AccountsServices): Resolvers {
  async function ownAccount(ctx: ServiceContext) {
    requireMember(ctx.identity, { to: "see the account's personal details", ownerOnly: true, allowOnHold: true });
    const outcome = await loadOwnAccount({ db: ctx.db, crypto }, callerOf(ctx.identity));
    switch (outcome.kind) {
      case 'loaded':
        return outcome.account;
      case 'notSignedIn':
      case 'coHost':
        throw new Error(`the member guard let through a caller loadOwnAccount refuses (${outcome.kind})`);
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
