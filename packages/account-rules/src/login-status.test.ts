// The sign-in statuses and what a member reads for each (spec 000 §4, §8).
import { describe, expect, it } from 'vitest';
import { describeWait, isLoginSuccess, LOGIN_MESSAGES, LOGIN_STATUSES, loginMessage } from './login-status';

describe('loginMessage', () => {
  it('has no error for the member, admin and co-host successes', () => {
    for (const status of ['success', 'admin', 'secondary']) expect(loginMessage(status)).toBeNull();
  });

  it.each([
    ['email', LOGIN_MESSAGES.emailNotExists],
    ['password', LOGIN_MESSAGES.passwordWrong],
    ['loggedIn', 'You are already logged in'],
    ['adminLoggedIn', "You are logged in as admin, you can't perform this action!"],
    ['memberNotVerified', LOGIN_MESSAGES.weAreSorry],
    ['other', 'Something went wrong. Please try again'],
    ['anything else', 'Something went wrong. Please try again'],
  ])('words the status %j for the member', (status, message) => {
    expect(loginMessage(status)).toBe(message);
  });

  it('has a message for every failing status of the spec', () => {
    const failures = LOGIN_STATUSES.filter((status) => !['success', 'admin', 'secondary'].includes(status));
    for (const status of failures) expect(loginMessage(status)).toMatch(/\w/);
  });
});

describe('the throttled sign-in', () => {
  it('tells the member how long to wait, rounded up to what she reads', () => {
    expect([1, 45, 60, 61, 900].map(describeWait)).toEqual([
      '1 second',
      '45 seconds',
      '1 minute',
      '2 minutes',
      '15 minutes',
    ]);
    expect(loginMessage('tooManyAttempts', 120)).toBe(
      'Too many sign-in attempts. Please wait 2 minutes and try again.',
    );
  });

  it('names the longest wait when the caller does not know the wait', () => {
    expect(loginMessage('tooManyAttempts')).toBe('Too many sign-in attempts. Please wait 15 minutes and try again.');
  });
});

describe('isLoginSuccess', () => {
  it('counts the member, admin and co-host sign-ins as successes and nothing else', () => {
    expect(LOGIN_STATUSES.filter(isLoginSuccess)).toEqual(['success', 'admin', 'secondary']);
    expect(isLoginSuccess('somethingNew')).toBe(false);
    expect(isLoginSuccess(null)).toBe(false);
  });
});
