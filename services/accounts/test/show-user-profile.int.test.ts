// ShowUserProfile as a use case on one real database: what the member herself, other members, co-hosts and admins see.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESERVED_ACCOUNT_ID, seedReservedAccount } from '../src/app';
import { showUserProfile } from '../src/app/show-user-profile';
import type { Caller } from '../src/app/caller';
import { profileTestbed, SETUP_MS, type ProfileTestbed } from './support/profile-fixtures';

const PRIVATE_FIELDS = [
  'email',
  'gender',
  'dateOfBirth',
  'phoneNumber',
  'secondaryEmail',
  'facebookUrl',
  'step1',
  'isProfileUpdated',
] as const;

describe('showing a member profile', () => {
  let bed: ProfileTestbed;
  const ids = {} as Record<'ada' | 'bea' | 'pam' | 'rita' | 'hope' | 'cora' | 'gone' | 'reserved', string>;
  const member = (userId: string, coHost = false): Caller => ({ kind: 'member', userId, sessionId: 'session', coHost });
  const admin: Caller = { kind: 'admin', sessionId: 'session' };
  const show = (caller: Caller, input: { profileId?: number | null; isUser?: boolean | null }) =>
    showUserProfile({ db: bed.db, crypto: bed.crypto }, caller, input);

  beforeAll(async () => {
    bed = await profileTestbed('accounts_show_user_profile');
    [ids.ada, ids.bea, ids.pam, ids.rita, ids.hope, ids.cora, ids.gone] = await Promise.all([
      bed.member('Ada', { lastName: 'Lovelace' }),
      bed.member('Bea'),
      bed.member('Pam', { memberStatus: 'pending' }),
      bed.member('Rita', { memberStatus: 'rejected' }),
      bed.member('Hope', { memberStatus: 'on_hold' }),
      bed.member('Cora'),
      bed.member('Gone'),
    ]);
    await bed.db('users').where({ id: ids.cora }).update({ co_host_of: ids.bea });
    await bed.db('users').where({ id: ids.gone }).update({ deleted_at: bed.db.fn.now() });
    await seedReservedAccount(bed.db, { ...process.env, ...bed.env });
    ids.reserved = RESERVED_ACCOUNT_ID;
  }, SETUP_MS);
  afterAll(() => bed?.close());

  it('asks a visitor to sign in, whatever number she asks for', async () => {
    expect(await show({ kind: 'visitor' }, { profileId: await bed.profileIdOf(ids.ada) })).toEqual({
      status: 'signInRequired',
    });
    expect(await show({ kind: 'visitor' }, { isUser: true })).toEqual({ status: 'signInRequired' });
  });

  it('shows a member her own profile with its private fields, asked for with isUser or by her number', async () => {
    const own = await show(member(ids.ada), { isUser: true });
    expect(own).toMatchObject({
      status: 'shown',
      profile: {
        userId: ids.ada,
        firstName: 'Ada',
        lastName: 'Lovelace',
        isOwnProfile: true,
        email: 'ada@example.com',
        gender: 'female',
        isProfileUpdated: false,
        isProfileCompleted: false,
        verification: { isEmailConfirmed: true, isPhoneVerified: false, isIdVerification: false },
      },
    });
    const profileId = await bed.profileIdOf(ids.ada);
    expect(await show(member(ids.ada), { profileId })).toMatchObject({ profile: { isOwnProfile: true } });
  });

  it('shows another member only the public fields', async () => {
    const seen = await show(member(ids.bea), { profileId: await bed.profileIdOf(ids.ada), isUser: false });
    expect(seen).toMatchObject({
      status: 'shown',
      profile: { userId: ids.ada, firstName: 'Ada', displayName: 'Ada', isOwnProfile: false },
    });
    if (seen.status !== 'shown') return;
    for (const field of PRIVATE_FIELDS) expect(seen.profile[field], field).toBeNull();
  });

  it('shows nobody for an unknown profile number', async () => {
    expect(await show(member(ids.bea), { profileId: 999_999 })).toEqual({ status: 'none' });
  });

  it('hides pending, rejected, on-hold, co-host, deleted and the reserved account from a member, as if missing', async () => {
    for (const name of ['pam', 'rita', 'hope', 'cora', 'gone', 'reserved'] as const) {
      expect(await show(member(ids.ada), { profileId: await bed.profileIdOf(ids[name]) }), name).toEqual({
        status: 'none',
      });
    }
  });

  it("refuses other members' profiles to an applicant, but shows her her own", async () => {
    expect(await show(member(ids.pam), { profileId: await bed.profileIdOf(ids.ada) })).toEqual({
      status: 'notApproved',
    });
    expect(await show(member(ids.pam), { isUser: true })).toMatchObject({ profile: { isOwnProfile: true } });
  });

  it("shows a co-host her host's profile as any member sees it, without the private fields", async () => {
    const seen = await show(member(ids.bea, true), { isUser: true });
    expect(seen).toMatchObject({ status: 'shown', profile: { userId: ids.bea, isOwnProfile: false, email: null } });
  });

  it('shows an admin any account by number with its private fields, and nothing as her own', async () => {
    expect(await show(admin, { profileId: await bed.profileIdOf(ids.pam) })).toMatchObject({
      status: 'shown',
      profile: { firstName: 'Pam', email: 'pam@example.com', isOwnProfile: false },
    });
    expect(await show(admin, { isUser: true })).toEqual({ status: 'none' });
    expect(await show(admin, {})).toEqual({ status: 'none' });
  });

  it('tells a member whose account is gone so, rather than showing nothing', async () => {
    expect(await show(member(ids.gone), { isUser: true })).toEqual({ status: 'accountGone' });
  });
});
