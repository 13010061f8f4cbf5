// An admin deletes an account and brings it back (decision 0029), as use cases on one real database: her sessions end
// at once, her data stays 30 days, a restore is refused when it cannot be honest, and the purge erases her after.
import { DeletionReason, UserDeletedSchema, UserPurgedSchema, UserRestoredSchema } from '@golightly/proto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteMember, deleteOwnAccount } from '../src/app/account-deletion';
import { purgeDeletedAccounts } from '../src/app/purge-deleted-accounts';
import { restoreUser } from '../src/app/restore-user';
import { signIn } from '../src/app/sign-in';
import { findActiveSession } from '../src/db/sessions';
import { RESERVED_ACCOUNT_ID } from '../src/domain/roles';
import { insertSession } from '../src/testing';
import { actorOf, adminLogRows } from './support/admin-log';
import { testbed, visitor, type Testbed } from './support/testbed';

describe('an admin deleting and restoring an account', () => {
  let bed: Testbed;
  let actor: ReturnType<typeof actorOf>;
  const db = () => bed.db;
  const login = (email: string, password = 'Travel2024!') =>
    signIn(bed.deps, { caller: visitor, email, password, clientAddress: '198.51.100.80' });
  const row = (id: string) => db()('users').where({ id }).first();
  const usersDesk = { privilegeId: 3, privilegeName: 'Manage Users' };
  const deletedDesk = { privilegeId: 5, privilegeName: 'Deleted Users' };

  beforeAll(async () => {
    bed = await testbed('accounts_people_deletion');
    actor = actorOf(await bed.admin('desk@golightly.test', 'Admin2024!x'), usersDesk);
  }, 120_000);
  afterAll(() => bed?.close());

  it('ends her sessions and her co-hosts’ at once, keeps her data, frees her address, tells the club, logs it', async () => {
    const irisId = await bed.member('Iris', { lastName: 'Apfel' });
    const cleoId = await bed.member('Cleo');
    await db()('users').where({ id: cleoId }).update({ co_host_of: irisId });
    const irisToken = await insertSession(db(), irisId);
    const cleoToken = await insertSession(db(), cleoId, { coHost: true });
    await bed.invitation({ inviterId: irisId, code: 'IRIS2026', email: 'friend@example.com' });
    expect(await findActiveSession(db(), irisToken)).toBeDefined();

    expect(await deleteMember(bed.deps, actor, irisId)).toEqual({ status: 'success' });

    expect(await findActiveSession(db(), irisToken)).toBeUndefined();
    expect(await findActiveSession(db(), cleoToken)).toBeUndefined();
    expect(await db()('sessions').whereIn('user_id', [irisId, cleoId]).whereNull('revoked_at')).toEqual([]);
    expect(await row(irisId)).toMatchObject({
      first_name: 'Iris',
      last_name: 'Apfel',
      email_hash: null,
      deleted_by: 'admin',
      deleted_by_admin_id: actor.adminId,
      erased_at: null,
    });
    expect((await row(irisId)).email_encrypted).not.toBeNull();
    expect((await row(irisId)).deleted_email_hash).toEqual(bed.deps.crypto.lookupHash('iris@example.com'));
    expect(await db()('invitations').where({ unique_key: 'IRIS2026' }).first('status')).toEqual({
      status: 'cancelled',
    });
    expect((await bed.events(UserDeletedSchema)).at(-1)).toMatchObject({
      userId: irisId,
      email: 'iris@example.com',
      firstName: 'Iris',
      reason: DeletionReason.ADMIN,
    });
    expect((await adminLogRows(db())).at(-1)).toMatchObject({
      adminId: actor.adminId,
      privilegeId: 3,
      privilegeName: 'Manage Users',
      action: 'user.deleted',
      area: 'people',
      recordType: 'user',
      recordId: irisId,
      summary: expect.stringMatching(
        /^Deleted the account of Iris Apfel \(profile \d+\); it can be restored for 30 days$/,
      ),
    });
    expect((await login('iris@example.com')).status).toBe('email');
  });

  it('deletes nothing twice, nothing unknown, and never the club’s reserved account', async () => {
    const notFound = { status: 'notFound', errorMessage: 'There is no such member.' };
    const logged = (await adminLogRows(db())).length;
    const iris = await db()('users').where({ first_name: 'Iris' }).first('id');
    expect(await deleteMember(bed.deps, actor, iris.id)).toEqual(notFound);
    expect(await deleteMember(bed.deps, actor, 'not-a-uuid')).toEqual(notFound);
    await db()('users').insert({ id: RESERVED_ACCOUNT_ID, first_name: 'Golightly' });
    expect(await deleteMember(bed.deps, actor, RESERVED_ACCOUNT_ID)).toEqual({
      status: 'invalid',
      errorMessage: "The club's reserved account cannot be deleted.",
    });
    expect(await row(RESERVED_ACCOUNT_ID)).toMatchObject({ deleted_at: null });
    expect(await adminLogRows(db())).toHaveLength(logged);
  });

  it('restores an account an admin deleted: live again with her password, no session back, told and logged', async () => {
    const junoId = await bed.member('Juno', { lastName: 'Temple' });
    const token = await insertSession(db(), junoId);
    await deleteMember(bed.deps, actor, junoId);
    const restorer = actorOf(actor.adminId, deletedDesk);

    expect(await restoreUser(bed.deps, restorer, junoId)).toEqual({ status: 'success' });

    expect(await row(junoId)).toMatchObject({
      deleted_at: null,
      deleted_by: null,
      deleted_by_admin_id: null,
      deleted_email_hash: null,
      email_hash: bed.deps.crypto.lookupHash('juno@example.com'),
    });
    expect(await findActiveSession(db(), token)).toBeUndefined();
    expect((await login('juno@example.com')).status).toBe('success');
    expect((await bed.events(UserRestoredSchema)).at(-1)).toMatchObject({
      userId: junoId,
      email: 'juno@example.com',
      firstName: 'Juno',
      lastName: 'Temple',
      gender: 'female',
      adminId: actor.adminId,
    });
    expect((await adminLogRows(db())).at(-1)).toMatchObject({
      privilegeName: 'Deleted Users',
      action: 'user.restored',
      area: 'people',
      recordType: 'user',
      recordId: junoId,
      summary: expect.stringMatching(/^Restored the account of Juno Temple \(profile \d+\), deleted by an admin on /),
    });
    expect(await restoreUser(bed.deps, restorer, junoId)).toEqual({
      status: 'notFound',
      errorMessage: 'There is no such deleted account.',
    });
  });

  describe('refusing a restore, changing nothing', () => {
    const unchanged = async (userId: string, attempt: () => Promise<unknown>) => {
      const before = await row(userId);
      const events = (await bed.events(UserRestoredSchema)).length;
      const logged = (await adminLogRows(db())).length;
      const result = await attempt();
      expect(await row(userId)).toEqual(before);
      expect(await bed.events(UserRestoredSchema)).toHaveLength(events);
      expect(await adminLogRows(db())).toHaveLength(logged);
      return result;
    };

    it('when another account registered her address since', async () => {
      const kaiId = await bed.member('Kai');
      await deleteMember(bed.deps, actor, kaiId);
      await bed.member('Kai', { lastName: 'Newcomer' });
      expect(await unchanged(kaiId, () => restoreUser(bed.deps, actor, kaiId))).toEqual({
        status: 'invalid',
        errorMessage:
          'Her e-mail address kai@example.com has since been registered by another account, so she cannot be restored.',
      });
    });

    it('when she deleted her own account', async () => {
      const liaId = await bed.member('Lia');
      await deleteOwnAccount(bed.deps, { caller: await bed.signedIn(liaId), password: 'Travel2024!' });
      expect(await row(liaId)).toMatchObject({
        deleted_by: 'self',
        erased_at: expect.any(Date),
        email_encrypted: null,
      });
      expect(await unchanged(liaId, () => restoreUser(bed.deps, actor, liaId))).toEqual({
        status: 'invalid',
        errorMessage: 'She deleted her own account, so her personal data was erased; it cannot be restored.',
      });
    });

    it('when it was deleted more than 30 days ago', async () => {
      const miaId = await bed.member('Mia');
      await deleteMember(bed.deps, actor, miaId);
      await db()('users')
        .where({ id: miaId })
        .update({ deleted_at: db().raw("now() - interval '31 days'") });
      expect(await unchanged(miaId, () => restoreUser(bed.deps, actor, miaId))).toEqual({
        status: 'invalid',
        errorMessage:
          'She was deleted more than 30 days ago and her personal data is erased; the account cannot be restored.',
      });
    });

    it('when the account is live or unknown', async () => {
      const ninaId = await bed.member('Nina');
      const notFound = { status: 'notFound', errorMessage: 'There is no such deleted account.' };
      expect(await unchanged(ninaId, () => restoreUser(bed.deps, actor, ninaId))).toEqual(notFound);
      expect(await restoreUser(bed.deps, actor, '00000000-0000-4000-8000-00000000abcd')).toEqual(notFound);
      expect(await restoreUser(bed.deps, actor, 'nope')).toEqual(notFound);
    });
  });

  it('erases an admin deletion once its 30 days are over, once, and leaves a younger one restorable', async () => {
    const oldId = await bed.member('Olga', { lastName: 'Old' });
    const youngId = await bed.member('Yara', { lastName: 'Young' });
    await deleteMember(bed.deps, actor, oldId);
    await deleteMember(bed.deps, actor, youngId);
    const longAgo = new Date(Date.now() - 40 * 86_400_000);
    await db()('users').where({ id: oldId }).update({ deleted_at: longAgo });
    await db()('users')
      .where({ id: youngId })
      .update({ deleted_at: db().raw("now() - interval '29 days'") });
    // Mia (31 days) is due too.
    const purgedBefore = (await bed.events(UserPurgedSchema)).length;
    expect(await purgeDeletedAccounts(db())).toBe(2);
    // Each erasure says so (decision 0040: her suspended listings are deleted), once.
    const purged = (await bed.events(UserPurgedSchema)).slice(purgedBefore);
    expect(purged.map((event) => event.userId)).toContain(oldId);
    expect(purged).toHaveLength(2);
    expect(await row(oldId)).toMatchObject({
      first_name: 'Former member',
      last_name: '',
      email_encrypted: null,
      email_hash: null,
      deleted_email_hash: null,
      password_hash: null,
      deleted_by: 'admin',
      deleted_at: longAgo,
      erased_at: expect.any(Date),
    });
    expect(await purgeDeletedAccounts(db())).toBe(0);
    expect(await bed.events(UserPurgedSchema)).toHaveLength(purgedBefore + 2);
    expect(await row(youngId)).toMatchObject({ first_name: 'Yara', erased_at: null });
    expect(await restoreUser(bed.deps, actor, youngId)).toEqual({ status: 'success' });
  });
});
