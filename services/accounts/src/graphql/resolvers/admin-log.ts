// The admin log (issue 13 item 4, decision 0028): read by admins holding 'Admin Logs'; the @adminPrivilege check runs
// before these resolvers. Each calls one use case in src/app.
import { publicError, type ServiceContext } from '@golightly/service-kit';
import { adminLogAdmins, listAdminLogEntries } from '../../app/list-admin-log';
import type { AccountsServices } from '../context';
import type { Resolvers } from '../gen/resolver-types';

export function adminLogResolvers({ crypto }: AccountsServices): Resolvers {
  const deps = (ctx: ServiceContext) => ({ db: ctx.db, crypto });
  return {
    Query: {
      adminLogs: async (_parent, args, ctx) => {
        const outcome = await listAdminLogEntries(deps(ctx), args);
        if (outcome.status === 'invalid') throw publicError(outcome.message, 'BAD_USER_INPUT');
        return { results: outcome.results, count: outcome.count };
      },
      adminLogAdmins: (_parent, _args, ctx) => adminLogAdmins(deps(ctx)),
    },
  };
}
