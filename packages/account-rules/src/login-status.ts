// The one model of a sign-in's outcome (spec 000 §4 "Login status", §8 "Login errors"): every status userLogin
// answers, which of them sign in, and what the member reads for each. The accounts service decides the status
// (its domain/sign-in.ts) and the member app reads it, both from here. Pure: no I/O.
import { REGISTRATION_MESSAGES } from './registration';

/** Every status userLogin answers: the spec's, plus `tooManyAttempts` for a client that must wait (decision 0025). */
export const LOGIN_STATUSES = [
  'success',
  'admin',
  'secondary',
  'email',
  'password',
  'loggedIn',
  'adminLoggedIn',
  'memberNotVerified',
  'tooManyAttempts',
  'other',
] as const;

export type LoginStatus = (typeof LOGIN_STATUSES)[number];

/** Member, admin and co-host sign-in successes: a session is created for these and no other. */
export const LOGIN_SUCCESS_STATUSES = ['success', 'admin', 'secondary'] as const satisfies readonly LoginStatus[];

export type LoginSuccessStatus = (typeof LOGIN_SUCCESS_STATUSES)[number];
export type LoginFailureStatus = Exclude<LoginStatus, LoginSuccessStatus>;

/** Whether a status (as any string from the wire) is one of the successes. */
export function isLoginSuccess(status: string | null | undefined): status is LoginSuccessStatus {
  return (LOGIN_SUCCESS_STATUSES as readonly string[]).includes(status ?? '');
}

/** The spec's names for the login errors (§8), by status. */
export const LOGIN_MESSAGE_KEYS = {
  email: 'emailNotExists',
  password: 'passwordWrong',
  loggedIn: 'loggedIn',
  adminLoggedIn: 'adminLoggedIn',
  memberNotVerified: 'weAreSorry',
  tooManyAttempts: 'tooManyAttempts',
  other: 'somethingWentWrong',
} as const satisfies Record<LoginFailureStatus, string>;

export type LoginMessageKey = (typeof LOGIN_MESSAGE_KEYS)[LoginFailureStatus];

/** The longest wait a client is told about (ATTEMPT_LIMITS.maxWaitSeconds in accounts' sign-in rules). */
export const LONGEST_SIGN_IN_WAIT_SECONDS = 15 * 60;

/** "45 seconds", "1 minute", "15 minutes": a wait rounded up to what a member reads. */
export function describeWait(seconds: number): string {
  if (seconds < 60) {
    const whole = Math.max(1, Math.ceil(seconds));
    return whole === 1 ? '1 second' : `${whole} seconds`;
  }
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}

export const tooManyAttemptsMessage = (retryAfterSeconds: number) =>
  `Too many sign-in attempts. Please wait ${describeWait(retryAfterSeconds)} and try again.`;

/** The form error a member reads for each failed sign-in. */
export const LOGIN_MESSAGES: Readonly<Record<LoginMessageKey, string>> = {
  emailNotExists: 'No account exists for this email',
  passwordWrong: 'Wrong password. Please try again or reset your password.',
  loggedIn: REGISTRATION_MESSAGES.loggedIn,
  adminLoggedIn: REGISTRATION_MESSAGES.adminLoggedIn,
  weAreSorry: "We're sorry, your membership has not been verified yet. We will email you once it is approved.",
  tooManyAttempts: tooManyAttemptsMessage(LONGEST_SIGN_IN_WAIT_SECONDS),
  somethingWentWrong: REGISTRATION_MESSAGES.other,
};

function isLoginFailureStatus(status: string): status is LoginFailureStatus {
  return Object.hasOwn(LOGIN_MESSAGE_KEYS, status);
}

/**
 * The form error for a sign-in status: null for the successes, the generic error for a status it does not know.
 * A throttled client is told how long to wait when the caller knows (`retryAfterSeconds`), else the longest wait.
 */
export function loginMessage(status: string, retryAfterSeconds?: number): string | null {
  if (isLoginSuccess(status)) return null;
  if (status === 'tooManyAttempts' && retryAfterSeconds !== undefined) return tooManyAttemptsMessage(retryAfterSeconds);
  const failure = isLoginFailureStatus(status) ? status : 'other';
  return LOGIN_MESSAGES[LOGIN_MESSAGE_KEYS[failure]];
}
