// Phone verification codes (spec 001 §5: "phone verification code 4 digits"): how they are made, how long they work,
// how many guesses and how many sends a member gets. Pure: randomness, hashing and the clock come from the caller.
// The code's form and the texts are shared with the member app's dialog (@golightly/account-rules).
import { CODE_LENGTH } from '@golightly/account-rules/phone';

export { CODE_LENGTH, normaliseCode, PHONE_CODE_MESSAGES } from '@golightly/account-rules/phone';

/** A code works for 10 minutes (spec 001 §9 shows a delay notice after 10 minutes: then she asks again). */
export const CODE_TTL_MS = 10 * 60_000;
/** Wrong guesses before a code stops working, even for the right digits. */
export const MAX_FAILED_ATTEMPTS = 5;
/** Codes a member may ask for per hour (each one is a text message the club pays for). */
export const MAX_CODES_PER_HOUR = 5;

/** `randomInt(max)` returns a uniformly random integer in [0, max): node's crypto.randomInt in production. */
export function newVerificationCode(randomInt: (max: number) => number): string {
  const value = randomInt(10 ** CODE_LENGTH);
  if (!Number.isInteger(value) || value < 0 || value >= 10 ** CODE_LENGTH)
    throw new RangeError('randomInt returned a value out of range');
  return String(value).padStart(CODE_LENGTH, '0');
}

export interface StoredCode {
  expiresAt: Date;
  failedAttempts: number;
  usedAt: Date | null;
  voidedAt: Date | null;
}

export type CodeVerdict = 'verified' | 'malformed' | 'noCode' | 'wrong' | 'expired' | 'tooManyAttempts';

/**
 * Judges an entered code against the member's latest code. In order: not four digits (costs no attempt), no live code,
 * locked by wrong guesses, expired, then the digits. `matches` compares in constant time (the caller hashes).
 */
export function judgeCode(
  entered: string | null,
  code: StoredCode | null,
  matches: (entered: string) => boolean,
  now: Date,
): CodeVerdict {
  if (entered === null) return 'malformed';
  if (code === null || code.usedAt !== null || code.voidedAt !== null) return 'noCode';
  if (code.failedAttempts >= MAX_FAILED_ATTEMPTS) return 'tooManyAttempts';
  if (now.getTime() >= code.expiresAt.getTime()) return 'expired';
  return matches(entered) ? 'verified' : 'wrong';
}

/** Wrong guesses left after this verdict. */
export function attemptsLeft(code: StoredCode | null, verdict: CodeVerdict): number {
  if (code === null) return 0;
  const failed = code.failedAttempts + (verdict === 'wrong' ? 1 : 0);
  return Math.max(0, MAX_FAILED_ATTEMPTS - failed);
}

/** Whether another code may be sent, given how many she asked for in the past hour. */
export const maySendCode = (sentInPastHour: number) => sentInPastHour < MAX_CODES_PER_HOUR;

export const codeExpiry = (now: Date) => new Date(now.getTime() + CODE_TTL_MS);

/** What the member is told: the wrong guess that uses up her last attempt already asks her for a new code. */
export function reportedVerdict(verdict: CodeVerdict, left: number): CodeVerdict {
  return verdict === 'wrong' && left === 0 ? 'tooManyAttempts' : verdict;
}
