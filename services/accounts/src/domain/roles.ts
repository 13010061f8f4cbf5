// What each kind of account may open (spec 000 §2 navigation, §5 route guards, §6 roles). Pure: no I/O.
// The server decides with these rules (userGate, and the data each call serves); the web only mirrors them.

import { RESERVED_ACCOUNT_ID } from '@golightly/config';

/** The one reserved system account (spec 000 §6 "fixed user id"), written once in config for every service. */
export { RESERVED_ACCOUNT_ID };
/** Its default address; the runner may seed it with another (see seedReservedAccount). */
export const RESERVED_ACCOUNT_EMAIL = 'reserved@golightly.test';

export type Role = 'member' | 'coHost' | 'pressUser' | 'propertyManager' | 'reserved';

export interface RoleFacts {
  coHost: boolean;
  pressUser: boolean;
  propertyManager: boolean;
  reserved: boolean;
}

export interface RoleLimits {
  role: Role;
  /** Where the account's own menu entry goes: /users/security for co-hosts (spec 000 §6), /dashboard otherwise. */
  accountHome: string;
  /** Paths (and everything under them) this account may not open; the gate sends it to `redirectTo`. */
  forbiddenPaths: readonly string[];
  /** Paths forbidden exactly, not below (a co-host has no profile of her own, but may view members'). */
  forbiddenExactPaths: readonly string[];
  redirectTo: string;
  /** The header and footer links spec 000 §2 and §6 hide. */
  showDashboard: boolean;
  showProfile: boolean;
  showPayouts: boolean;
  showTransactions: boolean;
  showAccountSettings: boolean;
  showInvite: boolean;
  showListYourSpace: boolean;
  showManageListings: boolean;
  showMembers: boolean;
  showSaved: boolean;
  showGoHost: boolean;
  showBecomeAMemberReferral: boolean;
  /** Whether the account may open /users/security: everyone but the reserved account, unless it is a press user (decision 0010). */
  mayOpenSecurity: boolean;
  /** Counts as a complete profile (spec 000 §6, property managers). */
  countsAsComplete: boolean;
}

/**
 * A co-host works on her host's listings, reservations, inbox and trips, but sees none of the host's money or
 * personal settings: no transaction history, payout, account settings, dashboard or profile (spec 000 §2, §6).
 * She also cannot act for the host as a member: invite, delete the account, apply, buy Diamond.
 */
export const CO_HOST_FORBIDDEN_PATHS = [
  '/dashboard',
  '/user/transaction',
  '/user/payout',
  '/user/addpayout',
  '/user/edit',
  '/user/photo',
  '/user/verification',
  '/user/reviews',
  '/user/gosolo-reviews',
  '/document-verification',
  '/id-proofType',
  '/id-verification',
  '/invite',
  '/requestDelete',
  '/become-a-member',
  '/diamond-member',
  '/membership',
] as const;

/** The reserved account: no list-your-space, manage listing, members, profile, invite, saved, go-host, referral. */
export const RESERVED_FORBIDDEN_PATHS = [
  '/become-a-host',
  '/rooms',
  '/show/users',
  '/users/show',
  '/user/edit',
  '/user/photo',
  '/user/verification',
  '/user/reviews',
  '/user/gosolo-reviews',
  '/invite',
  '/wishlists',
  '/go-host',
  '/become-a-member',
] as const;

export const SECURITY_PATH = '/users/security';

export function roleOf(facts: RoleFacts): Role {
  if (facts.reserved) return 'reserved';
  if (facts.coHost) return 'coHost';
  if (facts.propertyManager) return 'propertyManager';
  if (facts.pressUser) return 'pressUser';
  return 'member';
}

export function roleLimits(facts: RoleFacts): RoleLimits {
  const role = roleOf(facts);
  const coHost = role === 'coHost';
  const reserved = role === 'reserved';
  return {
    role,
    accountHome: coHost ? SECURITY_PATH : '/dashboard',
    forbiddenPaths: coHost ? CO_HOST_FORBIDDEN_PATHS : reserved ? RESERVED_FORBIDDEN_PATHS : [],
    forbiddenExactPaths: coHost ? ['/users/show'] : [],
    redirectTo: coHost ? SECURITY_PATH : '/',
    showDashboard: !coHost,
    showProfile: !coHost && !reserved,
    showPayouts: !coHost,
    showTransactions: !coHost,
    showAccountSettings: !coHost,
    showInvite: !coHost && !reserved,
    showListYourSpace: !reserved,
    showManageListings: !reserved,
    showMembers: !reserved,
    showSaved: !reserved,
    showGoHost: !reserved,
    showBecomeAMemberReferral: !coHost && !reserved,
    mayOpenSecurity: !reserved || facts.pressUser,
    countsAsComplete: facts.propertyManager,
  };
}

const under = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`);

/**
 * The role's own gate, applied before the profile gates: a forbidden path goes to the role's redirect, and
 * /users/security is closed to the reserved account (it goes to /). Null when the role has nothing to say.
 */
export function roleGate(limits: RoleLimits, path: string): { kind: 'redirect'; to: string } | null {
  if (under(path, SECURITY_PATH)) return limits.mayOpenSecurity ? null : { kind: 'redirect', to: '/' };
  if (limits.forbiddenPaths.some((prefix) => under(path, prefix)) || limits.forbiddenExactPaths.includes(path)) {
    return { kind: 'redirect', to: limits.redirectTo };
  }
  return null;
}
