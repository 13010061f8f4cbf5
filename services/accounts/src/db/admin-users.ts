// Admins, admin roles and the privilege catalogue as stored (migration 0004, decision 0008).
import type { Knex } from '@golightly/db';

export interface PrivilegeRow {
  id: number;
  name: string;
  permittedUrls: string[];
}

export interface AdminRow {
  id: string;
  emailEncrypted: string;
  isSuperAdmin: boolean;
  roleId: number | null;
  createdAt: Date;
  updatedAt: Date;
}

export interface RoleRow {
  id: number;
  name: string;
  description: string | null;
  privilegeIds: number[];
  adminCount: number;
  createdAt: Date;
  updatedAt: Date;
}

/** SQL for the privilege ids of the role in `roleColumn`, sorted; an empty array without a role. */
export const privilegeIdsOfRole = (db: Knex, roleColumn: string) =>
  db.raw(
    `coalesce((select array_agg(rp.privilege_id order by rp.privilege_id) from admin_role_privileges rp
      where rp.role_id = ??), '{}'::integer[])`,
    [roleColumn],
  );

/** The catalogue, in id order. */
export async function listPrivileges(db: Knex): Promise<PrivilegeRow[]> {
  return db('admin_privileges').orderBy('id').select({ id: 'id', name: 'name', permittedUrls: 'permitted_urls' });
}

const ADMIN_COLUMNS = {
  id: 'id',
  emailEncrypted: 'email_encrypted',
  isSuperAdmin: 'is_super_admin',
  roleId: 'role_id',
  createdAt: 'created_at',
  updatedAt: 'updated_at',
};

/** Live admins, super admins first. */
export async function listAdmins(db: Knex): Promise<AdminRow[]> {
  return db('admin_users')
    .whereNull('deleted_at')
    .orderBy([{ column: 'is_super_admin', order: 'desc' }, 'created_at'])
    .select(ADMIN_COLUMNS);
}

export async function findAdmin(db: Knex, id: string, options: { lock?: boolean } = {}): Promise<AdminRow | undefined> {
  const query = db('admin_users').where({ id }).whereNull('deleted_at').first(ADMIN_COLUMNS);
  return options.lock ? query.forUpdate() : query;
}

/** The live admin using this e-mail, if any. */
export async function findAdminIdByEmailHash(db: Knex, emailHash: Buffer): Promise<string | undefined> {
  const row = await db('admin_users').where({ email_hash: emailHash }).whereNull('deleted_at').first('id');
  return row?.id;
}

/** Whether a member account (live or deleted) holds this e-mail: sign-in would find her first. */
export async function isMemberEmail(db: Knex, emailHash: Buffer): Promise<boolean> {
  return Boolean(await db('users').where({ email_hash: emailHash }).first('id'));
}

export async function insertAdminUser(
  db: Knex,
  admin: { emailHash: Buffer; emailEncrypted: string; passwordHash: string; roleId: number },
): Promise<string> {
  const [row] = await db('admin_users')
    .insert({
      email_hash: admin.emailHash,
      email_encrypted: admin.emailEncrypted,
      password_hash: admin.passwordHash,
      role_id: admin.roleId,
    })
    .returning('id');
  return row.id;
}

export async function updateAdminUser(
  db: Knex,
  id: string,
  change: { emailHash: Buffer; emailEncrypted: string; passwordHash: string | null; roleId: number | null },
): Promise<void> {
  await db('admin_users')
    .where({ id })
    .update({
      email_hash: change.emailHash,
      email_encrypted: change.emailEncrypted,
      role_id: change.roleId,
      updated_at: db.fn.now(),
      ...(change.passwordHash ? { password_hash: change.passwordHash } : {}),
    });
}

/**
 * Deletes an admin: the row stays (reviews and status changes name her) with her encrypted address, but her e-mail
 * hash is replaced, so the address is free for a new admin and can no longer sign in.
 */
export async function softDeleteAdmin(db: Knex, id: string): Promise<void> {
  await db('admin_users')
    .where({ id })
    .update({
      deleted_at: db.fn.now(),
      updated_at: db.fn.now(),
      email_hash: db.raw(`digest('deleted admin ' || id::text, 'sha256')`),
    });
}

/** Ends an admin's sessions, except (optionally) the one making the change. */
export async function revokeAdminSessions(db: Knex, adminId: string, exceptSessionId?: string): Promise<number> {
  return db('sessions')
    .where({ admin_id: adminId })
    .whereNull('revoked_at')
    .modify((q) => {
      if (exceptSessionId) q.whereNot({ id: exceptSessionId });
    })
    .update({ revoked_at: db.fn.now() });
}

function rolesQuery(db: Knex) {
  return db('admin_roles as r').select({
    id: 'r.id',
    name: 'r.name',
    description: 'r.description',
    createdAt: 'r.created_at',
    updatedAt: 'r.updated_at',
    privilegeIds: privilegeIdsOfRole(db, 'r.id'),
    adminCount: db.raw('(select count(*)::int from admin_users a where a.role_id = r.id and a.deleted_at is null)'),
  });
}

/** Roles by name; only those with the given ids when `ids` is passed. */
export async function listRoles(db: Knex, ids?: readonly number[]): Promise<RoleRow[]> {
  const query = rolesQuery(db).orderByRaw('lower(r.name)');
  return ids ? query.whereIn('r.id', ids) : query;
}

export async function findRole(db: Knex, id: number): Promise<RoleRow | undefined> {
  return rolesQuery(db).where('r.id', id).first();
}

/** Whether another role (not `exceptId`) already has this name, ignoring case and outer spaces. */
export async function isRoleNameTaken(db: Knex, name: string, exceptId?: number): Promise<boolean> {
  const row = await db('admin_roles')
    .whereRaw('lower(btrim(name)) = lower(btrim(?))', [name])
    .modify((q) => {
      if (exceptId !== undefined) q.whereNot({ id: exceptId });
    })
    .first('id');
  return Boolean(row);
}

async function setRolePrivileges(db: Knex, roleId: number, privilegeIds: readonly number[]): Promise<void> {
  await db('admin_role_privileges').where({ role_id: roleId }).delete();
  await db('admin_role_privileges').insert(
    privilegeIds.map((privilegeId) => ({ role_id: roleId, privilege_id: privilegeId })),
  );
}

export async function insertRole(
  db: Knex,
  role: { name: string; description: string | null; privilegeIds: readonly number[] },
): Promise<number> {
  const [row] = await db('admin_roles').insert({ name: role.name, description: role.description }).returning('id');
  await setRolePrivileges(db, row.id, role.privilegeIds);
  return row.id;
}

/** Changes a role; false when it does not exist. */
export async function updateRole(
  db: Knex,
  id: number,
  role: { name: string; description: string | null; privilegeIds: readonly number[] },
): Promise<boolean> {
  const updated = await db('admin_roles')
    .where({ id })
    .update({ name: role.name, description: role.description, updated_at: db.fn.now() });
  if (updated === 0) return false;
  await setRolePrivileges(db, id, role.privilegeIds);
  return true;
}

/** Deletes a role no live admin holds (deleted admins let go of it); false when it does not exist. */
export async function deleteRole(db: Knex, id: number): Promise<boolean> {
  await db('admin_users').where({ role_id: id }).whereNotNull('deleted_at').update({ role_id: null });
  return (await db('admin_roles').where({ id }).delete()) > 0;
}

/** Locks a role row for the rest of the transaction (so no admin is given it while it is deleted). */
export async function lockRole(db: Knex, id: number): Promise<boolean> {
  return Boolean(await db('admin_roles').where({ id }).forUpdate().first('id'));
}

/** How a unique violation on admin e-mails or role names shows up, for races the checks above cannot see. */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  const e = error as { code?: string; constraint?: string };
  return e.code === '23505' && e.constraint === constraint;
}

/** A live admin's access by e-mail hash, for the gateway holding a verified access token (decision 0011). */
export async function findAdminAccessByEmailHash(
  db: Knex,
  emailHash: Buffer,
): Promise<{ adminId: string; isSuperAdmin: boolean; privilegeIds: number[] } | undefined> {
  return db('admin_users as a')
    .where({ 'a.email_hash': emailHash })
    .whereNull('a.deleted_at')
    .first({ adminId: 'a.id', isSuperAdmin: 'a.is_super_admin', privilegeIds: privilegeIdsOfRole(db, 'a.role_id') });
}

/** A live admin's sign-in account for the OpenID provider, her e-mail still encrypted. */
export async function findAdminAccountRow(
  db: Knex,
  id: string,
): Promise<{ id: string; email_encrypted: string; is_super_admin: boolean } | undefined> {
  return db('admin_users').where({ id }).whereNull('deleted_at').first('id', 'email_encrypted', 'is_super_admin');
}
