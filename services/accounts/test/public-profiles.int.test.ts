// A member's public profile by profile number as the caller may see her (userByProfileId, decision 0023), and the
// User other subgraphs refer to, as use cases on one real database.
import type { Identity } from '@golightly/service-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findProfileByNumber, findPublicUser } from '../src/app/public-profiles';
import { RESERVED_ACCOUNT_ID } from '../src/domain/roles';
import { setCoHostOf } from '../src/testing';
import { testbed, type Testbed } from './support/testbed';

describe('public profiles', () => {
  let bed: Testbed;
  let adaId: string;
  let adaNumber: number;
  const asMember = (userId: string, coHost = false): Identity => ({ userId, sessionId: 'session', coHost });
  const superAdmin: Identity = {
    userId: 'admin',
    sessionId: 'admin-session',
    admin: { adminId: 'admin', isSuperAdmin: true, privilegeIds: [] },
  };
  const profileIdOf = async (userId: string): Promise<number> =>
    (await bed.db('users').where({ id: userId }).first('profile_id')).profile_id;
  const lookUp = (identity: Identity | null, profileId: number) =>
    findProfileByNumber(bed.deps, { identity, profileId });

  beforeAll(async () => {
    bed = await testbed('accounts_public_profiles');
    adaId = await bed.member('Ada', { lastName: 'Lovelace' });
    adaNumber = await profileIdOf(adaId);
  }, 120_000);
  afterAll(() => bed?.close());

  it('shows a member another member’s public fields, and only those', async () => {
    const bea = await bed.member('Bea');
    expect(await lookUp(asMember(bea), adaNumber)).toEqual({
      status: 'found',
      user: {
        id: adaId,
        profileId: adaNumber,
        firstName: 'Ada',
        lastName: 'Lovelace',
        displayName: 'Ada',
        picture: null,
        createdAt: expect.any(String),
      },
    });
  });

  it('asks a visitor to sign in, whatever number she asks for, before looking anything up', async () => {
    for (const profileId of [adaNumber, 999_999, -1, 2_147_483_648]) {
      expect(await lookUp(null, profileId)).toEqual({ status: 'signInRequired' });
    }
  });

  it('finds nobody for a number no account has or that is not a profile number', async () => {
    for (const profileId of [999_999, 0, -1, 1.5, 2_147_483_648]) {
      expect(await lookUp(asMember(adaId), profileId), String(profileId)).toEqual({ status: 'none' });
    }
  });

  it('hides applicants, men, accounts on hold and deleted accounts from other members as if missing, but not from themselves', async () => {
    const viewer = asMember(adaId);
    for (const [name, extra] of [
      ['Pat', { memberStatus: 'pending' }],
      ['Sam', { gender: 'male' }],
      ['Hal', { memberStatus: 'on_hold' }],
    ] as const) {
      const hiddenId = await bed.member(name, extra);
      const number = await profileIdOf(hiddenId);
      expect(await lookUp(viewer, number), name).toEqual({ status: 'none' });
      expect(await lookUp(asMember(hiddenId), number), name).toMatchObject({ status: 'found', user: { id: hiddenId } });
    }
    const goneId = await bed.member('Gone');
    const goneNumber = await profileIdOf(goneId);
    await bed.db('users').where({ id: goneId }).update({ deleted_at: new Date() });
    expect(await lookUp(viewer, goneNumber)).toEqual({ status: 'none' });
    expect(await lookUp(asMember(goneId), goneNumber)).toEqual({ status: 'none' });
  });

  it("hides a co-host's account from everyone but admins, and shows a co-host her host as any member sees her", async () => {
    const coHostId = await bed.member('Celia');
    await setCoHostOf(bed.db, coHostId, adaId);
    const coHostNumber = await profileIdOf(coHostId);
    expect(await lookUp(asMember(adaId), coHostNumber)).toEqual({ status: 'none' });
    expect(await lookUp(asMember(adaId, true), adaNumber)).toMatchObject({ status: 'found', user: { id: adaId } });
    expect(await lookUp(superAdmin, coHostNumber)).toMatchObject({ status: 'found', user: { id: coHostId } });
  });

  it('shows an admin with Manage Users any account, and an admin without it none', async () => {
    const patNumber = await profileIdOf((await bed.db('users').where({ first_name: 'Pat' }).first('id')).id);
    expect(await lookUp(superAdmin, patNumber)).toMatchObject({ status: 'found' });
    const editor: Identity = {
      userId: 'editor',
      sessionId: 'editor-session',
      admin: { adminId: 'editor', isSuperAdmin: false, privilegeIds: [] },
    };
    expect(await lookUp(editor, adaNumber)).toEqual({ status: 'none' });
  });

  it('hides the reserved account from members, though she is a standard woman', async () => {
    await bed.db('users').insert({
      id: RESERVED_ACCOUNT_ID,
      first_name: 'Reserved',
      last_name: 'Account',
      gender: 'female',
      member_status: 'standard',
    });
    expect(await lookUp(asMember(adaId), await profileIdOf(RESERVED_ACCOUNT_ID))).toEqual({ status: 'none' });
  });

  it('gives other subgraphs the public fields of a live member by id, and nothing once she is gone', async () => {
    expect(await findPublicUser(bed.deps, adaId)).toMatchObject({
      id: adaId,
      profileId: adaNumber,
      displayName: 'Ada',
    });
    const leaverId = await bed.member('Leaver');
    await bed.db('users').where({ id: leaverId }).update({ deleted_at: new Date() });
    expect(await findPublicUser(bed.deps, leaverId)).toBeNull();
  });
});
