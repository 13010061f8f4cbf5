// A member accepts the social area's rules (updateBlogRules, spec 000 §4), as a use case on one real database.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptSocialRules } from '../src/app/social-rules';
import { decideUserGate } from '../src/app/user-gate';
import { setMemberStanding } from '../src/testing';
import { testbed, visitor, type Testbed } from './support/testbed';

describe('accepting the social area rules', () => {
  let bed: Testbed;
  const socialOf = async (caller: Parameters<typeof acceptSocialRules>[1]) => {
    const result = await decideUserGate(bed.deps, { caller, path: '/social' });
    return result.status === 'decided' ? result.socialAccess : result.status;
  };
  const socialEnabled = async (userId: string) =>
    (await bed.db('users').where({ id: userId }).first('social_enable')).social_enable;

  beforeAll(async () => {
    bed = await testbed('accounts_social_rules');
  }, 120_000);
  afterAll(() => bed?.close());

  it('opens /social for an eligible member once she accepts, and accepting again changes nothing', async () => {
    const adaId = await bed.member('Ada');
    await setMemberStanding(bed.db, adaId, { profileComplete: true, phoneVerified: true });
    const ada = await bed.signedIn(adaId);
    expect(await socialOf(ada)).toBe('rules');
    expect(await acceptSocialRules(bed.deps, ada)).toEqual({ status: 200 });
    expect(await socialOf(ada)).toBe('open');
    expect(await acceptSocialRules(bed.deps, ada)).toEqual({ status: 200 });
    expect(await socialEnabled(adaId)).toBe(true);
  });

  it.each([
    ['whose profile is not complete', { profileComplete: false, phoneVerified: true }],
    ['whose phone is not verified', { profileComplete: true, phoneVerified: false }],
    ['who is a man', { profileComplete: true, phoneVerified: true, gender: 'male' }],
  ] as const)('refuses a member %s and leaves the social area closed', async (_who, standing) => {
    const beaId = await bed.member(`Bea${Object.keys(standing).length}${String(standing.phoneVerified)}`);
    await setMemberStanding(bed.db, beaId, standing);
    const bea = await bed.signedIn(beaId);
    expect(await acceptSocialRules(bed.deps, bea)).toEqual({
      status: 403,
      errorMessage: 'Please complete your profile and verify your phone before joining the social area.',
    });
    expect(await socialOf(bea)).toBe('closed');
    expect(await socialEnabled(beaId)).toBe(false);
  });

  it('refuses a co-host, who takes part through her own membership', async () => {
    const hostId = await bed.member('Host');
    await setMemberStanding(bed.db, hostId, { profileComplete: true, phoneVerified: true });
    expect(await acceptSocialRules(bed.deps, await bed.signedIn(hostId, { coHost: true }))).toEqual({
      status: 403,
      errorMessage: 'The social area is for members; a co-host takes part through her own membership.',
    });
    expect(await socialEnabled(hostId)).toBe(false);
  });

  it("tells a visitor, an admin and a member whose account is gone the spec's text to log in", async () => {
    const notLoggedIn = { status: 401, errorMessage: 'You are not logged In. Please Login to continue!' };
    expect(await acceptSocialRules(bed.deps, visitor)).toEqual(notLoggedIn);
    expect(await acceptSocialRules(bed.deps, { kind: 'admin', sessionId: 'admin-session' })).toEqual(notLoggedIn);
    const goneId = await bed.member('Gone');
    const gone = await bed.signedIn(goneId);
    await bed.db('users').where({ id: goneId }).update({ deleted_at: new Date() });
    expect(await acceptSocialRules(bed.deps, gone)).toEqual(notLoggedIn);
  });
});
