// Use case: a member enters the code she was sent; the right one verifies the number it went to (spec 001 §5).
import { timingSafeEqual } from 'node:crypto';
import { countFailedAttempt, latestPhoneCode, markPhoneVerified, refreshSteps } from '../db/profile';
import {
  attemptsLeft,
  judgeCode,
  normaliseCode,
  PHONE_CODE_MESSAGES,
  reportedVerdict,
  type CodeVerdict,
} from '../domain/phone-codes';
import { phoneVerified } from '../events/publish';
import type { PhoneCodeHash } from './phone-code-hash';
import type { DataDeps } from './caller';

export type CodeRefusal = Exclude<CodeVerdict, 'verified'>;

export type VerifyPhoneResult =
  | { status: 'success'; message: string; dialCode: string; phoneNumber: string; attemptsLeft: number }
  | { status: 'malformed'; message: string }
  | { status: Exclude<CodeRefusal, 'malformed'>; message: string; attemptsLeft: number };

const CODE_MESSAGES: Readonly<Record<CodeRefusal, string>> = {
  malformed: PHONE_CODE_MESSAGES.malformed,
  noCode: PHONE_CODE_MESSAGES.noCode,
  wrong: PHONE_CODE_MESSAGES.wrong,
  expired: PHONE_CODE_MESSAGES.expired,
  tooManyAttempts: PHONE_CODE_MESSAGES.tooManyAttempts,
};

/**
 * Judges the guess with her latest code locked, so guesses at once are counted one after another and cannot pass
 * the attempt limit together. A code that is not four digits is refused before, without counting as a guess.
 */
export async function verifyPhone(
  deps: DataDeps & { hashCode: PhoneCodeHash },
  userId: string,
  guess: { code: string; now?: Date },
): Promise<VerifyPhoneResult> {
  const { db, crypto, hashCode } = deps;
  const entered = normaliseCode(guess.code);
  if (entered === null) return { status: 'malformed', message: CODE_MESSAGES.malformed };
  return db.transaction(async (trx): Promise<VerifyPhoneResult> => {
    const code = await latestPhoneCode(trx, userId);
    const verdict = judgeCode(
      entered,
      code,
      (digits) => timingSafeEqual(hashCode(code!.salt, digits), code!.codeHash),
      guess.now ?? new Date(),
    );
    const left = attemptsLeft(code, verdict);
    if (verdict === 'wrong') await countFailedAttempt(trx, code!.id);
    if (verdict !== 'verified') {
      const reported = reportedVerdict(verdict, left) as Exclude<CodeRefusal, 'malformed'>;
      return { status: reported, message: CODE_MESSAGES[reported], attemptsLeft: left };
    }
    await markPhoneVerified(trx, userId, code!);
    await refreshSteps(trx, userId);
    await phoneVerified(trx, { userId, dialCode: code!.dialCode, countryCode: code!.countryCode });
    return {
      status: 'success',
      message: 'Your phone number is verified.',
      dialCode: code!.dialCode,
      phoneNumber: crypto.decrypt(code!.phoneEncrypted),
      attemptsLeft: left,
    };
  });
}
