// The admin people screens (issue 13 items 1-2, decision 0029): paged lists of users, deleted users and members, one
// person, the dashboard's counts, restoring a deleted account, and an admin's own password. Fields marked
// @adminPrivilege are checked by the gateway and again by service-kit before these run; each calls one use case.
import { adminActorFor, publicError, type ServiceContext } from '@golightly/service-kit';
import { adminDashboardCounts } from '../../app/admin-dashboard';
import { changeAdminPassword } from '../../app/change-admin-password';
import { adminPerson, listPeoplePage, type PeoplePageResult } from '../../app/people-lists';
import { restoreUser } from '../../app/restore-user';
import type { AccountsServices } from '../context';
import type { Resolvers } from '../gen/resolver-types';

/** A list's page, or its refusal as BAD_USER_INPUT with the reason (an unknown sort key, a page size out of range). */
function page(result: PeoplePageResult) {
  if (result.status === 'invalid') throw publicError(result.message, 'BAD_USER_INPUT');
  return { results: result.results, count: result.count };
}

export function adminPeopleResolvers({ crypto }: AccountsServices): Resolvers {
  const deps = (ctx: ServiceContext) => ({ db: ctx.db, crypto });
  return {
    Query: {
      listUsers: async (_parent, args, ctx) => page(await listPeoplePage(deps(ctx), 'users', args)),
      listDeletedUsers: async (_parent, args, ctx) => page(await listPeoplePage(deps(ctx), 'deleted', args)),
      listMembers: async (_parent, args, ctx) => page(await listPeoplePage(deps(ctx), 'members', args)),
      adminPerson: (_parent, args, ctx) => adminPerson(deps(ctx), args.id),
      adminDashboardCounts: (_parent, _args, ctx) => adminDashboardCounts(deps(ctx)),
    },
    Mutation: {
      restoreUser: async (_parent, args, ctx, info) => {
        const result = await restoreUser(deps(ctx), adminActorFor(ctx, info), args.userId);
        if (result.status !== 'success') return result;
        ctx.log.info({ userId: args.userId }, 'account restored by an admin');
        return { status: 'success', errorMessage: null };
      },
      // Any admin, on her own account only: no privilege opens it, so it carries no @adminPrivilege.
      changeAdminPassword: (_parent, args, ctx) => {
        const { identity } = ctx;
        if (!identity) throw publicError('Please sign in as an admin to do this.', 'UNAUTHENTICATED');
        if (!identity.admin) throw publicError('Only admins may change an admin password.', 'FORBIDDEN');
        return changeAdminPassword(deps(ctx), {
          adminId: identity.admin.adminId,
          sessionId: identity.sessionId,
          clientAddress: ctx.clientIp,
          currentPassword: args.currentPassword ?? '',
          newPassword: args.newPassword ?? '',
          confirmPassword: args.confirmPassword ?? '',
        });
      },
    },
  };
}
