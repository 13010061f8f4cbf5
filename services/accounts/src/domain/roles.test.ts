import { describe, expect, it } from 'vitest';
import { roleGate, roleLimits, roleOf, type RoleFacts } from './roles';

const facts = (overrides: Partial<RoleFacts> = {}): RoleFacts => ({
  coHost: false,
  pressUser: false,
  propertyManager: false,
  reserved: false,
  ...overrides,
});

describe('role limits', () => {
  it('leave an ordinary member every link and every page, her account security included', () => {
    const limits = roleLimits(facts());
    expect(limits).toMatchObject({
      role: 'member',
      accountHome: '/dashboard',
      forbiddenPaths: [],
      showPayouts: true,
      showInvite: true,
      mayOpenSecurity: true,
    });
    expect(roleGate(limits, '/user/payout')).toBeNull();
    expect(roleGate(limits, '/users/security')).toBeNull();
  });

  it('keep a co-host out of the host payouts, transactions, settings, dashboard and profile', () => {
    const limits = roleLimits(facts({ coHost: true }));
    expect(limits).toMatchObject({
      role: 'coHost',
      accountHome: '/users/security',
      showDashboard: false,
      showProfile: false,
      showPayouts: false,
      showTransactions: false,
      showAccountSettings: false,
      mayOpenSecurity: true,
    });
    for (const path of [
      '/user/payout',
      '/user/payout/failure',
      '/user/addpayout',
      '/user/transaction',
      '/dashboard',
      '/user/edit',
      '/users/show',
      '/invite',
    ]) {
      expect(roleGate(limits, path)).toEqual({ kind: 'redirect', to: '/users/security' });
    }
    for (const path of ['/users/security', '/rooms', '/inbox', '/reservation/current', '/users/show/42']) {
      expect(roleGate(limits, path)).toBeNull();
    }
  });

  it('keep the reserved account from listing, members, profile, invites, saved and go-host', () => {
    const limits = roleLimits(facts({ reserved: true }));
    expect(limits).toMatchObject({
      role: 'reserved',
      showListYourSpace: false,
      showInvite: false,
      showSaved: false,
      showGoHost: false,
      showBecomeAMemberReferral: false,
    });
    for (const path of [
      '/become-a-host',
      '/become-a-host/12/home',
      '/rooms',
      '/show/users',
      '/users/show/2',
      '/invite',
      '/wishlists',
      '/go-host',
    ]) {
      expect(roleGate(limits, path)).toEqual({ kind: 'redirect', to: '/' });
    }
    expect(roleGate(limits, '/users/security')).toEqual({ kind: 'redirect', to: '/' });
    expect(roleGate(limits, '/s')).toBeNull();
  });

  it('let the reserved account open /users/security only when it is a press user', () => {
    expect(roleGate(roleLimits(facts({ reserved: true, pressUser: true })), '/users/security')).toBeNull();
    expect(roleGate(roleLimits(facts({ pressUser: true })), '/users/security')).toBeNull();
  });

  it('count a property manager as a complete profile', () => {
    expect(roleLimits(facts({ propertyManager: true }))).toMatchObject({
      role: 'propertyManager',
      countsAsComplete: true,
    });
  });

  it('name the reserved account first, then co-host, property manager, press user', () => {
    expect(roleOf(facts({ reserved: true, coHost: true }))).toBe('reserved');
    expect(roleOf(facts({ coHost: true, pressUser: true }))).toBe('coHost');
    expect(roleOf(facts({ propertyManager: true, pressUser: true }))).toBe('propertyManager');
  });
});
