import { describe, expect, it } from 'vitest';
import { canInvite, decideGate, socialAccess, type GateSubject } from './gates';

const complete: GateSubject = {
  isAdmin: false,
  isPropertyManager: false,
  userType: 'inviteForm',
  gender: 'female',
  stepsCompleted: true,
  isProfileUpdated: true,
  isPhoneVerified: true,
  dialCode: '+1',
  countryCode: 'US',
  isMemberVerified: false,
  memberStatus: 'standard',
  socialEnable: true,
  maxInvite: 5,
  adminInviteLimit: 0,
  invitesLeft: 5,
};
const member = (overrides: Partial<GateSubject>) => ({ ...complete, ...overrides });

describe('decideGate', () => {
  it('lets a complete member go anywhere but /confirm-gender', () => {
    expect(decideGate(complete, '/dashboard')).toEqual({ kind: 'allow' });
    expect(decideGate(complete, '/confirm-gender')).toEqual({ kind: 'notFound' });
  });
  it('sends a member without a gender to /confirm-gender', () => {
    expect(decideGate(member({ gender: null }), '/dashboard')).toEqual({ kind: 'redirect', to: '/confirm-gender' });
    expect(decideGate(member({ gender: null }), '/confirm-gender')).toEqual({ kind: 'allow' });
  });
  it('sends a man to /unsuccessful unless he is an admin or a property manager', () => {
    expect(decideGate(member({ gender: 'male' }), '/rooms')).toEqual({ kind: 'redirect', to: '/unsuccessful' });
    expect(decideGate(member({ gender: 'male', isAdmin: true }), '/rooms')).toEqual({ kind: 'allow' });
    expect(decideGate(member({ gender: 'male', isPropertyManager: true }), '/rooms')).toEqual({ kind: 'allow' });
  });
  it('sends an incomplete profile to /user/edit except from the exempt pages', () => {
    const incomplete = member({ stepsCompleted: false });
    expect(decideGate(incomplete, '/inbox')).toEqual({ kind: 'redirect', to: '/user/edit' });
    for (const path of ['/user/edit', '/confirm-email', '/membership-info', '/id-verification', '/user/verification']) {
      expect(decideGate(incomplete, path)).toEqual({ kind: 'allow' });
    }
  });
  it('sends an unverified phone to /user/edit, except +971 in the Emirates', () => {
    expect(decideGate(member({ isPhoneVerified: false }), '/inbox')).toEqual({ kind: 'redirect', to: '/user/edit' });
    expect(decideGate(member({ isPhoneVerified: false, dialCode: '+971', countryCode: 'AE' }), '/inbox')).toEqual({
      kind: 'allow',
    });
    expect(decideGate(member({ isPhoneVerified: false, dialCode: '+971', countryCode: 'US' }), '/inbox')).toEqual({
      kind: 'redirect',
      to: '/user/edit',
    });
  });
  it('needs an approved application for a member who applied', () => {
    expect(decideGate(member({ userType: 'memberForm' }), '/inbox')).toEqual({ kind: 'redirect', to: '/user/edit' });
    expect(decideGate(member({ userType: 'memberForm', isMemberVerified: true }), '/inbox')).toEqual({ kind: 'allow' });
  });
  it('holds pending and on-hold accounts on their own pages', () => {
    expect(decideGate(member({ memberStatus: 'pending' }), '/inbox')).toEqual({
      kind: 'redirect',
      to: '/membership-info',
    });
    expect(decideGate(member({ memberStatus: 'on_hold' }), '/inbox')).toEqual({ kind: 'redirect', to: '/warning' });
    expect(decideGate(member({ memberStatus: 'on_hold' }), '/warning')).toEqual({ kind: 'allow' });
  });
  it('counts admins and property managers as complete', () => {
    expect(decideGate(member({ isAdmin: true, stepsCompleted: false, isPhoneVerified: false }), '/inbox')).toEqual({
      kind: 'allow',
    });
    expect(decideGate(member({ isPropertyManager: true, stepsCompleted: false }), '/inbox')).toEqual({ kind: 'allow' });
  });
});

describe('socialAccess', () => {
  it('opens to a complete, updated, phone-verified woman who accepted the rules', () => {
    expect(socialAccess(complete)).toBe('open');
    expect(socialAccess(member({ socialEnable: false }))).toBe('rules');
  });
  it('stays closed otherwise', () => {
    expect(socialAccess(member({ isPhoneVerified: false }))).toBe('closed');
    expect(socialAccess(member({ isProfileUpdated: false }))).toBe('closed');
    expect(socialAccess(member({ gender: 'male' }))).toBe('closed');
    expect(socialAccess(member({ stepsCompleted: false }))).toBe('closed');
  });
});

describe('canInvite', () => {
  it('needs a limit and one invitation left', () => {
    expect(canInvite(complete)).toBe(true);
    expect(canInvite(member({ invitesLeft: 0 }))).toBe(false);
    expect(canInvite(member({ maxInvite: 0, adminInviteLimit: 0 }))).toBe(false);
    expect(canInvite(member({ maxInvite: 0, adminInviteLimit: 3, invitesLeft: 3 }))).toBe(true);
  });
});
