import { describe, expect, it } from 'vitest';
import { NOT_LOGGED_IN_MESSAGE, requireMember } from './member-guard';

const member = { userId: 'u1', sessionId: 's1' };

const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    const { message, extensions } = error as { message: string; extensions: { code: string } };
    return { message, code: extensions.code };
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
});
