import { describe, expect, it } from 'vitest';
import {
  attemptsLeft,
  codeExpiry,
  CODE_TTL_MS,
  judgeCode,
  MAX_CODES_PER_HOUR,
  MAX_FAILED_ATTEMPTS,
  maySendCode,
  newVerificationCode,
  normaliseCode,
  reportedVerdict,
  type StoredCode,
} from './phone-codes';

const now = new Date('2026-11-22T10:00:00Z');
const live = (overrides: Partial<StoredCode> = {}): StoredCode => ({
  expiresAt: codeExpiry(now),
  failedAttempts: 0,
  usedAt: null,
  voidedAt: null,
  ...overrides,
});
const is1234 = (entered: string) => entered === '1234';

describe('newVerificationCode', () => {
  it('makes four digits, keeping leading zeros', () => {
    expect(newVerificationCode(() => 7)).toBe('0007');
    expect(newVerificationCode(() => 0)).toBe('0000');
    expect(newVerificationCode(() => 9999)).toBe('9999');
  });
  it('asks the random source for a number below 10,000', () => {
    let asked = 0;
    newVerificationCode((max) => {
      asked = max;
      return 1;
    });
    expect(asked).toBe(10_000);
  });
  it('refuses a random source that breaks its contract', () => {
    expect(() => newVerificationCode(() => 10_000)).toThrow(RangeError);
    expect(() => newVerificationCode(() => 1.5)).toThrow(RangeError);
  });
  it('gives only four-digit codes from a real random source', async () => {
    const { randomInt } = await import('node:crypto');
    for (let i = 0; i < 200; i += 1) expect(newVerificationCode((max) => randomInt(max))).toMatch(/^[0-9]{4}$/);
  });
});

describe('normaliseCode', () => {
  it('accepts four digits, with spaces or a dash typed between them', () => {
    expect(normaliseCode('1234')).toBe('1234');
    expect(normaliseCode(' 12 34 ')).toBe('1234');
    expect(normaliseCode('12-34')).toBe('1234');
  });
  it('refuses anything else', () => {
    for (const bad of ['', '123', '12345', 'abcd', '１２３４', null, undefined]) expect(normaliseCode(bad)).toBeNull();
  });
});

describe('judgeCode', () => {
  it('verifies the right code while it is live', () => {
    expect(judgeCode('1234', live(), is1234, now)).toBe('verified');
  });
  it('names a wrong code', () => {
    expect(judgeCode('4321', live(), is1234, now)).toBe('wrong');
  });
  it('says a malformed entry before anything else, so it costs no attempt', () => {
    expect(judgeCode(null, live({ failedAttempts: MAX_FAILED_ATTEMPTS }), is1234, now)).toBe('malformed');
  });
  it('needs a code that was sent and is neither used nor replaced', () => {
    expect(judgeCode('1234', null, is1234, now)).toBe('noCode');
    expect(judgeCode('1234', live({ usedAt: now }), is1234, now)).toBe('noCode');
    expect(judgeCode('1234', live({ voidedAt: now }), is1234, now)).toBe('noCode');
  });
  it('refuses even the right code once it has expired', () => {
    expect(judgeCode('1234', live(), is1234, new Date(now.getTime() + CODE_TTL_MS))).toBe('expired');
    expect(judgeCode('1234', live(), is1234, new Date(now.getTime() + CODE_TTL_MS - 1))).toBe('verified');
  });
  it('refuses even the right code after too many wrong guesses', () => {
    expect(judgeCode('1234', live({ failedAttempts: MAX_FAILED_ATTEMPTS }), is1234, now)).toBe('tooManyAttempts');
    expect(judgeCode('1234', live({ failedAttempts: MAX_FAILED_ATTEMPTS - 1 }), is1234, now)).toBe('verified');
  });
});

describe('attempts', () => {
  it('counts down the wrong guesses left', () => {
    expect(attemptsLeft(live(), 'wrong')).toBe(MAX_FAILED_ATTEMPTS - 1);
    expect(attemptsLeft(live({ failedAttempts: 2 }), 'verified')).toBe(MAX_FAILED_ATTEMPTS - 2);
    expect(attemptsLeft(live({ failedAttempts: MAX_FAILED_ATTEMPTS - 1 }), 'wrong')).toBe(0);
    expect(attemptsLeft(null, 'noCode')).toBe(0);
  });
  it('tells the member to ask for a new code on the guess that uses up her last attempt', () => {
    expect(reportedVerdict('wrong', 0)).toBe('tooManyAttempts');
    expect(reportedVerdict('wrong', 1)).toBe('wrong');
    expect(reportedVerdict('expired', 0)).toBe('expired');
  });
  it('lets a member ask for a few codes an hour, not more', () => {
    expect(maySendCode(0)).toBe(true);
    expect(maySendCode(MAX_CODES_PER_HOUR - 1)).toBe(true);
    expect(maySendCode(MAX_CODES_PER_HOUR)).toBe(false);
  });
});
