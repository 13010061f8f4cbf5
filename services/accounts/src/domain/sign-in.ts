// Sign-in decisions (spec 000 §4 login statuses) and throttling, without I/O.
import { loginMessage } from './registration';
export type LoginStatus =
  | 'success'
  | 'admin'
  | 'secondary'
  | 'email'
  | 'password'
  | 'loggedIn'
  | 'adminLoggedIn'
  | 'memberNotVerified'
  | 'tooManyAttempts'
  | 'other';

export type MemberStatus = 'pending' | 'standard' | 'on_hold' | 'rejected';

export type SignInAccount =
  | { kind: 'member'; passwordMatches: boolean; memberStatus: MemberStatus; isCoHost: boolean }
  | { kind: 'admin'; passwordMatches: boolean };

export interface SignInFacts {
  /** The caller is already signed in (as a member or an admin). */
  signedInAs: 'member' | 'admin' | null;
  /** Recent failures for this e-mail and for this address exceed the limits. */
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
export const SIGNED_IN: ReadonlySet<LoginStatus> = new Set(['success', 'admin', 'secondary']);

export const THROTTLE = {
  windowMinutes: 15,
  maxFailuresPerAccount: 5,
  maxFailuresPerAddress: 20,
} as const;

export function isThrottled(recentFailures: { forAccount: number; forAddress: number }): boolean {
  return (
    recentFailures.forAccount >= THROTTLE.maxFailuresPerAccount ||
    recentFailures.forAddress >= THROTTLE.maxFailuresPerAddress
  );
}

/** What a member reads for each outcome: the spec's texts (registration.ts), plus the throttling notice. */
export function signInMessage(status: LoginStatus): string | null {
  if (status === 'tooManyAttempts') {
    return `Too many sign-in attempts. Please wait ${THROTTLE.windowMinutes} minutes and try again.`;
  }
  return loginMessage(status);
}
