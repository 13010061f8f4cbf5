import { describe, expect, it } from 'vitest';
import type { Identity, Standing } from './identity';
import { NOT_LOGGED_IN_MESSAGE, ON_HOLD_MESSAGE } from './member-guard';
import {
  GUEST_RULE,
  requireGuest,
  requireHost,
  requireStanding,
  STANDING_MESSAGES,
  standingRefusal,
} from './standing-guards';

const approved: Standing = {
  gender: 'female',
  idVerified: true,
  profileComplete: true,
  phoneVerified: true,
  memberStatus: 'standard',
  isDiamond: false,
  pressUser: false,
  propertyManager: false,
  coHostOf: null,
};
const memberWith = (standing: Partial<Standing>): Identity => ({
  userId: 'u1',
  sessionId: 's1',
  standing: { ...approved, ...standing },
});

const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    const { message, extensions } = error as { message: string; extensions?: { code: string; reason?: string } };
    return { message, code: extensions?.code, reason: extensions?.reason };
  }
  return null;
};

describe('requireHost', () => {
  it('answers an approved woman member whose ID is verified with her id', () => {
    expect(requireHost(memberWith({}))).toBe('u1');
  });

  it('answers a co-host with her host’s id when her host may list', () => {
    const coHost = { ...memberWith({ coHostOf: 'u1' }), coHost: true };
    expect(requireHost(coHost)).toBe('u1');
    expect(refusal(() => requireHost(coHost, { ownerOnly: true, to: 'delete a listing' }))).toMatchObject({
      message: "A co-host cannot delete a listing; please ask the account's owner.",
      code: 'FORBIDDEN',
    });
  });

  it('refuses a member whose ID is not verified, saying what is missing', () => {
    expect(refusal(() => requireHost(memberWith({ idVerified: false })))).toEqual({
      message: 'ID verification is needed before you can list a home.',
      code: 'FORBIDDEN',
      reason: 'idNotVerified',
    });
  });

  it('refuses a man, and asks a member without a gender to confirm hers', () => {
    expect(refusal(() => requireHost(memberWith({ gender: 'male' })))).toEqual({
      message: 'Only women members can list a home.',
      code: 'FORBIDDEN',
      reason: 'womenOnly',
    });
    expect(refusal(() => requireHost(memberWith({ gender: null })))).toMatchObject({
      message: 'Please confirm your gender before you list a home.',
      reason: 'genderUnconfirmed',
    });
  });

  it('refuses a member on hold with the hold’s words before anything else', () => {
    expect(refusal(() => requireHost(memberWith({ memberStatus: 'on_hold', idVerified: false })))).toEqual({
      message: ON_HOLD_MESSAGE,
      code: 'FORBIDDEN',
      reason: 'onHold',
    });
  });

  it('refuses a pending or declined applicant, whatever else she has', () => {
    expect(refusal(() => requireHost(memberWith({ memberStatus: 'pending' })))).toEqual({
      message: 'Your membership application is still being reviewed; you can list a home once it is approved.',
      code: 'FORBIDDEN',
      reason: 'pending',
    });
    expect(refusal(() => requireHost(memberWith({ memberStatus: 'rejected' })))).toMatchObject({
      message: 'Your membership application was not approved, so you cannot list a home.',
      reason: 'rejected',
    });
  });

  it("tells a visitor the spec's words and refuses an admin, who has no standing", () => {
    expect(refusal(() => requireHost(null))).toMatchObject({ message: NOT_LOGGED_IN_MESSAGE, code: 'UNAUTHENTICATED' });
    const admin: Identity = {
      userId: 'a1',
      sessionId: 's2',
      admin: { adminId: 'a1', isSuperAdmin: true, privilegeIds: [] },
    };
    expect(refusal(() => requireHost(admin, { to: 'list a home' }))).toMatchObject({
      message: 'Admins cannot list a home; please sign in as a member.',
      code: 'FORBIDDEN',
    });
  });

  it('names what she tried when the caller says so', () => {
    expect(refusal(() => requireHost(memberWith({ idVerified: false }), { to: 'publish a listing' }))).toMatchObject({
      message: 'ID verification is needed before you can publish a listing.',
    });
  });

  it('fails as a fault, never lets her on, when a member identity carries no standing', () => {
    const unsigned: Identity = { userId: 'u1', sessionId: 's1' };
    const thrown = refusal(() => requireHost(unsigned));
    expect(thrown).toMatchObject({ message: 'a member identity without a standing reached a standing guard' });
    expect(thrown?.code).toBeUndefined();
  });
});

describe('requireGuest', () => {
  it('lets an approved woman with a verified ID book, and no one else', () => {
    expect(requireGuest(memberWith({}))).toBe('u1');
    expect(refusal(() => requireGuest(memberWith({ idVerified: false })))).toMatchObject({
      message: 'ID verification is needed before you can book a stay.',
    });
    expect(refusal(() => requireGuest(memberWith({ gender: 'male' })))).toMatchObject({ reason: 'womenOnly' });
  });
});

describe('requireStanding', () => {
  it('asks only for the member guard, an approved membership and no hold when the rule is empty', () => {
    expect(requireStanding(memberWith({ gender: 'male', idVerified: false, profileComplete: false }))).toBe('u1');
    expect(refusal(() => requireStanding(memberWith({ memberStatus: 'pending' })))).toMatchObject({
      message: STANDING_MESSAGES.pending('do this'),
    });
  });

  it('checks the facts in order and names the first one she lacks', () => {
    const rule = { to: 'post', female: true, phoneVerified: true, profileComplete: true, diamond: true };
    expect(refusal(() => requireStanding(memberWith({ phoneVerified: false, profileComplete: false }), rule))).toEqual({
      message: 'Please verify your phone number before you post.',
      code: 'FORBIDDEN',
      reason: 'phoneNotVerified',
    });
    expect(refusal(() => requireStanding(memberWith({ profileComplete: false }), rule))).toMatchObject({
      message: 'Please complete your profile before you post.',
      reason: 'profileIncomplete',
    });
    expect(refusal(() => requireStanding(memberWith({}), rule))).toMatchObject({
      message: 'Only Diamond members can post.',
      reason: 'notDiamond',
    });
    expect(requireStanding(memberWith({ isDiamond: true }), rule)).toBe('u1');
  });

  it('decides without throwing through standingRefusal', () => {
    expect(standingRefusal(memberWith({}), GUEST_RULE)).toBeNull();
    expect(standingRefusal(memberWith({ idVerified: false }), GUEST_RULE)?.extensions).toMatchObject({
      code: 'FORBIDDEN',
      reason: 'idNotVerified',
    });
    expect(standingRefusal(null, GUEST_RULE)?.extensions).toMatchObject({ code: 'UNAUTHENTICATED' });
  });
});
