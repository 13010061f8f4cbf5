import { describe, expect, it } from 'vitest';
import { InvalidIdentityError, signIdentity, verifyIdentity } from './identity';

const secret = 'a-test-secret-of-enough-length-123';
const member = { userId: '6f1c1f3e-0000-4000-8000-000000000001', sessionId: 's1' };

describe('internal identity tokens', () => {
  it('round-trips an identity signed with the shared secret', () => {
    expect(verifyIdentity(signIdentity(member, secret), secret)).toEqual(member);
  });

  it('keeps admin details', () => {
    const admin = { ...member, admin: { adminId: 'a1', isSuperAdmin: false, privilegeIds: [1, 3] } };
    expect(verifyIdentity(signIdentity(admin, secret), secret)).toEqual(admin);
  });

  it('refuses a token signed with another secret', () => {
    expect(() => verifyIdentity(signIdentity(member, 'another-secret-another-secret-12'), secret)).toThrow(/bad signature/);
  });

  it('refuses a token whose payload was edited', () => {
    const [, signature] = signIdentity(member, secret).split('.');
    const forgedBody = Buffer.from(JSON.stringify({ ...member, userId: 'someone-else', exp: 9e9 })).toString('base64url');
    expect(() => verifyIdentity(`${forgedBody}.${signature}`, secret)).toThrow(InvalidIdentityError);
  });

  it('refuses an expired token', () => {
    const token = signIdentity(member, secret, 60, Date.now() - 120_000);
    expect(() => verifyIdentity(token, secret)).toThrow(/expired/);
  });

  it('refuses garbage', () => {
    expect(() => verifyIdentity('not-a-token', secret)).toThrow(/malformed/);
    expect(() => verifyIdentity('a.b.c', secret)).toThrow(/malformed/);
  });
});
