// Where the caller may go (userGate, spec 000 §4-6), decided from her stored account, as a use case on one database.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decideUserGate } from '../src/app/user-gate';
import { setMemberStanding } from '../src/testing';
import { testbed, visitor, type Testbed } from './support/testbed';

describe('deciding where the caller may go', () => {
  let bed: Testbed;
  const gate = (caller: Parameters<typeof decideUserGate>[1]['caller'], path: string) =>
    decideUserGate(bed.deps, { caller, path });
  const complete = { profileComplete: true, phoneVerified: true } as const;

  beforeAll(async () => {
    bed = await testbed('accounts_user_gate');
  }, 120_000);
  afterAll(() => bed?.close());

  it('lets a visitor anywhere, since the pages ask her to sign in, and tells her nothing else', async () => {
    expect(await gate(visitor, '/dashboard')).toEqual({
      status: 'decided',
      decision: 'allow',
      redirectTo: null,
      socialAccess: 'closed',
      canInvite: false,
    });
  });

  it('lets an admin anywhere but /confirm-gender, and tells her nothing about members', async () => {
    const admin = { kind: 'admin', sessionId: 'admin-session' } as const;
    expect(await gate(admin, '/rooms?page=2')).toMatchObject({ decision: 'allow', canInvite: false });
    expect(await gate(admin, '/confirm-gender/')).toMatchObject({ decision: 'notFound' });
  });

  it('refuses a path that is not an application path', async () => {
    const maya = await bed.signedIn(await bed.member('Pathy'));
    for (const path of ['javascript:alert(1)', 'dashboard', `/${'a'.repeat(501)}`, '/a b']) {
      expect(await gate(maya, path), path).toEqual({ status: 'badPath' });
    }
  });

  it('sends a new member to finish her profile first, but lets her confirm her e-mail', async () => {
    const maya = await bed.signedIn(await bed.member('Maya'));
    expect(await gate(maya, '/dashboard')).toEqual({
      status: 'decided',
      decision: 'redirect',
      redirectTo: '/user/edit',
      socialAccess: 'closed',
      canInvite: true,
    });
    expect(await gate(maya, '/confirm-email')).toMatchObject({ decision: 'allow' });
    expect(await gate(maya, '/confirm-gender')).toMatchObject({ decision: 'notFound' });
  });

  it('lets a member with a complete profile in, and shows her the social rules until she accepts them', async () => {
    const adaId = await bed.member('Ada');
    await setMemberStanding(bed.db, adaId, complete);
    const ada = await bed.signedIn(adaId);
    expect(await gate(ada, '/dashboard')).toMatchObject({ decision: 'allow', socialAccess: 'rules', canInvite: true });
    await bed.db('users').where({ id: adaId }).update({ social_enable: true });
    expect(await gate(ada, '/social')).toMatchObject({ decision: 'allow', socialAccess: 'open' });
  });

  it('admits a man nowhere but /unsuccessful, and asks an account without a gender for one', async () => {
    const sam = await bed.signedIn(await bed.member('Sam', { gender: 'male' }));
    expect(await gate(sam, '/rooms')).toEqual({
      status: 'decided',
      decision: 'redirect',
      redirectTo: '/unsuccessful',
      socialAccess: 'closed',
      canInvite: true,
    });
    expect(await gate(sam, '/unsuccessful')).toMatchObject({ decision: 'allow' });
    const noaId = await bed.member('Noa');
    await setMemberStanding(bed.db, noaId, { gender: null });
    const noa = await bed.signedIn(noaId);
    expect(await gate(noa, '/dashboard')).toMatchObject({ decision: 'redirect', redirectTo: '/confirm-gender' });
    expect(await gate(noa, '/confirm-gender')).toMatchObject({ decision: 'allow' });
  });

  it('holds an applicant to the membership pages and an account on hold to the warning', async () => {
    const pat = await bed.signedIn(await bed.member('Pat', { memberStatus: 'pending' }));
    expect(await gate(pat, '/dashboard')).toMatchObject({ decision: 'redirect', redirectTo: '/membership-info' });
    expect(await gate(pat, '/membership')).toMatchObject({ decision: 'allow' });
    const hal = await bed.signedIn(await bed.member('Hal', { memberStatus: 'on_hold' }));
    expect(await gate(hal, '/dashboard')).toMatchObject({ decision: 'redirect', redirectTo: '/warning' });
  });

  it("keeps a co-host to her host's pages, judged by the host's standing alone, and offers her no invitations", async () => {
    const graceId = await bed.member('Grace');
    const coHost = await bed.signedIn(graceId, { coHost: true });
    expect(await gate(coHost, '/dashboard')).toMatchObject({ decision: 'redirect', redirectTo: '/users/security' });
    expect(await gate(coHost, '/users/security')).toMatchObject({ decision: 'allow', canInvite: false });
    // The host's profile is unfinished, but that is not the co-host's to finish.
    expect(await gate(coHost, '/rooms')).toMatchObject({ decision: 'allow' });
  });

  it('offers no invitation to a member whose places are all taken', async () => {
    const fullId = await bed.member('Full', { maxInvite: 0 });
    await setMemberStanding(bed.db, fullId, complete);
    expect(await gate(await bed.signedIn(fullId), '/dashboard')).toMatchObject({
      decision: 'allow',
      canInvite: false,
    });
  });

  it('sends a member whose account is gone home', async () => {
    const goneId = await bed.member('Gone');
    const gone = await bed.signedIn(goneId);
    await bed.db('users').where({ id: goneId }).update({ deleted_at: new Date() });
    expect(await gate(gone, '/dashboard')).toMatchObject({ decision: 'redirect', redirectTo: '/' });
  });
});
