// deleteMyAccount (the member, from /requestDelete) and deleteUser (an admin): the account ends, UserDeleted is told.
import { publicError, type Resolvers, type ServiceContext } from '@golightly/service-kit';
import { DeletionReason } from '@golightly/proto';
import { eraseMember, findMemberContact, findPasswordHash } from '../../db/users';
import { verifyPassword } from '../../domain/passwords';
import { userDeleted } from '../../events/publish';
import type { AccountsServices } from '../context';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function deletionResolvers({ crypto }: AccountsServices): Resolvers {
  async function deleteAccount(ctx: ServiceContext, userId: string, reason: DeletionReason) {
    return ctx.db.transaction(async (trx) => {
      const member = await findMemberContact(trx, { userId });
      if (!member) return { status: 'notFound', errorMessage: 'There is no such member.' };
      await eraseMember(trx, userId);
      await userDeleted(
        trx,
        {
          userId,
          profileId: member.profileId,
          email: member.emailEncrypted ? crypto.decrypt(member.emailEncrypted) : '',
          firstName: member.firstName,
        },
        reason,
      );
      ctx.log.info({ userId, reason: DeletionReason[reason] }, 'account deleted');
      return { status: 'success', errorMessage: null };
    });
  }

  return {
    Mutation: {
      deleteMyAccount: async (_parent, args: { password: string }, ctx: ServiceContext) => {
        if (!ctx.identity || ctx.identity.admin)
          throw publicError('Please log in to delete your account.', 'UNAUTHENTICATED');
        if (ctx.identity.coHost) throw publicError("A co-host cannot delete the host's account.", 'FORBIDDEN');
        if (!(await verifyPassword(await findPasswordHash(ctx.db, ctx.identity.userId), args.password))) {
          return { status: 'password', errorMessage: 'That password is incorrect. Your account was not deleted.' };
        }
        const result = await deleteAccount(ctx, ctx.identity.userId, DeletionReason.SELF_SERVICE);
        if (result.status === 'success') ctx.setResponseHeader('x-golightly-session', JSON.stringify({ clear: true }));
        return result;
      },
      deleteUser: async (_parent, args: { userId: string }, ctx: ServiceContext) => {
        if (!UUID.test(args.userId)) return { status: 'notFound', errorMessage: 'There is no such member.' };
        return deleteAccount(ctx, args.userId, DeletionReason.ADMIN);
      },
    },
  };
}
