// Phone verification codes (spec 001 §5: "phone verification code 4 digits"): how they are made, how long they work,
// how many guesses and how many sends a member gets. Pure: randomness, hashing and the clock come from the caller.

export const CODE_LENGTH = 4;
/** A code works for 10 minutes (spec 001 §9 shows a delay notice after 10 minutes: then she asks again). */
export const CODE_TTL_MS = 10 * 60_000;
/** Wrong guesses before a code stops working, even for the right digits. */
export const MAX_FAILED_ATTEMPTS = 5;
/** Codes a member may ask for per hour (each one is a text message the club pays for). */
export const MAX_CODES_PER_HOUR = 5;

export const PHONE_CODE_MESSAGES = {
  sent: 'We sent a 4-digit code to your phone. Enter it to verify your number.',
  tooManyRequests: 'You asked for too many codes. Please wait an hour and try again.',
  malformed: 'Please enter the 4-digit code we sent to your phone.',
  noCode: 'Please ask for a verification code first.',
  wrong: 'That code is not right. Please check it and try again.',
  expired: 'That code has expired. Please ask for a new one.',
  tooManyAttempts: 'Too many wrong codes. Please ask for a new one.',
  alreadyVerified: 'This phone number is already verified.',
} as const;

/** `randomInt(max)` returns a uniformly random integer in [0, max): node's crypto.randomInt in production. */
export function newVerificationCode(randomInt: (max: number) => number): string {
  const value = randomInt(10 ** CODE_LENGTH);
  if (!Number.isInteger(value) || value < 0 || value >= 10 ** CODE_LENGTH)
    throw new RangeError('randomInt returned a value out of range');
  return String(value).padStart(CODE_LENGTH, '0');
}

/** Four ASCII digits, after trimming; a code typed with spaces or dashes ("12 34") is accepted. */
export function normaliseCode(input: string | null | undefined): string | null {
  const code = (input ?? '').replace(/[\s-]/g, '');
  return /^[0-9]{4}$/.test(code) ? code : null;
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
