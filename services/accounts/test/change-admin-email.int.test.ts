// An admin changes the e-mail address she signs in with (/siteadmin/change/common, decision 0031) as a use case on one
// real database: her current password is a throttled guess, the address must be free among admins and members, the
// change is logged without the address, and she signs in with the new address from then on.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changeAdminEmail, type AdminEmailChange } from '../src/app/change-admin-email';
import { signIn } from '../src/app/sign-in';
import { adminLogRows } from './support/admin-log';
import { testbed, visitor, type Testbed } from './support/testbed';

describe('an admin changing her own sign-in e-mail', () => {
  let bed: Testbed;
  let adminId: string;
  let otherAdminId: string;
  const login = (email: string, password = 'Admin2024!x') =>
    signIn(bed.deps, { caller: visitor, email, password, clientAddress: '198.51.100.70' });
  const change = (overrides: Partial<AdminEmailChange>) =>
    changeAdminEmail(bed.deps, {
      adminId,
      clientAddress: '198.51.100.71',
      currentPassword: 'Admin2024!x',
      email: 'front-desk@golightly.test',
      ...overrides,
    });
  const stored = async (id = adminId) =>
    bed.db('admin_users').where({ id }).first({ hash: 'email_hash', encrypted: 'email_encrypted', at: 'updated_at' });

  beforeAll(async () => {
    bed = await testbed('accounts_admin_email');
    adminId = await bed.admin('desk@golightly.test', 'Admin2024!x');
    otherAdminId = await bed.admin('ops@golightly.test', 'Other2024!x');
    await bed.member('Nora', { email: 'nora@example.com' });
  }, 120_000);
  afterAll(() => bed?.close());

  it.each([
    [{ currentPassword: '' }, [['currentPassword', 'Please enter your current password.']]],
    [{ email: '   ' }, [['email', 'Email is required.']]],
    [{ email: 'not-an-address' }, [['email', "Invalid Email. Please make sure it's typed in correctly."]]],
    [
      { currentPassword: '', email: '' },
      [
        ['currentPassword', 'Please enter your current password.'],
        ['email', 'Email is required.'],
      ],
    ],
    [{ email: ' DESK@golightly.test ' }, [['email', 'This is already the e-mail address you sign in with.']]],
  ])('refuses %j as invalid, checking no password and changing nothing', async (overrides, problems) => {
    const before = await stored();
    const result = await change(overrides);
    expect(result).toEqual({
      status: 'invalid',
      errorMessage: problems[0]![1],
      fieldErrors: problems.map(([field, message]) => ({ field, message })),
    });
    expect(await stored()).toEqual(before);
    expect(await adminLogRows(bed.db)).toEqual([]);
  });

  it('refuses a wrong current password and changes nothing', async () => {
    const before = await stored();
    expect(await change({ currentPassword: 'Not-it-2024' })).toEqual({
      status: 'wrongPassword',
      errorMessage: 'Your current password is not right. Please try again.',
      fieldErrors: [{ field: 'currentPassword', message: 'Your current password is not right. Please try again.' }],
    });
    expect(await stored()).toEqual(before);
  });

  it("refuses another admin's address, whatever its case, and a member's, only after the password is right", async () => {
    const before = await stored();
    expect(await change({ email: 'OPS@golightly.test' })).toMatchObject({
      status: 'invalid',
      fieldErrors: [{ field: 'email', message: 'Another admin already uses this email address.' }],
    });
    expect(await change({ email: 'nora@example.com' })).toMatchObject({
      status: 'invalid',
      fieldErrors: [
        {
          field: 'email',
          message: 'This email address belongs to a member account. An admin needs an address of her own.',
        },
      ],
    });
    // With a wrong password she learns nothing about whose address it is.
    expect((await change({ email: 'ops@golightly.test', currentPassword: 'Not-it-2024' })).status).toBe(
      'wrongPassword',
    );
    expect(await stored()).toEqual(before);
    expect((await stored(otherAdminId))?.hash).toBeDefined();
  });

  it('counts wrong guesses like sign-in does, then makes her wait even with the right password', async () => {
    const guesses = [];
    for (let i = 0; i < 6; i += 1)
      guesses.push((await change({ currentPassword: `Wrong-${i}-2024`, clientAddress: '198.51.100.72' })).status);
    expect(guesses.slice(0, 5)).toEqual(Array(5).fill('wrongPassword'));
    expect(guesses[5]).toBe('tooManyAttempts');
    const waiting = await change({ clientAddress: '198.51.100.72' });
    expect(waiting).toMatchObject({ status: 'tooManyAttempts', fieldErrors: [{ field: 'currentPassword' }] });
    expect((await login('desk@golightly.test')).status).toBe('admin');
  });

  it('sets the new address, trimmed and lower-cased, signs her in with it only, and logs it without the address', async () => {
    expect(await change({ email: '  Front-Desk@GoLightly.test ' })).toEqual({
      status: 'success',
      errorMessage: null,
      fieldErrors: [],
    });
    expect((await login('front-desk@golightly.test')).status).toBe('admin');
    expect((await login('desk@golightly.test')).status).not.toBe('admin');
    expect(bed.deps.crypto.decrypt((await stored())!.encrypted)).toBe('front-desk@golightly.test');
    const log = await adminLogRows(bed.db);
    expect(log).toEqual([
      {
        producer: 'accounts',
        adminId,
        privilegeId: null,
        privilegeName: 'Own account',
        action: 'admin.email_changed',
        area: 'people',
        recordType: 'admin_user',
        recordId: adminId,
        summary: 'Changed the e-mail address she signs in to the admin with',
        clientAddress: '198.51.100.71',
      },
    ]);
    expect(JSON.stringify(log)).not.toMatch(/desk@/i);
  });

  it('frees her old address for another admin', async () => {
    const otherChange = await changeAdminEmail(bed.deps, {
      adminId: otherAdminId,
      clientAddress: '198.51.100.73',
      currentPassword: 'Other2024!x',
      email: 'desk@golightly.test',
    });
    expect(otherChange.status).toBe('success');
    expect((await login('desk@golightly.test', 'Other2024!x')).status).toBe('admin');
  });

  it('tells a deleted admin her account is gone', async () => {
    await bed.db('admin_users').where({ id: otherAdminId }).update({ deleted_at: bed.db.fn.now() });
    expect(
      await changeAdminEmail(bed.deps, {
        adminId: otherAdminId,
        clientAddress: '198.51.100.74',
        currentPassword: 'Other2024!x',
        email: 'ops-again@golightly.test',
      }),
    ).toMatchObject({ status: 'invalid', errorMessage: 'Your admin account no longer exists.' });
  });
});
