// Admin users, admin roles and privileges (spec 000 §3, §6-8; decision 0008). Fields marked @adminPrivilege are
// checked by the gateway and again by service-kit before these resolvers run; each calls one use case in src/app.
import { adminActorFor, publicError, type Identity, type ServiceContext } from '@golightly/service-kit';
import type { GraphQLResolveInfo } from 'graphql';
import {
  adminAccess,
  adminMayOpen,
  adminPrivileges,
  adminRole,
  adminRoles,
  adminUser,
  adminUsers,
} from '../../app/admin-views';
import { deleteAdminRole } from '../../app/delete-admin-role';
import { deleteAdminUser } from '../../app/delete-admin-user';
import { saveAdminRole } from '../../app/save-admin-role';
import { saveAdminUser, type AdminUserActor } from '../../app/save-admin-user';
import type { Refusal } from '../../domain/admin-users';
import type { AccountsServices } from '../context';
import type { Resolvers } from '../gen/resolver-types';

/** The admin making the call. The @adminPrivilege check has run for marked fields; this one serves the others. */
function actingAdmin(identity: Identity | null) {
  if (!identity) throw publicError('Please sign in as an admin to do this.', 'UNAUTHENTICATED');
  if (!identity.admin) throw publicError('Only admins may do this.', 'FORBIDDEN');
  return { ...identity.admin, sessionId: identity.sessionId };
}

/** The admin making a change through an @adminPrivilege field: what she may grant and how the admin log names her. */
const changingAdmin = (ctx: ServiceContext, info: GraphQLResolveInfo): AdminUserActor => ({
  ...actingAdmin(ctx.identity),
  ...adminActorFor(ctx, info),
});

const refused = (refusal: Refusal) => ({ status: refusal.status, errorMessage: refusal.errorMessage, result: null });
const OK = { status: 200, errorMessage: null };

export function adminUserResolvers({ crypto }: AccountsServices): Resolvers {
  const deps = (ctx: ServiceContext) => ({ db: ctx.db, crypto, log: ctx.log });
  return {
    Query: {
      getAllAdminUsers: (_parent, _args, ctx) => adminUsers(deps(ctx)),
      getAdminUser: (_parent, args, ctx) => adminUser(deps(ctx), args.id),
      getAllAdminRoles: (_parent, _args, ctx) => adminRoles(deps(ctx)),
      getAdminRole: (_parent, args, ctx) => adminRole(deps(ctx), args.id),
      getAllAdminPrivileges: (_parent, _args, ctx) => adminPrivileges(deps(ctx)),
      myAdminAccess: async (_parent, _args, ctx) => {
        const access = await adminAccess(deps(ctx), actingAdmin(ctx.identity));
        if (!access) throw publicError('Your admin account no longer exists.', 'UNAUTHENTICATED');
        return access;
      },
      adminCanAccess: (_parent, args, ctx) => adminMayOpen(ctx.db, ctx.identity?.admin, args.url),
    },
    Mutation: {
      createAdminUser: async (_parent, args, ctx, info) => {
        const outcome = await saveAdminUser(deps(ctx), changingAdmin(ctx, info), args);
        return outcome.status === 200 ? { ...OK, result: outcome.admin } : refused(outcome);
      },
      deleteAdminUser: async (_parent, args, ctx, info) => {
        const outcome = await deleteAdminUser(deps(ctx), changingAdmin(ctx, info), args.id);
        return outcome.status === 200 ? OK : outcome;
      },
      createAdminRole: async (_parent, args, ctx, info) => {
        const outcome = await saveAdminRole(deps(ctx), changingAdmin(ctx, info), args);
        return outcome.status === 200 ? { ...OK, result: outcome.role } : refused(outcome);
      },
      deleteAdminRole: async (_parent, args, ctx, info) => {
        const outcome = await deleteAdminRole(deps(ctx), changingAdmin(ctx, info), args.id);
        return outcome.status === 200 ? OK : outcome;
      },
    },
  };
}
