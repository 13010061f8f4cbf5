// changePassword (/users/security, spec 001 §5): the current password first, then the new-password rules of a reset.
import { requireMember } from '@golightly/service-kit';
import { changePassword } from '../../app/change-password';
import { callerOf } from '../context';
import type { Resolvers } from '../gen/resolver-types';

export const passwordChangeResolvers: Resolvers = {
  Mutation: {
    changePassword: async (_parent, args, ctx) => {
      const userId = requireMember(ctx.identity, { to: 'change the password', ownerOnly: true });
      const caller = callerOf(ctx.identity);
      const result = await changePassword({ db: ctx.db }, { ...args, caller, clientAddress: ctx.clientIp });
      switch (result.status) {
        case 'signInRequired':
        case 'coHostRefused':
          throw new Error(`the member guard let through a caller changePassword refuses (${result.status})`);
        case 'success':
          ctx.log.info({ userId }, 'password changed');
          return { status: 'success', errorMessage: null, fieldErrors: [] };
        default:
          return {
            status: result.status,
            errorMessage: result.fieldErrors[0]!.message,
            fieldErrors: result.fieldErrors,
          };
      }
    },
  },
};
