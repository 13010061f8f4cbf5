// An admin changes her own password (/siteadmin/change/admin, decision 0029) as a use case on one real database: the
// current password is a throttled guess, the new one follows the members' rules, her other sessions end, it is logged.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changeAdminPassword, type AdminPasswordChange } from '../src/app/change-admin-password';
import { signIn } from '../src/app/sign-in';
import { createSession, findActiveSession } from '../src/db/sessions';
import { adminLogRows } from './support/admin-log';
import { testbed, visitor, type Testbed } from './support/testbed';

describe('an admin changing her own password', () => {
  let bed: Testbed;
  let adminId: string;
  const login = (password: string) =>
    signIn(bed.deps, { caller: visitor, email: 'desk@golightly.test', password, clientAddress: '198.51.100.60' });
  const change = (overrides: Partial<AdminPasswordChange>) =>
    changeAdminPassword(bed.deps, {
      adminId,
      sessionId: '00000000-0000-4000-8000-000000000000',
      clientAddress: '198.51.100.61',
      currentPassword: 'Admin2024!x',
      newPassword: 'Harbour2026',
      confirmPassword: 'Harbour2026',
      ...overrides,
    });
  const storedHash = async () =>
    (await bed.db('admin_users').where({ id: adminId }).first('password_hash')).password_hash;

  beforeAll(async () => {
    bed = await testbed('accounts_admin_password');
    adminId = await bed.admin('desk@golightly.test', 'Admin2024!x');
  }, 120_000);
  afterAll(() => bed?.close());

  it('refuses a wrong current password and changes nothing', async () => {
    const before = await storedHash();
    expect(await change({ currentPassword: 'Not-it-2024' })).toEqual({
      status: 'wrongPassword',
      errorMessage: 'Your current password is not right. Please try again.',
      fieldErrors: [{ field: 'currentPassword', message: 'Your current password is not right. Please try again.' }],
    });
    expect(await storedHash()).toBe(before);
    expect(await adminLogRows(bed.db)).toEqual([]);
  });

  it.each([
    [{ currentPassword: '' }, 'currentPassword', 'Please enter your current password.'],
    [
      { newPassword: 'weak', confirmPassword: 'weak' },
      'newPassword',
      'Password must be at least 8 and fewer than 20 characters.',
    ],
    [
      { newPassword: 'alllower1', confirmPassword: 'alllower1' },
      'newPassword',
      'Password must contain at least one upper case character.',
    ],
    [
      { newPassword: 'Admin2024!x', confirmPassword: 'Admin2024!x' },
      'newPassword',
      'New password must be different from the old password.',
    ],
    [{ confirmPassword: 'Harbour2027' }, 'confirmPassword', 'Confirm Password does not match. Please try again.'],
  ])('refuses %j as invalid, checking no password and changing nothing', async (overrides, field, message) => {
    const before = await storedHash();
    expect(await change(overrides)).toEqual({
      status: 'invalid',
      errorMessage: message,
      fieldErrors: [{ field, message }],
    });
    expect(await storedHash()).toBe(before);
  });

  it('counts wrong guesses like sign-in does, then makes her wait', async () => {
    const guesses = [];
    for (let i = 0; i < 6; i += 1)
      guesses.push((await change({ currentPassword: `Wrong-${i}-2024`, clientAddress: '198.51.100.62' })).status);
    expect(guesses.slice(0, 5)).toEqual(Array(5).fill('wrongPassword'));
    expect(guesses[5]).toBe('tooManyAttempts');
    expect((await change({ clientAddress: '198.51.100.62' })).status).toBe('tooManyAttempts');
  });

  it('sets the new password, keeps this session, ends her others, and logs it without the secret', async () => {
    const here = await createSession(bed.db, { adminId }, 1);
    const elsewhere = await createSession(bed.db, { adminId }, 1);
    expect(await change({ sessionId: here.sessionId })).toEqual({
      status: 'success',
      errorMessage: null,
      fieldErrors: [],
    });
    expect(await findActiveSession(bed.db, here.token)).toMatchObject({ isAdmin: true });
    expect(await findActiveSession(bed.db, elsewhere.token)).toBeUndefined();
    expect((await login('Admin2024!x')).status).toBe('password');
    expect((await login('Harbour2026')).status).toBe('admin');
    const log = await adminLogRows(bed.db);
    expect(log).toEqual([
      {
        producer: 'accounts',
        adminId,
        privilegeId: null,
        privilegeName: 'Own account',
        action: 'admin.password_changed',
        area: 'people',
        recordType: 'admin_user',
        recordId: adminId,
        summary: 'Changed her own admin password; 1 other session was signed out',
        clientAddress: '198.51.100.61',
      },
    ]);
    expect(JSON.stringify(log)).not.toContain('Harbour2026');
  });
});
