import { createTestDatabase, type TestDatabase } from '@golightly/db/testing';
import { ADMIN_PRIVILEGES } from '@golightly/service-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subgraph } from '../src/app';
import { seedAdminRoles } from '../src/db/admin-seed';
import { deleteRole, listPrivileges, softDeleteAdmin } from '../src/db/admin-users';
import { createSession, findActiveSession } from '../src/db/sessions';
import { insertAdmin, insertAdminRole, insertMember } from '../src/testing';

const KEY = Buffer.alloc(32, 7).toString('base64');
const ENV = { ACCOUNTS_DATA_KEY: KEY };

describe('admin roles and privileges as stored', () => {
  let database: TestDatabase;
  const db = () => database.db;

  beforeAll(async () => {
    database = await createTestDatabase('accounts_admin_roles', subgraph.migrations);
  });
  afterAll(() => database?.drop());

  it('seeds the privilege catalogue the shared access rule uses, row for row', async () => {
    expect(await listPrivileges(db())).toEqual(
      ADMIN_PRIVILEGES.map((p) => ({ id: p.id, name: p.name, permittedUrls: [...p.permittedUrls] })),
    );
  });

  it('puts a sub-admin’s privilege ids into her session, and none into a member’s', async () => {
    const roleId = await insertAdminRole(db(), { name: 'Perks', privilegeIds: [31, 1] });
    const adminId = await insertAdmin(db(), KEY, { email: 'perks@golightly.test', password: 'Perks2024!', roleId });
    const memberId = await insertMember(db(), KEY, {
      firstName: 'Ada',
      email: 'ada@example.com',
      password: 'Travel2024!',
    });
    const superId = await insertAdmin(db(), KEY, {
      email: 'boss@golightly.test',
      password: 'Boss2024!!',
      isSuperAdmin: true,
    });

    const admin = await createSession(db(), { adminId }, 1);
    expect(await findActiveSession(db(), admin.token)).toMatchObject({
      userId: adminId,
      isAdmin: true,
      isSuperAdmin: false,
      privilegeIds: [1, 31],
    });
    const member = await createSession(db(), { userId: memberId }, 1);
    expect(await findActiveSession(db(), member.token)).toMatchObject({
      userId: memberId,
      isAdmin: false,
      privilegeIds: [],
    });
    const boss = await createSession(db(), { adminId: superId }, 1);
    expect(await findActiveSession(db(), boss.token)).toMatchObject({ isSuperAdmin: true, privilegeIds: [] });
  });

  it('keeps a role a live admin holds, and lets go of one only deleted admins held', async () => {
    const roleId = await insertAdminRole(db(), { name: 'Temporary', privilegeIds: [1] });
    const adminId = await insertAdmin(db(), KEY, { email: 'temp@golightly.test', password: 'Temp2024!!', roleId });
    await expect(db()('admin_roles').where({ id: roleId }).delete()).rejects.toThrow(/admin_users_role_id_fkey/);
    await softDeleteAdmin(db(), adminId);
    expect(await deleteRole(db(), roleId)).toBe(true);
    expect(await db()('admin_users').where({ id: adminId }).first('role_id', 'deleted_at')).toMatchObject({
      role_id: null,
    });
  });

  it('seeds two demo roles and a content-editor sub-admin once, giving her the role if she came without one', async () => {
    await insertAdmin(db(), KEY, { email: 'editor@golightly.test', password: 'Editor2024!' });
    expect(await seedAdminRoles(db(), ENV)).toBe(3);
    expect(await seedAdminRoles(db(), ENV)).toBe(0);
    const editor = await db()('admin_users as a')
      .join('admin_roles as r', 'r.id', 'a.role_id')
      .whereNull('a.deleted_at')
      .where('r.name', 'Content editor')
      .first('a.is_super_admin');
    expect(editor).toEqual({ is_super_admin: false });
  });
});
