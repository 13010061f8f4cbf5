import { describe, expect, it } from 'vitest';
import { bearerToken, InvalidAdminTokenError, sessionIdOf } from './admin-token';

describe('bearerToken', () => {
  it('is undefined without an Authorization header', () => {
    expect(bearerToken(undefined)).toBeUndefined();
  });

  it('reads the token of a Bearer header', () => {
    expect(bearerToken('Bearer eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJ4In0.c2ln')).toBe(
      'eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJ4In0.c2ln',
    );
  });

  it('refuses any other scheme or a token with spaces', () => {
    expect(() => bearerToken('Basic dXNlcjpwdw==')).toThrow(InvalidAdminTokenError);
    expect(() => bearerToken('Bearer ')).toThrow(InvalidAdminTokenError);
    expect(() => bearerToken('Bearer a b')).toThrow(InvalidAdminTokenError);
  });
});

describe('sessionIdOf', () => {
  it('gives one uuid-shaped id per sign-in, whatever token of it is used', () => {
    const id = sessionIdOf({ sid: 'session-1', jti: 'a' }, 'token-a');
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-8[0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(sessionIdOf({ sid: 'session-1', jti: 'b' }, 'token-b')).toBe(id);
    expect(sessionIdOf({ sid: 'session-2' }, 'token-a')).not.toBe(id);
  });

  it('falls back to the token id without a session id', () => {
    expect(sessionIdOf({ jti: 'a' }, 'x')).not.toBe(sessionIdOf({ jti: 'b' }, 'x'));
  });
});
