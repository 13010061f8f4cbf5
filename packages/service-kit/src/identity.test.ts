import { describe, expect, it } from 'vitest';
import { InvalidIdentityError, signCaller, verifyCaller } from './identity';

const secret = 'a-test-secret-of-enough-length-123';
const member = { identity: { userId: '6f1c1f3e-0000-4000-8000-000000000001', sessionId: 's1' }, ip: '203.0.113.9' };

describe('internal caller tokens', () => {
  it('round-trips a member signed with the shared secret', () => {
    expect(verifyCaller(signCaller(member, secret), secret)).toEqual(member);
  });

  it('round-trips an anonymous caller with her address', () => {
    const visitor = { identity: null, ip: '198.51.100.4' };
    expect(verifyCaller(signCaller(visitor, secret), secret)).toEqual(visitor);
  });

  it('keeps admin details', () => {
    const admin = {
      ...member,
      identity: { ...member.identity, admin: { adminId: 'a1', isSuperAdmin: false, privilegeIds: [1, 3] } },
    };
    expect(verifyCaller(signCaller(admin, secret), secret)).toEqual(admin);
  });

  it("keeps a member's standing", () => {
    const standing = {
      gender: 'female' as const,
      idVerified: true,
      profileComplete: false,
      phoneVerified: true,
      memberStatus: 'on_hold' as const,
      isDiamond: true,
      pressUser: false,
      propertyManager: false,
      coHostOf: null,
    };
    const held = { ...member, identity: { ...member.identity, standing } };
    expect(verifyCaller(signCaller(held, secret), secret)).toEqual(held);
  });

  it('refuses a token signed with another secret', () => {
    expect(() => verifyCaller(signCaller(member, 'another-secret-another-secret-12'), secret)).toThrow(/bad signature/);
  });

  it('refuses a token whose payload was edited', () => {
    const [, signature] = signCaller(member, secret).split('.');
    const forged = { ...member, identity: { ...member.identity, userId: 'someone-else' }, exp: 9e9 };
    const forgedBody = Buffer.from(JSON.stringify(forged)).toString('base64url');
    expect(() => verifyCaller(`${forgedBody}.${signature}`, secret)).toThrow(InvalidIdentityError);
  });

  it('refuses an expired token', () => {
    const token = signCaller(member, secret, 60, Date.now() - 120_000);
    expect(() => verifyCaller(token, secret)).toThrow(/expired/);
  });

  it('refuses garbage', () => {
    expect(() => verifyCaller('not-a-token', secret)).toThrow(/malformed/);
    expect(() => verifyCaller('a.b.c', secret)).toThrow(/malformed/);
  });
});
