// Admin users, admin roles and privileges (spec 000 §3, §6-8; decision 0008). Fields marked @adminPrivilege are
// checked by the gateway and again by service-kit before these resolvers run; the rules here are the finer ones.
import type { Knex } from '@golightly/db';
import { isUrlAllowed, publicError, type Identity, type Resolvers, type ServiceContext } from '@golightly/service-kit';
import {
  deleteRole,
  findAdmin,
  findAdminIdByEmailHash,
  findRole,
  insertAdminUser,
  insertRole,
  isMemberEmail,
  isRoleNameTaken,
  isUniqueViolation,
  listAdmins,
  listPrivileges,
  listRoles,
  lockRole,
  revokeAdminSessions,
  softDeleteAdmin,
  updateAdminUser,
  updateRole,
  type AdminRow,
  type PrivilegeRow,
  type RoleRow,
} from '../../db/admin-users';
import {
  ADMIN_MESSAGES,
  changeRefusal,
  deletionRefusal,
  isRefusal,
  mayGrant,
  validateAdminRoleInput,
  validateAdminUserInput,
  type ActingAdmin,
  type Refusal,
} from '../../domain/admin-users';
import { hashPassword } from '../../domain/passwords';
import type { AccountsServices } from '../context';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const OK = { status: 200, errorMessage: null };

/** The admin making the call. The @adminPrivilege check has run for marked fields; this one serves the others. */
function actingAdmin(identity: Identity | null): ActingAdmin {
  if (!identity) throw publicError('Please sign in as an admin to do this.', 'UNAUTHENTICATED');
  if (!identity.admin) throw publicError('Only admins may do this.', 'FORBIDDEN');
  return identity.admin;
}

const iso = (date: Date) => date.toISOString();

/** The privileges an admin's role grants (none without a role). */
async function privilegeIdsOf(db: Knex, admin: AdminRow): Promise<number[]> {
  return admin.roleId === null ? [] : ((await findRole(db, admin.roleId))?.privilegeIds ?? []);
}

export function adminUserResolvers({ crypto }: AccountsServices): Resolvers {
  const roleView = (role: RoleRow, catalogue: PrivilegeRow[]) => ({
    id: role.id,
    name: role.name,
    description: role.description,
    privilegeIds: role.privilegeIds,
    privileges: catalogue.filter((p) => role.privilegeIds.includes(p.id)),
    adminCount: role.adminCount,
    createdAt: iso(role.createdAt),
    updatedAt: iso(role.updatedAt),
  });

  /** Admins as the API shows them, each with her role and its privileges (one query for all roles). */
  async function adminViews(ctx: ServiceContext, admins: AdminRow[]) {
    const roleIds = [...new Set(admins.flatMap((a) => (a.roleId === null ? [] : [a.roleId])))];
    const [roles, catalogue] = await Promise.all([
      roleIds.length > 0 ? listRoles(ctx.db, roleIds) : [],
      listPrivileges(ctx.db),
    ]);
    return admins.map((admin) => {
      const role = roles.find((r) => r.id === admin.roleId);
      return {
        id: admin.id,
        email: crypto.decrypt(admin.emailEncrypted),
        isSuperAdmin: admin.isSuperAdmin,
        roleId: admin.roleId,
        createdAt: iso(admin.createdAt),
        updatedAt: iso(admin.updatedAt),
        adminRole: role ? roleView(role, catalogue) : null,
      };
    });
  }

  async function oneAdminView(ctx: ServiceContext, id: string) {
    const admin = await findAdmin(ctx.db, id);
    return admin ? ((await adminViews(ctx, [admin]))[0] ?? null) : null;
  }

  async function createAdminUser(
    _parent: unknown,
    args: { id?: string | null; email?: string | null; password?: string | null; roleId?: number | null },
    ctx: ServiceContext,
  ) {
    const actor = actingAdmin(ctx.identity);
    const refused = (refusal: Refusal) => ({ ...refusal, result: null });
    if (args.id != null && !UUID.test(args.id))
      return refused({ status: 404, errorMessage: ADMIN_MESSAGES.adminUnknown });

    const outcome = await ctx.db
      .transaction(async (trx) => {
        const existing = args.id != null ? await findAdmin(trx, args.id, { lock: true }) : undefined;
        if (args.id != null && !existing) return { status: 404 as const, errorMessage: ADMIN_MESSAGES.adminUnknown };
        if (existing) {
          const refusal = changeRefusal(actor, { ...existing, privilegeIds: await privilegeIdsOf(trx, existing) });
          if (refusal) return refusal;
        }
        const change = validateAdminUserInput(args, existing);
        if (isRefusal(change)) return change;

        if (change.roleId !== null && change.roleId !== existing?.roleId) {
          const role = await findRole(trx, change.roleId);
          if (!role) return { status: 400 as const, errorMessage: ADMIN_MESSAGES.roleUnknown };
          if (!mayGrant(actor, role.privilegeIds))
            return { status: 403 as const, errorMessage: ADMIN_MESSAGES.grantBeyondOwn };
        }
        const emailHash = crypto.lookupHash(change.email);
        const holder = await findAdminIdByEmailHash(trx, emailHash);
        if (holder && holder !== existing?.id) return { status: 400 as const, errorMessage: ADMIN_MESSAGES.emailTaken };
        if (await isMemberEmail(trx, emailHash))
          return { status: 400 as const, errorMessage: ADMIN_MESSAGES.emailIsMember };

        const passwordHash = change.password === null ? null : await hashPassword(change.password);
        const stored = { emailHash, emailEncrypted: crypto.encrypt(change.email) };
        if (!existing) {
          const id = await insertAdminUser(trx, {
            ...stored,
            passwordHash: passwordHash as string,
            roleId: change.roleId as number,
          });
          ctx.log.info({ adminId: id, by: actor.adminId, roleId: change.roleId }, 'admin added');
          return { id };
        }
        await updateAdminUser(trx, existing.id, { ...stored, passwordHash, roleId: change.roleId });
        // A new password ends her other sign-ins; a new role takes effect at her next request.
        if (passwordHash) await revokeAdminSessions(trx, existing.id, ctx.identity?.sessionId);
        ctx.log.info(
          { adminId: existing.id, by: actor.adminId, roleId: change.roleId, passwordChanged: Boolean(passwordHash) },
          'admin changed',
        );
        return { id: existing.id };
      })
      .catch((error: unknown) => {
        // Two admins saved with one address at once: the unique index decides, and the loser hears why.
        if (isUniqueViolation(error, 'admin_users_email_hash_key'))
          return { status: 400 as const, errorMessage: ADMIN_MESSAGES.emailTaken };
        // The role was deleted between the check and the write.
        if ((error as { code?: string }).code === '23503')
          return { status: 400 as const, errorMessage: ADMIN_MESSAGES.roleUnknown };
        throw error;
      });
    if ('errorMessage' in outcome) return refused(outcome);
    return { ...OK, result: await oneAdminView(ctx, outcome.id) };
  }

  async function deleteAdminUser(_parent: unknown, args: { id: string }, ctx: ServiceContext) {
    const actor = actingAdmin(ctx.identity);
    if (!UUID.test(args.id)) return { status: 404, errorMessage: ADMIN_MESSAGES.adminUnknown };
    return ctx.db.transaction(async (trx) => {
      const target = await findAdmin(trx, args.id, { lock: true });
      if (!target) return { status: 404, errorMessage: ADMIN_MESSAGES.adminUnknown };
      const refusal = deletionRefusal(actor, { ...target, privilegeIds: await privilegeIdsOf(trx, target) });
      if (refusal) return refusal;
      await softDeleteAdmin(trx, target.id);
      const sessions = await revokeAdminSessions(trx, target.id);
      ctx.log.info({ adminId: target.id, by: actor.adminId, sessionsRevoked: sessions }, 'admin deleted');
      return OK;
    });
  }

  async function createAdminRole(
    _parent: unknown,
    args: { id?: number | null; name?: string | null; description?: string | null; privilegeIds?: number[] | null },
    ctx: ServiceContext,
  ) {
    const actor = actingAdmin(ctx.identity);
    const refused = (refusal: Refusal) => ({ ...refusal, result: null });
    const catalogue = await listPrivileges(ctx.db);
    const change = validateAdminRoleInput(
      args,
      catalogue.map((p) => p.id),
    );
    if (isRefusal(change)) return refused(change);
    if (!mayGrant(actor, change.privilegeIds))
      return refused({ status: 403, errorMessage: ADMIN_MESSAGES.grantBeyondOwn });

    const outcome = await ctx.db
      .transaction(async (trx): Promise<Refusal | { id: number }> => {
        if (await isRoleNameTaken(trx, change.name, args.id ?? undefined))
          return { status: 400, errorMessage: ADMIN_MESSAGES.roleNameTaken };
        if (args.id == null) return { id: await insertRole(trx, change) };
        const existing = await findRole(trx, args.id);
        if (!existing) return { status: 404, errorMessage: 'That admin role does not exist, or has been deleted.' };
        // Taking privileges away from a role she could not have granted is as much beyond her as adding them.
        if (!mayGrant(actor, existing.privilegeIds))
          return { status: 403, errorMessage: ADMIN_MESSAGES.grantBeyondOwn };
        await updateRole(trx, args.id, change);
        return { id: args.id };
      })
      .catch((error: unknown) => {
        if (isUniqueViolation(error, 'admin_roles_name_key'))
          return { status: 400 as const, errorMessage: ADMIN_MESSAGES.roleNameTaken };
        throw error;
      });
    if ('errorMessage' in outcome) return refused(outcome);
    ctx.log.info({ roleId: outcome.id, by: actor.adminId, privilegeIds: change.privilegeIds }, 'admin role saved');
    const saved = await findRole(ctx.db, outcome.id);
    return { ...OK, result: saved ? roleView(saved, catalogue) : null };
  }

  async function deleteAdminRole(_parent: unknown, args: { id: number }, ctx: ServiceContext) {
    const actor = actingAdmin(ctx.identity);
    return ctx.db.transaction(async (trx) => {
      if (!(await lockRole(trx, args.id)))
        return { status: 404, errorMessage: 'That admin role does not exist, or has been deleted.' };
      const role = await findRole(trx, args.id);
      if (!role) return { status: 404, errorMessage: 'That admin role does not exist, or has been deleted.' };
      if (role.adminCount > 0) return { status: 400, errorMessage: ADMIN_MESSAGES.roleInUse(role.adminCount) };
      if (!mayGrant(actor, role.privilegeIds)) return { status: 403, errorMessage: ADMIN_MESSAGES.grantBeyondOwn };
      await deleteRole(trx, args.id);
      ctx.log.info({ roleId: args.id, by: actor.adminId }, 'admin role deleted');
      return OK;
    });
  }

  return {
    Query: {
      getAllAdminUsers: async (_parent, _args, ctx: ServiceContext) => adminViews(ctx, await listAdmins(ctx.db)),
      getAdminUser: async (_parent, args: { id: string }, ctx: ServiceContext) =>
        UUID.test(args.id) ? oneAdminView(ctx, args.id) : null,
      getAllAdminRoles: async (_parent, _args, ctx: ServiceContext) => {
        const [roles, catalogue] = await Promise.all([listRoles(ctx.db), listPrivileges(ctx.db)]);
        return roles.map((role) => roleView(role, catalogue));
      },
      getAdminRole: async (_parent, args: { id: number }, ctx: ServiceContext) => {
        const [role, catalogue] = await Promise.all([findRole(ctx.db, args.id), listPrivileges(ctx.db)]);
        return role ? roleView(role, catalogue) : null;
      },
      getAllAdminPrivileges: async (_parent, _args, ctx: ServiceContext) => listPrivileges(ctx.db),
      myAdminAccess: async (_parent, _args, ctx: ServiceContext) => {
        const actor = actingAdmin(ctx.identity);
        const admin = await oneAdminView(ctx, actor.adminId);
        if (!admin) throw publicError('Your admin account no longer exists.', 'UNAUTHENTICATED');
        const catalogue = await listPrivileges(ctx.db);
        const privileges = admin.isSuperAdmin ? catalogue : (admin.adminRole?.privileges ?? []);
        return { admin, privileges };
      },
      adminCanAccess: async (_parent, args: { url: string }, ctx: ServiceContext) => {
        const admin = ctx.identity?.admin;
        if (!admin) return false;
        const catalogue = await listPrivileges(ctx.db);
        return isUrlAllowed(admin, args.url, catalogue);
      },
    },
    Mutation: { createAdminUser, deleteAdminUser, createAdminRole, deleteAdminRole },
  };
}
