// A member deletes her own account, or an admin deletes a member's, as use cases on one real database.
import { DeletionReason, UserDeletedSchema } from '@golightly/proto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteMember, deleteOwnAccount } from '../src/app/account-deletion';
import { checkUserStatus, signIn } from '../src/app/sign-in';
import { testbed, visitor, type Testbed } from './support/testbed';

const actor = (adminId: string) => ({
  adminId,
  privilegeId: 3,
  privilegeName: 'Manage Users',
  clientAddress: '198.51.100.71',
});

describe('deleting an account', () => {
  let bed: Testbed;
  const login = (email: string, password = 'Travel2024!') =>
    signIn(bed.deps, { caller: visitor, email, password, clientAddress: '198.51.100.70' });

  beforeAll(async () => {
    bed = await testbed('accounts_deletion');
  }, 120_000);
  afterAll(() => bed?.close());

  it('keeps the account when the password is wrong', async () => {
    const veraId = await bed.member('Vera');
    expect(
      await deleteOwnAccount(bed.deps, { caller: await bed.signedIn(veraId), password: 'Wrong-password-1' }),
    ).toEqual({ status: 'password', errorMessage: 'That password is incorrect. Your account was not deleted.' });
    expect(await bed.db('users').where({ id: veraId }).first('deleted_at')).toEqual({ deleted_at: null });
    expect(await bed.events(UserDeletedSchema)).toEqual([]);
  });

  it('refuses a visitor, an admin session and a co-host, and deletes nothing', async () => {
    const hostId = await bed.member('Host');
    expect(await deleteOwnAccount(bed.deps, { caller: visitor, password: 'Travel2024!' })).toEqual({
      status: 'signInRequired',
    });
    expect(
      await deleteOwnAccount(bed.deps, { caller: { kind: 'admin', sessionId: 'admin-session' }, password: 'x' }),
    ).toEqual({ status: 'signInRequired' });
    expect(
      await deleteOwnAccount(bed.deps, {
        caller: await bed.signedIn(hostId, { coHost: true }),
        password: 'Travel2024!',
      }),
    ).toEqual({ status: 'coHostRefused' });
    expect(await bed.db('users').where({ id: hostId }).first('deleted_at')).toEqual({ deleted_at: null });
  });

  it('ends her own account, erases her personal data and tells the club why', async () => {
    const noorId = await bed.member('Noor');
    const noor = await bed.signedIn(noorId);
    expect(await deleteOwnAccount(bed.deps, { caller: noor, password: 'Travel2024!' })).toEqual({ status: 'success' });
    const row = await bed.db('users').where({ id: noorId }).first();
    expect(row).toMatchObject({
      first_name: 'Former member',
      email_hash: null,
      email_encrypted: null,
      phone_encrypted: null,
      password_hash: null,
    });
    expect(row.deleted_at).not.toBeNull();
    expect(await bed.events(UserDeletedSchema)).toEqual([
      expect.objectContaining({
        userId: noorId,
        email: 'noor@example.com',
        firstName: 'Noor',
        reason: DeletionReason.SELF_SERVICE,
      }),
    ]);
    expect((await login('noor@example.com')).status).toBe('email');
    expect(await checkUserStatus(bed.deps, noor)).toEqual({ status: 'success', userExists: false });
  });

  it('lets an admin delete a live member once, and names anything else as no such member', async () => {
    const wrenId = await bed.member('Wren');
    const admin = actor(await bed.admin('desk@golightly.test', 'Admin2024!'));
    const notFound = { status: 'notFound', errorMessage: 'There is no such member.' };
    expect(await deleteMember(bed.deps, admin, 'not-a-uuid')).toEqual(notFound);
    expect(await deleteMember(bed.deps, admin, '00000000-0000-4000-8000-000000000000')).toEqual(notFound);
    expect(await deleteMember(bed.deps, admin, wrenId)).toEqual({ status: 'success' });
    expect((await bed.events(UserDeletedSchema)).at(-1)).toMatchObject({
      userId: wrenId,
      email: 'wren@example.com',
      reason: DeletionReason.ADMIN,
    });
    expect(await deleteMember(bed.deps, admin, wrenId)).toEqual(notFound);
    expect(await bed.events(UserDeletedSchema)).toHaveLength(2);
  });
});
