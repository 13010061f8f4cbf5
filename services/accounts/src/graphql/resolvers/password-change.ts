// changePassword (/users/security, spec 001 §5): the current password first, then the new-password rules of a reset.
import { publicError, type Resolvers, type ServiceContext } from '@golightly/service-kit';
import { revokeOtherSessionsOfUser } from '../../db/sessions';
import { findPasswordHash, updatePassword } from '../../db/users';
import { hashPassword, verifyPassword } from '../../domain/passwords';
import { validateNewPassword } from '../../domain/registration';

export const CHANGE_PASSWORD_MESSAGES = {
  oldPasswordRequired: 'Please enter your current password.',
  oldPasswordWrong: 'Your current password is not right. Please try again.',
  coHost: "A co-host's password cannot be changed from the host's account.",
} as const;

interface ChangePasswordArgs {
  oldPassword: string;
  password: string;
  confirmPassword: string;
}

export const passwordChangeResolvers: Resolvers = {
  Mutation: {
    changePassword: async (_parent, args: ChangePasswordArgs, ctx: ServiceContext) => {
      if (!ctx.identity || ctx.identity.admin) throw publicError('Please log in to change your password.', 'UNAUTHENTICATED');
      if (ctx.identity.coHost) throw publicError(CHANGE_PASSWORD_MESSAGES.coHost, 'FORBIDDEN');
      const { userId, sessionId } = ctx.identity;
      const invalid = (fieldErrors: { field: string; message: string }[]) => ({
        status: 'invalid',
        errorMessage: fieldErrors[0]!.message,
        fieldErrors,
      });
      if (!args.oldPassword) return invalid([{ field: 'oldPassword', message: CHANGE_PASSWORD_MESSAGES.oldPasswordRequired }]);
      const problems = validateNewPassword(args);
      if (problems.length > 0) return invalid(problems);

      return ctx.db.transaction(async (trx) => {
        if (!(await verifyPassword(await findPasswordHash(trx, userId), args.oldPassword))) {
          const message = CHANGE_PASSWORD_MESSAGES.oldPasswordWrong;
          return { status: 'oldPassword', errorMessage: message, fieldErrors: [{ field: 'oldPassword', message }] };
        }
        await updatePassword(trx, userId, await hashPassword(args.password));
        // Whoever else holds a session opened with the old password is signed out; she stays signed in here.
        await revokeOtherSessionsOfUser(trx, userId, sessionId);
        ctx.log.info({ userId }, 'password changed');
        return { status: 'success', errorMessage: null, fieldErrors: [] };
      });
    },
  },
};
