// Sign-in decisions and throttling, without I/O. The statuses and their messages are the one login-status model of
// @golightly/account-rules, which the member app reads too.
import { isIPv4, isIPv6 } from 'node:net';
import {
  LOGIN_SUCCESS_STATUSES,
  LONGEST_SIGN_IN_WAIT_SECONDS,
  loginMessage,
  type LoginStatus,
} from '@golightly/account-rules/login-status';

export {
  describeWait,
  LOGIN_SUCCESS_STATUSES,
  tooManyAttemptsMessage,
  type LoginStatus,
} from '@golightly/account-rules/login-status';

export type MemberStatus = 'pending' | 'standard' | 'on_hold' | 'rejected';

export type SignInAccount =
  | { kind: 'member'; passwordMatches: boolean; memberStatus: MemberStatus; isCoHost: boolean }
  | { kind: 'admin'; passwordMatches: boolean };

export interface SignInFacts {
  /** The caller is already signed in (as a member or an admin). */
  signedInAs: 'member' | 'admin' | null;
  /** This client must wait before its next attempt on this account, or has failed too often overall. */
  throttled: boolean;
  /** The account the e-mail names, if any. */
  account: SignInAccount | null;
}

/** The order matters: an existing session first, then throttling, then who the e-mail names. */
export function decideSignIn(facts: SignInFacts): LoginStatus {
  if (facts.signedInAs === 'admin') return 'adminLoggedIn';
  if (facts.signedInAs === 'member') return 'loggedIn';
  if (facts.throttled) return 'tooManyAttempts';
  const account = facts.account;
  if (!account) return 'email';
  if (!account.passwordMatches) return 'password';
  if (account.kind === 'admin') return 'admin';
  if (account.memberStatus === 'pending' || account.memberStatus === 'rejected') return 'memberNotVerified';
  return account.isCoHost ? 'secondary' : 'success';
}

/** A session is created only for these outcomes. */
export const SIGNED_IN: ReadonlySet<LoginStatus> = new Set(LOGIN_SUCCESS_STATUSES);

/**
 * Guessing limits. A client (one address, or one IPv6 /64) gets a few free failures per account, then waits a time
 * that doubles with each further failure; the wait is per (account, client), so a stranger elsewhere never locks a
 * member out. A client also has an overall budget of failures across accounts (password spraying).
 */
export const ATTEMPT_LIMITS = {
  freeFailures: 5,
  firstWaitSeconds: 60,
  maxWaitSeconds: LONGEST_SIGN_IN_WAIT_SECONDS,
  /** Failures this long after the last one are forgotten (longer than the longest wait). */
  forgetAfterSeconds: 60 * 60,
  clientFailuresPerWindow: 20,
  clientWindowSeconds: 15 * 60,
} as const;

/** An account's failures from one client. */
export interface AccountAttempts {
  failures: number;
  lastFailureAt: Date | null;
}

/** A client's failures across all accounts in the current window. */
export interface ClientAttempts {
  failures: number;
  windowStartedAt: Date;
}

export type AttemptDecision =
  { allowed: true; account: AccountAttempts; client: ClientAttempts } | { allowed: false; retryAfterSeconds: number };

/** How long a client waits after its `failures`-th failure on an account: nothing, then 1, 2, 4, 8, 15 minutes. */
export function waitAfterFailures(failures: number): number {
  const beyond = failures - ATTEMPT_LIMITS.freeFailures;
  if (beyond < 0) return 0;
  return Math.min(ATTEMPT_LIMITS.firstWaitSeconds * 2 ** beyond, ATTEMPT_LIMITS.maxWaitSeconds);
}

const secondsBetween = (from: Date, to: Date) => (to.getTime() - from.getTime()) / 1000;

/**
 * Whether an attempt may go on to the password check. An allowed attempt is counted as a failure up front (the
 * returned counts are what to store before verifying), so parallel or aliased attempts can never all pass; a success
 * gives it back (`forgiveAttempt`).
 */
export function decideAttempt(account: AccountAttempts, client: ClientAttempts, now: Date): AttemptDecision {
  const forgotten =
    !account.lastFailureAt || secondsBetween(account.lastFailureAt, now) >= ATTEMPT_LIMITS.forgetAfterSeconds;
  const failures = forgotten ? 0 : account.failures;
  if (!forgotten) {
    const waitLeft = waitAfterFailures(failures) - secondsBetween(account.lastFailureAt!, now);
    if (waitLeft > 0) return { allowed: false, retryAfterSeconds: Math.ceil(waitLeft) };
  }
  const windowAge = secondsBetween(client.windowStartedAt, now);
  const windowOver = windowAge >= ATTEMPT_LIMITS.clientWindowSeconds || windowAge < 0;
  const clientFailures = windowOver ? 0 : client.failures;
  if (clientFailures >= ATTEMPT_LIMITS.clientFailuresPerWindow) {
    return {
      allowed: false,
      retryAfterSeconds: Math.max(1, Math.ceil(ATTEMPT_LIMITS.clientWindowSeconds - windowAge)),
    };
  }
  return {
    allowed: true,
    account: { failures: failures + 1, lastFailureAt: now },
    client: { failures: clientFailures + 1, windowStartedAt: windowOver ? now : client.windowStartedAt },
  };
}

/** Stands for a caller whose address is unknown (never the case behind the gateway). */
export const UNKNOWN_CLIENT = '0.0.0.0';

/**
 * What counts as one client: an IPv4 address (also when written IPv4-mapped), or an IPv6 /64, since one household or
 * server is usually given a whole /64 and could otherwise take a fresh address for every guess.
 */
export function clientKey(address: string | null | undefined): string {
  const ip = (address ?? '').trim().split('%')[0]!;
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip);
  if (mapped && isIPv4(mapped[1]!)) return mapped[1]!;
  if (isIPv4(ip)) return ip;
  if (!isIPv6(ip)) return UNKNOWN_CLIENT;
  const hex = ip.replace(/(\d+)\.(\d+)\.(\d+)\.(\d+)$/, (_all, a, b, c, d) =>
    [((+a << 8) | +b).toString(16), ((+c << 8) | +d).toString(16)].join(':'),
  );
  const [head = '', tail] = hex.split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  const zeros = tail === undefined ? [] : Array<string>(8 - headGroups.length - tailGroups.length).fill('0');
  const groups = [...headGroups, ...zeros, ...tailGroups].map((group) => parseInt(group, 16).toString(16));
  return `${groups.slice(0, 4).join(':')}::/64`;
}

/** What a member reads for each outcome: the login-status model's texts, the throttling notice with its wait. */
export function signInMessage(status: LoginStatus, retryAfterSeconds = ATTEMPT_LIMITS.maxWaitSeconds): string | null {
  return loginMessage(status, retryAfterSeconds);
}
