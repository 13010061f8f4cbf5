import { describe, expect, it } from 'vitest';
import type { Standing } from './identity';
import { NOT_LOGGED_IN_MESSAGE, ON_HOLD_MESSAGE, requireMember } from './member-guard';

const member = { userId: 'u1', sessionId: 's1' };
const standing: Standing = {
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
const held = { ...member, standing: { ...standing, memberStatus: 'on_hold' as const } };

const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    const { message, extensions } = error as { message: string; extensions: { code: string; reason?: string } };
    return { message, code: extensions.code, ...(extensions.reason ? { reason: extensions.reason } : {}) };
  }
  return null;
};

describe('requireMember', () => {
  it("tells a visitor the spec's words, as UNAUTHENTICATED", () => {
    expect(refusal(() => requireMember(null))).toEqual({ message: NOT_LOGGED_IN_MESSAGE, code: 'UNAUTHENTICATED' });
    expect(NOT_LOGGED_IN_MESSAGE).toBe('You are not logged In. Please Login to continue!');
  });

  it('answers a signed-in member with her id', () => {
    expect(requireMember(member)).toBe('u1');
  });

  it('refuses an admin session, naming what she tried', () => {
    const admin = { ...member, admin: { adminId: 'a1', isSuperAdmin: true, privilegeIds: [] } };
    expect(refusal(() => requireMember(admin, { to: 'send invitations' }))).toEqual({
      message: 'Admins cannot send invitations; please sign in as a member.',
      code: 'FORBIDDEN',
    });
  });

  it("lets a co-host act for her host, unless only the account's owner may", () => {
    const coHost = { ...member, coHost: true };
    expect(requireMember(coHost)).toBe('u1');
    expect(refusal(() => requireMember(coHost, { to: 'add co-hosts', ownerOnly: true }))).toEqual({
      message: "A co-host cannot add co-hosts; please ask the account's owner.",
      code: 'FORBIDDEN',
    });
  });

  it('refuses a member on hold with a clear FORBIDDEN, whatever she tries', () => {
    const expected = { message: ON_HOLD_MESSAGE, code: 'FORBIDDEN', reason: 'onHold' };
    expect(refusal(() => requireMember(held))).toEqual(expected);
    expect(refusal(() => requireMember(held, { to: 'send invitations', ownerOnly: true }))).toEqual(expected);
    expect(ON_HOLD_MESSAGE).toBe('Your membership is on hold. Please contact the club.');
  });

  it('holds a co-host with her held host: the standing she carries is her host’s', () => {
    const coHost = { ...held, coHost: true, standing: { ...held.standing, coHostOf: 'u1' } };
    expect(refusal(() => requireMember(coHost))).toMatchObject({ code: 'FORBIDDEN', reason: 'onHold' });
  });

  it('lets a member on hold reach what /warning and signing out need, when the call allows it', () => {
    expect(requireMember(held, { allowOnHold: true, ownerOnly: true })).toBe('u1');
  });

  it('still refuses a visitor or an admin a call that allows a hold', () => {
    expect(refusal(() => requireMember(null, { allowOnHold: true }))).toMatchObject({ code: 'UNAUTHENTICATED' });
    const admin = { ...member, admin: { adminId: 'a1', isSuperAdmin: false, privilegeIds: [] } };
    expect(refusal(() => requireMember(admin, { allowOnHold: true }))).toMatchObject({ code: 'FORBIDDEN' });
  });

  it('lets a pending, standard or declined member through: only a hold stops the member guard', () => {
    for (const memberStatus of ['pending', 'standard', 'rejected'] as const) {
      expect(requireMember({ ...member, standing: { ...standing, memberStatus } })).toBe('u1');
    }
  });
});
