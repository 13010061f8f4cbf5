import { describe, expect, it } from 'vitest';
import {
  ATTEMPT_LIMITS,
  clientKey,
  decideAttempt,
  decideSignIn,
  waitAfterFailures,
  type AccountAttempts,
  type ClientAttempts,
  type SignInAccount,
} from './sign-in';

const member = (overrides: Partial<Extract<SignInAccount, { kind: 'member' }>> = {}): SignInAccount => ({
  kind: 'member',
  passwordMatches: true,
  memberStatus: 'standard',
  isCoHost: false,
  ...overrides,
});
const facts = (account: SignInAccount | null, extra: Partial<Parameters<typeof decideSignIn>[0]> = {}) => ({
  signedInAs: null,
  throttled: false,
  account,
  ...extra,
});

describe('decideSignIn', () => {
  it('signs a standard member in', () => {
    expect(decideSignIn(facts(member()))).toBe('success');
  });
  it('signs an admin in as admin and a co-host as secondary', () => {
    expect(decideSignIn(facts({ kind: 'admin', passwordMatches: true }))).toBe('admin');
    expect(decideSignIn(facts(member({ isCoHost: true })))).toBe('secondary');
  });
  it('names an unknown e-mail before a wrong password', () => {
    expect(decideSignIn(facts(null))).toBe('email');
    expect(decideSignIn(facts(member({ passwordMatches: false })))).toBe('password');
  });
  it('never tells a wrong password that the membership is pending', () => {
    expect(decideSignIn(facts(member({ passwordMatches: false, memberStatus: 'pending' })))).toBe('password');
  });
  it('keeps pending and rejected members out', () => {
    expect(decideSignIn(facts(member({ memberStatus: 'pending' })))).toBe('memberNotVerified');
    expect(decideSignIn(facts(member({ memberStatus: 'rejected' })))).toBe('memberNotVerified');
  });
  it('lets a member on hold sign in (the gates decide what she sees)', () => {
    expect(decideSignIn(facts(member({ memberStatus: 'on_hold' })))).toBe('success');
  });
  it('refuses a second sign-in while signed in, naming the kind of session', () => {
    expect(decideSignIn(facts(member(), { signedInAs: 'member' }))).toBe('loggedIn');
    expect(decideSignIn(facts(member(), { signedInAs: 'admin' }))).toBe('adminLoggedIn');
  });
  it('throttles before looking at the password, so guessing teaches nothing', () => {
    expect(decideSignIn(facts(member(), { throttled: true }))).toBe('tooManyAttempts');
    expect(decideSignIn(facts(null, { throttled: true }))).toBe('tooManyAttempts');
  });
});

const now = new Date('2026-11-22T10:00:00Z');
const secondsAgo = (seconds: number) => new Date(now.getTime() - seconds * 1000);
const history = (failures: number, lastSecondsAgo = 0): AccountAttempts => ({
  failures,
  lastFailureAt: failures ? secondsAgo(lastSecondsAgo) : null,
});
const freshClient = (failures = 0, startedSecondsAgo = 0): ClientAttempts => ({
  failures,
  windowStartedAt: secondsAgo(startedSecondsAgo),
});

describe('waitAfterFailures', () => {
  it('gives five free failures, then a wait that doubles from one minute up to fifteen', () => {
    expect([0, 1, 4].map(waitAfterFailures)).toEqual([0, 0, 0]);
    expect([5, 6, 7, 8, 9, 10, 50].map(waitAfterFailures)).toEqual([60, 120, 240, 480, 900, 900, 900]);
  });
});

describe('decideAttempt', () => {
  it('lets a first attempt through and counts it as a failure until it succeeds', () => {
    expect(decideAttempt(history(0), freshClient(), now)).toEqual({
      allowed: true,
      account: { failures: 1, lastFailureAt: now },
      client: { failures: 1, windowStartedAt: now },
    });
  });
  it('lets the fifth attempt through and makes the sixth wait a minute, without a password check', () => {
    expect(decideAttempt(history(4), freshClient(4), now)).toMatchObject({ allowed: true, account: { failures: 5 } });
    expect(decideAttempt(history(5), freshClient(5), now)).toEqual({ allowed: false, retryAfterSeconds: 60 });
    expect(decideAttempt(history(5, 45), freshClient(5), now)).toEqual({ allowed: false, retryAfterSeconds: 15 });
  });
  it('lets one attempt through once the wait is over, then doubles the wait', () => {
    const after = decideAttempt(history(5, 60), freshClient(5), now);
    expect(after).toMatchObject({ allowed: true, account: { failures: 6, lastFailureAt: now } });
    expect(decideAttempt(history(6, 119), freshClient(6), now)).toEqual({ allowed: false, retryAfterSeconds: 1 });
  });
  it('never makes a client wait more than fifteen minutes', () => {
    expect(decideAttempt(history(40, 0), freshClient(), now)).toEqual({
      allowed: false,
      retryAfterSeconds: ATTEMPT_LIMITS.maxWaitSeconds,
    });
    expect(decideAttempt(history(40, ATTEMPT_LIMITS.maxWaitSeconds), freshClient(), now)).toMatchObject({
      allowed: true,
    });
  });
  it('forgets failures an hour after the last one', () => {
    expect(decideAttempt(history(9, 3600), freshClient(), now)).toMatchObject({
      allowed: true,
      account: { failures: 1 },
    });
  });
  it('stops a client that fails on many accounts, until its window is over', () => {
    expect(decideAttempt(history(0), freshClient(19, 100), now)).toMatchObject({
      allowed: true,
      client: { failures: 20 },
    });
    expect(decideAttempt(history(0), freshClient(20, 100), now)).toEqual({ allowed: false, retryAfterSeconds: 800 });
    expect(decideAttempt(history(0), freshClient(20, 900), now)).toMatchObject({
      allowed: true,
      client: { failures: 1, windowStartedAt: now },
    });
  });
});

describe('clientKey', () => {
  it('keys IPv4 clients on their address, also when written IPv4-mapped', () => {
    expect(clientKey('203.0.113.9')).toBe('203.0.113.9');
    expect(clientKey('::ffff:203.0.113.9')).toBe('203.0.113.9');
  });
  it('keys IPv6 clients on their /64, however the address is written', () => {
    expect(clientKey('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(clientKey('2001:0db8:0001:0002:ffff:ffff:ffff:ffff')).toBe('2001:db8:1:2::/64');
    expect(clientKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(clientKey('::1')).toBe('0:0:0:0::/64');
    expect(clientKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
  });
  it('puts a missing or malformed address in one shared bucket', () => {
    expect(clientKey('')).toBe('0.0.0.0');
    expect(clientKey(undefined)).toBe('0.0.0.0');
    expect(clientKey('not an address')).toBe('0.0.0.0');
  });
});
