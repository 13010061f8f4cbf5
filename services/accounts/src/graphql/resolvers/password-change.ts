// changePassword (/users/security, spec 001 §5): the current password first, then the new-password rules of a reset.
import { publicError } from '@golightly/service-kit';
import { CHANGE_PASSWORD_MESSAGES, changePassword } from '../../app/change-password';
import { callerOf } from '../context';
import type { Resolvers } from '../gen/resolver-types';

export const passwordChangeResolvers: Resolvers = {
  Mutation: {
    changePassword: async (_parent, args, ctx) => {
      const caller = callerOf(ctx.identity);
      const result = await changePassword({ db: ctx.db }, { ...args, caller, clientAddress: ctx.clientIp });
      switch (result.status) {
        case 'signInRequired':
          throw publicError('Please log in to change your password.', 'UNAUTHENTICATED');
        case 'coHostRefused':
          throw publicError(CHANGE_PASSWORD_MESSAGES.coHost, 'FORBIDDEN');
        case 'success':
          ctx.log.info({ userId: caller.kind === 'member' ? caller.userId : null }, 'password changed');
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
