import type { Identity } from '@golightly/service-kit';
import { describe, expect, it } from 'vitest';
import { isPublicAccount, mayViewProfile, type ProfileAccount } from './profile-visibility';
import { RESERVED_ACCOUNT_ID } from './roles';

const standard: ProfileAccount = { userId: 'u-ada', memberStatus: 'standard', gender: 'female', coHostOf: null };
const member = (userId: string, extra: Partial<Identity> = {}): Identity => ({ userId, sessionId: 's', ...extra });
const admin = (privilegeIds: number[], isSuperAdmin = false): Identity => ({
  userId: 'a1',
  sessionId: 's',
  admin: { adminId: 'a1', isSuperAdmin, privilegeIds },
});

describe('public accounts', () => {
  it('are approved women with an account of their own', () => {
    expect(isPublicAccount(standard)).toBe(true);
  });

  it('exclude applicants, refused sign-ups, accounts on hold, men, co-hosts and the reserved account', () => {
    expect(isPublicAccount({ ...standard, memberStatus: 'pending' })).toBe(false);
    expect(isPublicAccount({ ...standard, memberStatus: 'rejected' })).toBe(false);
    expect(isPublicAccount({ ...standard, memberStatus: 'on_hold' })).toBe(false);
    expect(isPublicAccount({ ...standard, gender: 'male' })).toBe(false);
    expect(isPublicAccount({ ...standard, gender: null })).toBe(false);
    expect(isPublicAccount({ ...standard, coHostOf: 'u-grace' })).toBe(false);
    expect(isPublicAccount({ ...standard, userId: RESERVED_ACCOUNT_ID })).toBe(false);
  });
});

describe('who may view a profile', () => {
  const pending = { ...standard, userId: 'u-penny', memberStatus: 'pending' as const };

  it('is nobody for a visitor, not even a public account', () => {
    expect(mayViewProfile(null, standard)).toBe(false);
  });

  it('is any member for a public account, and only the member herself otherwise', () => {
    expect(mayViewProfile(member('u-grace'), standard)).toBe(true);
    expect(mayViewProfile(member('u-grace'), pending)).toBe(false);
    expect(mayViewProfile(member('u-penny'), pending)).toBe(true);
  });

  it('is not a co-host signed in to the account, for its non-public profile', () => {
    expect(mayViewProfile(member('u-penny', { coHost: true }), pending)).toBe(false);
  });

  it('is an admin only with Manage Users, for any account', () => {
    expect(mayViewProfile(admin([3]), pending)).toBe(true);
    expect(mayViewProfile(admin([], true), pending)).toBe(true);
    expect(mayViewProfile(admin([33, 34]), standard)).toBe(false);
  });
});
