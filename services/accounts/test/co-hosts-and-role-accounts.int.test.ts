// Use cases of accounts made for someone else on one real database: co-hosts of a member, press users, property managers.
import { AccountCreatedForUserSchema, AccountRole } from '@golightly/proto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCoHost } from '../src/app/add-co-host';
import { addRoleAccount } from '../src/app/add-role-account';
import { coHostsOf, roleAccounts, roleLimitsOf } from '../src/app/membership-views';
import { removeCoHost } from '../src/app/remove-co-host';
import { COHOSTS_PER_MEMBER } from '../src/db/membership';
import { insertAdmin, insertMember } from '../src/testing';
import { actorOf, adminLogRows } from './support/admin-log';
import { KEY, membershipTestbed, SETUP_MS, type MembershipTestbed } from './support/membership-testbed';

/** An admin acting through the press users' privilege (the log names her by id; no admin row is needed). */
const pressDesk = actorOf('6f1c1f3e-0000-4000-8000-00000000a0a0', {
  privilegeId: 4,
  privilegeName: 'Manage Press Users',
});

describe('co-hosts, press users and property managers', () => {
  let bed: MembershipTestbed;
  let graceId: string;
  let frankId: string;
  const db = () => bed.deps.db;
  const userCount = async () => Number((await db()('users').count({ n: '*' }))[0]!.n);

  beforeAll(async () => {
    bed = await membershipTestbed('accounts_co_hosts');
    graceId = await insertMember(db(), KEY, {
      firstName: 'Grace',
      email: 'grace@example.com',
      password: 'Hosting2024!',
    });
    frankId = await insertMember(db(), KEY, {
      firstName: 'Frida',
      email: 'frida@example.com',
      password: 'Hosting2024!',
    });
    await insertAdmin(db(), KEY, { email: 'boss@golightly.test', password: 'Boss2024!!', isSuperAdmin: true });
  }, SETUP_MS);
  afterAll(() => bed?.close());

  it('adds a co-host without a password and e-mails her a set-password link naming her host', async () => {
    const outcome = await addCoHost(bed.deps, graceId, {
      firstName: ' Cora ',
      lastName: 'Hale',
      email: 'Cora@Example.com',
    });
    expect(outcome).toMatchObject({
      status: 'success',
      coHost: { userId: expect.any(String), firstName: 'Cora', email: 'cora@example.com' },
    });
    const coraId = (outcome as { coHost: { userId: string } }).coHost.userId;
    expect(await db()('users').where({ id: coraId }).first('co_host_of', 'password_hash', 'referral_key')).toEqual({
      co_host_of: graceId,
      password_hash: null,
      referral_key: null,
    });
    const [mailed] = await bed.events(AccountCreatedForUserSchema);
    expect(mailed).toMatchObject({
      userId: coraId,
      role: AccountRole.CO_HOST,
      email: 'cora@example.com',
      hostUserId: graceId,
      hostFirstName: 'Grace',
      loginUrl: 'https://club.example/login',
    });
    expect(mailed?.setPasswordToken).toMatch(/^[\w-]{43}$/);
    expect(await coHostsOf(bed.deps, graceId)).toEqual([
      expect.objectContaining({ userId: coraId, email: 'cora@example.com', passwordSet: false }),
    ]);
    expect(await roleLimitsOf(bed.deps, { kind: 'member', userId: graceId, coHost: true })).toMatchObject({
      role: 'coHost',
      accountHome: '/users/security',
      showPayouts: false,
    });
  });

  it('refuses a taken address (a member’s or an admin’s) or a malformed one, and keeps nothing', async () => {
    const before = await userCount();
    for (const email of ['frida@example.com', 'BOSS@golightly.test']) {
      expect(await addCoHost(bed.deps, graceId, { firstName: 'A', lastName: 'B', email })).toEqual({
        status: 'email',
        message: 'That email address is already registered',
      });
    }
    expect(await addCoHost(bed.deps, graceId, { firstName: 'X', lastName: 'Y', email: 'x@y' })).toMatchObject({
      status: 'other',
      fieldErrors: [{ field: 'email' }],
    });
    expect(await userCount()).toBe(before);
    expect(await bed.events(AccountCreatedForUserSchema)).toHaveLength(1);
  });

  it('lets a host have ten co-hosts and no more, even when she adds them all at once', async () => {
    const outcomes = await Promise.all(
      Array.from({ length: COHOSTS_PER_MEMBER + 3 }, (_, i) =>
        addCoHost(bed.deps, frankId, { firstName: 'Co', lastName: `Host${i}`, email: `co${i}@example.com` }),
      ),
    );
    expect(outcomes.filter((o) => o.status === 'success')).toHaveLength(COHOSTS_PER_MEMBER);
    expect(outcomes.find((o) => o.status !== 'success')).toEqual({
      status: 'limit',
      message: 'You can have at most 10 co-hosts.',
    });
    expect(await coHostsOf(bed.deps, frankId)).toHaveLength(COHOSTS_PER_MEMBER);
  });

  it('removes only her own co-host: another host’s id is notFound and that co-host keeps her account', async () => {
    const [cora] = await coHostsOf(bed.deps, graceId);
    expect(await removeCoHost(db(), frankId, cora!.userId)).toBe('notFound');
    expect(await coHostsOf(bed.deps, graceId)).toHaveLength(1);
    expect(await removeCoHost(db(), graceId, cora!.userId)).toBe('removed');
    expect(await coHostsOf(bed.deps, graceId)).toEqual([]);
    // Her address is free again.
    expect(
      await addCoHost(bed.deps, graceId, { firstName: 'Cora', lastName: 'Hale', email: 'cora@example.com' }),
    ).toMatchObject({
      status: 'success',
    });
  });

  it('answers a host whose account is gone without adding anything', async () => {
    expect(
      await addCoHost(bed.deps, '00000000-0000-4000-8000-00000000abcd', {
        firstName: 'A',
        lastName: 'B',
        email: 'ab@example.com',
      }),
    ).toEqual({ status: 'hostGone' });
  });

  it('adds a press user and a property manager, each a member with a referral key and a link without a host', async () => {
    const press = await addRoleAccount(bed.deps, pressDesk, 'pressUser', {
      firstName: 'Pia',
      lastName: 'Press',
      email: 'pia@news.example',
    });
    expect(press).toMatchObject({
      status: 'success',
      account: { email: 'pia@news.example', profileId: expect.any(Number) },
    });
    expect((await bed.events(AccountCreatedForUserSchema)).at(-1)).toMatchObject({
      role: AccountRole.PRESS_USER,
      email: 'pia@news.example',
      hostUserId: '',
    });
    const pm = await addRoleAccount(bed.deps, pressDesk, 'propertyManager', {
      firstName: 'Pam',
      lastName: 'Manager',
      email: 'pam@rentals.example',
    });
    expect(pm).toMatchObject({ status: 'success' });
    expect((await bed.events(AccountCreatedForUserSchema)).at(-1)).toMatchObject({
      role: AccountRole.PROPERTY_MANAGER,
    });
    expect((await roleAccounts(bed.deps, 'pressUser')).map((a) => a.email)).toEqual(['pia@news.example']);
    expect((await roleAccounts(bed.deps, 'propertyManager')).map((a) => a.email)).toEqual(['pam@rentals.example']);
    const pamId = (pm as { account: { userId: string } }).account.userId;
    expect(await db()('users').where({ id: pamId }).first('referral_key')).toEqual({
      referral_key: expect.any(String),
    });
    expect(await roleLimitsOf(bed.deps, { kind: 'member', userId: pamId, coHost: false })).toMatchObject({
      role: 'propertyManager',
      countsAsComplete: true,
    });
    expect(
      await addRoleAccount(bed.deps, pressDesk, 'pressUser', {
        firstName: 'P',
        lastName: 'Q',
        email: 'PIA@news.example',
      }),
    ).toMatchObject({
      status: 'email',
    });
    // Two accounts made, two entries; the refused third records nothing.
    const piaId = (press as { account: { userId: string } }).account.userId;
    expect(await adminLogRows(db())).toEqual([
      expect.objectContaining({
        privilegeName: 'Manage Press Users',
        action: 'press_user.created',
        area: 'people',
        recordType: 'user',
        recordId: piaId,
        summary: expect.stringMatching(/^Added the press user Pia Press \(profile \d+\)$/),
      }),
      expect.objectContaining({ action: 'property_manager.created', recordId: pamId }),
    ]);
  });
});
