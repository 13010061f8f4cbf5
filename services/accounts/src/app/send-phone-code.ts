// Use case: a member asks for a 4-digit code to verify her phone (spec 001 §5); notifications delivers it.
import { randomBytes, randomInt } from 'node:crypto';
import { countCodesLastHour, findProfileRow, insertPhoneCode, lockUserRow } from '../db/profile';
import { splitPhone } from '../domain/phone';
import {
  codeExpiry,
  MAX_FAILED_ATTEMPTS,
  maySendCode,
  newVerificationCode,
  PHONE_CODE_MESSAGES,
} from '../domain/phone-codes';
import { phoneVerificationRequested } from '../events/publish';
import type { PhoneCodeHash } from './phone-code-hash';
import { decryptOrNull } from './deps';
import type { DataDeps } from './caller';

export interface PhoneCodeRequest {
  /** The number to verify, split like registration's; none means her number on file. */
  phoneNumber?: string | null;
  /** The default country of a number given without its dial code. */
  countryCode?: string | null;
}

export type SendPhoneCodeResult =
  | {
      status: 'success';
      message: string;
      dialCode: string;
      phoneNumber: string;
      expiresAt: Date;
      attemptsLeft: number;
    }
  | { status: 'alreadyVerified'; message: string; dialCode: string; phoneNumber: string }
  | { status: 'invalidPhone' | 'tooManyRequests'; message: string }
  | { status: 'accountGone' };

export async function sendPhoneCode(
  deps: DataDeps & { hashCode: PhoneCodeHash },
  userId: string,
  request: PhoneCodeRequest,
): Promise<SendPhoneCodeResult> {
  const { db, crypto, hashCode } = deps;
  const row = await findProfileRow(db, { userId });
  if (!row) return { status: 'accountGone' };
  const onFile = decryptOrNull(crypto, row.phone_encrypted);
  let target: { dialCode: string; phoneNumber: string; countryCode: string };
  if (request.phoneNumber?.trim()) {
    const split = splitPhone(request.phoneNumber, request.countryCode ?? row.country_code);
    if (!split.ok) return { status: 'invalidPhone', message: split.reason };
    target = split;
  } else if (onFile && row.dial_code && row.country_code) {
    target = { dialCode: row.dial_code, phoneNumber: onFile, countryCode: row.country_code };
  } else {
    return { status: 'invalidPhone', message: 'Please enter your phone number.' };
  }
  if (row.is_phone_verified && target.dialCode === row.dial_code && target.phoneNumber === onFile) {
    return {
      status: 'alreadyVerified',
      message: PHONE_CODE_MESSAGES.alreadyVerified,
      dialCode: target.dialCode,
      phoneNumber: target.phoneNumber,
    };
  }
  return db.transaction(async (trx): Promise<SendPhoneCodeResult> => {
    // Her row is locked, so two requests at once cannot both slip under the hourly limit.
    await lockUserRow(trx, userId);
    if (!maySendCode(await countCodesLastHour(trx, userId))) {
      return { status: 'tooManyRequests', message: PHONE_CODE_MESSAGES.tooManyRequests };
    }
    const code = newVerificationCode((max) => randomInt(max));
    const salt = randomBytes(16);
    const expiresAt = codeExpiry(new Date());
    await insertPhoneCode(trx, {
      userId,
      codeHash: hashCode(salt, code),
      salt,
      phoneEncrypted: crypto.encrypt(target.phoneNumber),
      dialCode: target.dialCode,
      countryCode: target.countryCode,
      expiresAt,
    });
    await phoneVerificationRequested(trx, {
      userId,
      ...target,
      code,
      expiresAt,
      email: decryptOrNull(crypto, row.email_encrypted) ?? '',
      firstName: row.first_name,
    });
    return {
      status: 'success',
      message: PHONE_CODE_MESSAGES.sent,
      dialCode: target.dialCode,
      phoneNumber: target.phoneNumber,
      expiresAt,
      attemptsLeft: MAX_FAILED_ATTEMPTS,
    };
  });
}
