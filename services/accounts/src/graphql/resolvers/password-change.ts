// changePassword (/users/security, spec 001 §5): the current password first, then the new-password rules of a reset.
import { publicError, type Resolvers, type ServiceContext } from '@golightly/service-kit';
import { changePassword } from '../../app/change-password';
import { validateNewPassword } from '../../domain/registration';
import { tooManyAttemptsMessage } from '../../domain/sign-in';

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
      if (!ctx.identity || ctx.identity.admin)
        throw publicError('Please log in to change your password.', 'UNAUTHENTICATED');
      if (ctx.identity.coHost) throw publicError(CHANGE_PASSWORD_MESSAGES.coHost, 'FORBIDDEN');
      const { userId, sessionId } = ctx.identity;
      const invalid = (fieldErrors: { field: string; message: string }[]) => ({
        status: 'invalid',
        errorMessage: fieldErrors[0]!.message,
        fieldErrors,
      });
      if (!args.oldPassword)
        return invalid([{ field: 'oldPassword', message: CHANGE_PASSWORD_MESSAGES.oldPasswordRequired }]);
      const problems = validateNewPassword(args);
      if (problems.length > 0) return invalid(problems);

      const outcome = await changePassword(ctx.db, {
        userId,
        sessionId,
        oldPassword: args.oldPassword,
        newPassword: args.password,
        clientAddress: ctx.clientIp,
      });
      if (outcome.status === 'tooManyAttempts') {
        const message = tooManyAttemptsMessage(outcome.retryAfterSeconds);
        return { status: 'tooManyAttempts', errorMessage: message, fieldErrors: [{ field: 'oldPassword', message }] };
      }
      if (outcome.status === 'oldPassword') {
        const message = CHANGE_PASSWORD_MESSAGES.oldPasswordWrong;
        return { status: 'oldPassword', errorMessage: message, fieldErrors: [{ field: 'oldPassword', message }] };
      }
      ctx.log.info({ userId }, 'password changed');
      return { status: 'success', errorMessage: null, fieldErrors: [] };
    },
  },
};
