import { describe, expect, it } from 'vitest';
import { decideSignIn, isThrottled, type SignInAccount } from './sign-in';

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

describe('isThrottled', () => {
  it('allows four failures for an account and stops the fifth', () => {
    expect(isThrottled({ forAccount: 4, forAddress: 4 })).toBe(false);
    expect(isThrottled({ forAccount: 5, forAddress: 5 })).toBe(true);
  });
  it('stops an address that tries many accounts', () => {
    expect(isThrottled({ forAccount: 0, forAddress: 20 })).toBe(true);
  });
});
