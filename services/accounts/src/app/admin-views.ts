// Reads of the back office's admins, roles and privileges (no change): lists, one by id, and the caller's access.
import type { Knex } from '@golightly/db';
import { isUrlAllowed } from '@golightly/service-kit';
import {
  findAdmin,
  findRole,
  listAdmins,
  listPrivileges,
  listRoles,
  type AdminRow,
  type PrivilegeRow,
  type RoleRow,
} from '../db/admin-users';
import type { ActingAdmin } from '../domain/admin-users';
import { iso, type AccountsDeps } from './deps';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether `id` can name an admin at all; anything else is answered as no such admin without asking the database. */
export const isAdminId = (id: string) => UUID.test(id);

export type PrivilegeView = PrivilegeRow;

export interface RoleView {
  id: number;
  name: string;
  description: string | null;
  privilegeIds: number[];
  privileges: PrivilegeView[];
  adminCount: number;
  createdAt: string;
  updatedAt: string;
}

export interface AdminView {
  id: string;
  email: string;
  isSuperAdmin: boolean;
  roleId: number | null;
  createdAt: string;
  updatedAt: string;
  adminRole: RoleView | null;
}

type Deps = Pick<AccountsDeps, 'db' | 'crypto'>;

const roleView = (role: RoleRow, catalogue: PrivilegeRow[]): RoleView => ({
  id: role.id,
  name: role.name,
  description: role.description,
  privilegeIds: role.privilegeIds,
  privileges: catalogue.filter((p) => role.privilegeIds.includes(p.id)),
  adminCount: role.adminCount,
  createdAt: iso(role.createdAt),
  updatedAt: iso(role.updatedAt),
});

/** Admins as the back office shows them, each with her role and its privileges (one query for all roles). */
async function adminViews({ db, crypto }: Deps, admins: AdminRow[]): Promise<AdminView[]> {
  const roleIds = [...new Set(admins.flatMap((a) => (a.roleId === null ? [] : [a.roleId])))];
  const [roles, catalogue] = await Promise.all([roleIds.length > 0 ? listRoles(db, roleIds) : [], listPrivileges(db)]);
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

/** Every live admin, super admins first. */
export async function adminUsers(deps: Deps): Promise<AdminView[]> {
  return adminViews(deps, await listAdmins(deps.db));
}

/** One live admin, or null. */
export async function adminUser(deps: Deps, id: string): Promise<AdminView | null> {
  if (!isAdminId(id)) return null;
  const admin = await findAdmin(deps.db, id);
  return admin ? ((await adminViews(deps, [admin]))[0] ?? null) : null;
}

/** Every role with its privileges, by name. */
export async function adminRoles({ db }: Pick<Deps, 'db'>): Promise<RoleView[]> {
  const [roles, catalogue] = await Promise.all([listRoles(db), listPrivileges(db)]);
  return roles.map((role) => roleView(role, catalogue));
}

/** One role with its privileges, or null. */
export async function adminRole({ db }: Pick<Deps, 'db'>, id: number): Promise<RoleView | null> {
  const [role, catalogue] = await Promise.all([findRole(db, id), listPrivileges(db)]);
  return role ? roleView(role, catalogue) : null;
}

/** The catalogue of spec 000 §6, in id order. */
export function adminPrivileges({ db }: Pick<Deps, 'db'>): Promise<PrivilegeView[]> {
  return listPrivileges(db);
}

/** The signed-in admin and what she may open (every privilege for a super admin); null when she is gone. */
export async function adminAccess(
  deps: Deps,
  actor: ActingAdmin,
): Promise<{ admin: AdminView; privileges: PrivilegeView[] } | null> {
  const admin = await adminUser(deps, actor.adminId);
  if (!admin) return null;
  const privileges = admin.isSuperAdmin ? await listPrivileges(deps.db) : (admin.adminRole?.privileges ?? []);
  return { admin, privileges };
}

/** Spec 000 §6's exact-URL check for the signed-in admin; false for anyone who is not an admin. */
export async function adminMayOpen(db: Knex, admin: ActingAdmin | undefined, url: string): Promise<boolean> {
  if (!admin) return false;
  return isUrlAllowed(admin, url, await listPrivileges(db));
}
