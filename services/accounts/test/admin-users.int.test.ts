// Use cases of the back office's admins and roles on one real database: save, delete, refuse, and what each may reach.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAccess, adminMayOpen, adminRoles, adminUser, adminUsers } from '../src/app/admin-views';
import { deleteAdminRole } from '../src/app/delete-admin-role';
import { deleteAdminUser } from '../src/app/delete-admin-user';
import { saveAdminRole } from '../src/app/save-admin-role';
import { saveAdminUser, type AdminUserActor } from '../src/app/save-admin-user';
import { createSession } from '../src/db/sessions';
import { insertAdmin, insertMember } from '../src/testing';
import { actorOf, adminLogRows } from './support/admin-log';
import { KEY, membershipTestbed, SETUP_MS, type MembershipTestbed } from './support/membership-testbed';

describe('admin users and roles', () => {
  let bed: MembershipTestbed;
  let boss: AdminUserActor;
  const db = () => bed.deps.db;
  const adminCount = async () => Number((await db()('admin_users').count({ n: '*' }))[0]!.n);
  const role = async (name: string, privilegeIds: number[]) => {
    const saved = await saveAdminRole(bed.deps, boss, { name, privilegeIds });
    if (saved.status !== 200) throw new Error(saved.errorMessage);
    return saved.role!.id;
  };
  const admin = async (email: string, roleId: number) => {
    const saved = await saveAdminUser(bed.deps, boss, { email, password: 'Admin2024!x', roleId });
    if (saved.status !== 200) throw new Error(saved.errorMessage);
    return saved.admin!.id;
  };

  beforeAll(async () => {
    bed = await membershipTestbed('accounts_admin_users');
    const bossId = await insertAdmin(db(), KEY, {
      email: 'boss@golightly.test',
      password: 'Boss2024!!',
      isSuperAdmin: true,
    });
    boss = {
      ...actorOf(bossId, { privilegeId: null, privilegeName: 'Super admin' }),
      isSuperAdmin: true,
      privilegeIds: [],
    };
    await insertMember(db(), KEY, { firstName: 'Ada', email: 'ada@example.com', password: 'Travel2024!' });
  }, SETUP_MS);
  afterAll(() => bed?.close());

  it('adds a role and a sub-admin with it, who reaches exactly her role’s pages', async () => {
    const roleId = await role('Members team', [1]);
    const id = await admin('Team@golightly.test', roleId);
    const view = await adminUser(bed.deps, id);
    expect(view).toMatchObject({
      email: 'team@golightly.test',
      isSuperAdmin: false,
      roleId,
      adminRole: { privilegeIds: [1] },
    });
    const grant = { adminId: id, isSuperAdmin: false, privilegeIds: [1] };
    expect(await adminAccess(bed.deps, grant)).toMatchObject({ admin: { id }, privileges: [{ id: 1 }] });
    expect(await adminMayOpen(db(), grant, '/siteadmin/admin')).toBe(true);
    expect(await adminMayOpen(db(), grant, '/siteadmin/users')).toBe(false);
    expect(await adminMayOpen(db(), grant, '/siteadmin/admin-users')).toBe(false);
    expect(await adminMayOpen(db(), undefined, '/siteadmin/users')).toBe(false);
  });

  it('answers bad admin input with a clear message and saves nothing', async () => {
    const roleId = await role('Reviewers', [1, 18, 19]);
    await admin('reviews@golightly.test', roleId);
    const before = await adminCount();
    const fine = { email: 'new@golightly.test', password: 'Newbie2024!', roleId };
    const refusals: [Record<string, unknown>, number, string][] = [
      [{ email: 'REVIEWS@golightly.test' }, 400, 'Another admin already uses this email address.'],
      [
        { email: 'ada@example.com' },
        400,
        'This email address belongs to a member account. An admin needs an address of her own.',
      ],
      [{ email: 'not-an-email' }, 400, "Invalid Email. Please make sure it's typed in correctly."],
      [{ password: 'weakling1' }, 400, 'Password must contain at least one uppercase letter.'],
      [{ password: undefined }, 400, 'Password is required.'],
      [{ roleId: 9999 }, 400, 'That admin role does not exist. Choose one from the list.'],
      [{ roleId: undefined }, 400, 'Choose a role for this admin.'],
      [{ id: '6f1c1f3e-0000-4000-8000-000000000001' }, 404, 'That admin does not exist, or has been deleted.'],
      [{ id: 'not-a-uuid' }, 404, 'That admin does not exist, or has been deleted.'],
    ];
    for (const [change, status, errorMessage] of refusals) {
      expect(await saveAdminUser(bed.deps, boss, { ...fine, ...change })).toEqual({ status, errorMessage });
    }
    expect(await adminCount()).toBe(before);
  });

  it('keeps a sub-admin from granting, changing or deleting beyond her own privileges', async () => {
    const small = await role('Small', [1]);
    const big = await role('Big', [1, 3]);
    const subId = await admin('sub@golightly.test', small);
    const sub = {
      ...actorOf(subId, { privilegeId: 1, privilegeName: 'Dashboard' }),
      isSuperAdmin: false,
      privilegeIds: [1],
    };
    const bigAdmin = await admin('big@golightly.test', big);
    const logged = (await adminLogRows(db())).length;
    expect(
      await saveAdminUser(bed.deps, sub, { email: 'x@golightly.test', password: 'Admin2024!x', roleId: big }),
    ).toMatchObject({ status: 403 });
    expect(await saveAdminRole(bed.deps, sub, { name: 'Wider', privilegeIds: [1, 3] })).toMatchObject({ status: 403 });
    expect(await saveAdminRole(bed.deps, sub, { id: big, name: 'Big', privilegeIds: [1] })).toMatchObject({
      status: 403,
    });
    expect((await deleteAdminUser(bed.deps, sub, bigAdmin)).status).not.toBe(200);
    expect(await adminUser(bed.deps, bigAdmin)).toMatchObject({ roleId: big });
    // Refused calls record nothing.
    expect(await adminLogRows(db())).toHaveLength(logged);
  });

  it('never deletes her own account, and answers an unknown admin with 404', async () => {
    expect(await deleteAdminUser(bed.deps, boss, boss.adminId)).toEqual({
      status: 400,
      errorMessage: 'You cannot delete your own admin account.',
    });
    for (const id of ['6f1c1f3e-0000-4000-8000-000000000001', 'not-a-uuid']) {
      expect(await deleteAdminUser(bed.deps, boss, id)).toEqual({
        status: 404,
        errorMessage: 'That admin does not exist, or has been deleted.',
      });
    }
  });

  it('answers bad role input with a clear message, and keeps a role its admins still hold', async () => {
    const roleId = await role('Listings team', [1, 8, 9]);
    await admin('listings@golightly.test', roleId);
    const refusals: [Record<string, unknown>, number, string][] = [
      [{ name: ' listings TEAM ', privilegeIds: [1] }, 400, 'Another admin role already has this name.'],
      [{ name: 'Nothing', privilegeIds: [] }, 400, 'Choose at least one privilege.'],
      [{ name: 'Odd', privilegeIds: [1, 52] }, 400, 'Unknown privilege: 52.'],
      [{ name: '   ', privilegeIds: [1] }, 400, 'Role name is required.'],
      [{ id: 9999, name: 'Ghost', privilegeIds: [1] }, 404, 'That admin role does not exist, or has been deleted.'],
    ];
    for (const [input, status, errorMessage] of refusals) {
      expect(await saveAdminRole(bed.deps, boss, input)).toEqual({ status, errorMessage });
    }
    expect(await deleteAdminRole(bed.deps, boss, roleId)).toEqual({
      status: 400,
      errorMessage: 'This role is given to 1 admin. Give her another role first.',
    });
    const names = (await adminRoles(bed.deps)).map((r) => r.name);
    expect(names).toContain('Listings team');
    expect(names).not.toContain('Odd');
    const unused = await role('Short-lived', [1]);
    expect(await deleteAdminRole(bed.deps, boss, unused)).toEqual({ status: 200 });
    expect(await deleteAdminRole(bed.deps, boss, unused)).toMatchObject({ status: 404 });
  });

  it('ends her other sessions when her password changes, all of them when she is deleted, and frees her address', async () => {
    const roleId = await role('Short-term', [1]);
    const leaverId = await admin('leaver@golightly.test', roleId);
    const live = async () =>
      Number((await db()('sessions').where({ admin_id: leaverId }).whereNull('revoked_at').count({ n: '*' }))[0]!.n);
    const own = await createSession(db(), { adminId: leaverId }, 1);
    await createSession(db(), { adminId: leaverId }, 1);
    const herself = {
      ...actorOf(leaverId, { privilegeId: null, privilegeName: 'Super admin' }),
      isSuperAdmin: false,
      privilegeIds: [1],
      sessionId: own.sessionId,
    };
    // She changes her own password from one session: only that one stays.
    expect(
      await saveAdminUser(bed.deps, herself, {
        id: leaverId,
        email: 'leaver@golightly.test',
        password: 'Changed2024!',
      }),
    ).toMatchObject({
      status: 200,
      admin: { roleId },
    });
    expect(await live()).toBe(1);
    expect(await deleteAdminUser(bed.deps, boss, leaverId)).toEqual({ status: 200 });
    expect(await live()).toBe(0);
    expect((await adminUsers(bed.deps)).some((a) => a.id === leaverId)).toBe(false);
    expect((await adminUsers(bed.deps))[0]).toMatchObject({ id: boss.adminId, isSuperAdmin: true, adminRole: null });
    expect(await admin('leaver@golightly.test', roleId)).not.toBe(leaverId);
  });

  it('records each real change of an admin or a role in the admin log, and nothing for a save that changes nothing', async () => {
    const before = (await adminLogRows(db())).length;
    const added = await saveAdminRole(bed.deps, boss, { name: 'Logged team', privilegeIds: [1, 3] });
    if (added.status !== 200) throw new Error(added.errorMessage);
    const roleId = added.role!.id;
    const adminId = await admin('logged@golightly.test', roleId);
    // Saved as they are: nothing changes, nothing is recorded.
    await saveAdminRole(bed.deps, boss, { id: roleId, name: 'Logged team', privilegeIds: [3, 1] });
    await saveAdminUser(bed.deps, boss, { id: adminId, email: 'logged@golightly.test' });
    await saveAdminRole(bed.deps, boss, { id: roleId, name: 'Logged desk', privilegeIds: [1, 6] });
    await saveAdminUser(bed.deps, boss, { id: adminId, email: 'logged@golightly.test', password: 'Changed2024!' });
    expect(await deleteAdminUser(bed.deps, boss, adminId)).toEqual({ status: 200 });
    expect(await deleteAdminRole(bed.deps, boss, roleId)).toEqual({ status: 200 });
    const entry = (action: string, recordType: string, recordId: string, summary: string) => ({
      producer: 'accounts',
      adminId: boss.adminId,
      privilegeId: null,
      privilegeName: 'Super admin',
      action,
      area: 'people',
      recordType,
      recordId,
      summary,
      clientAddress: '203.0.113.9',
    });
    expect((await adminLogRows(db())).slice(before)).toEqual([
      entry(
        'admin_role.created',
        'admin_role',
        String(roleId),
        `Added the role Logged team (${roleId}) with 2 privileges`,
      ),
      entry('admin_user.created', 'admin_user', adminId, `Added an admin with the role Logged team (${roleId})`),
      entry(
        'admin_role.updated',
        'admin_role',
        String(roleId),
        `Changed the role Logged desk (${roleId}): renamed it from Logged team; added Manage Members; removed Manage Users`,
      ),
      entry('admin_user.updated', 'admin_user', adminId, 'Changed the password of an admin'),
      entry('admin_user.deleted', 'admin_user', adminId, 'Deleted an admin'),
      entry('admin_role.deleted', 'admin_role', String(roleId), `Deleted the role Logged desk (${roleId})`),
    ]);
    // The acting admin's e-mail is kept with each entry, encrypted as admin_users keeps it.
    const emails = await db()('admin_log').where({ admin_id: boss.adminId }).distinct('admin_email_encrypted');
    expect(
      emails.map((row: { admin_email_encrypted: string }) => bed.deps.crypto.decrypt(row.admin_email_encrypted)),
    ).toEqual(['boss@golightly.test']);
  });
});
