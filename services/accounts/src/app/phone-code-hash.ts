// The keyed hash phone codes are stored under: a leaked table does not give the codes away, though there are 10,000.
import { createHmac } from 'node:crypto';

export type PhoneCodeHash = (salt: Buffer, code: string) => Buffer;

/** Keyed by a key derived from the service's data key, so only this service can test a guess. */
export function phoneCodeHash(dataKey: Buffer): PhoneCodeHash {
  const codeKey = createHmac('sha256', dataKey).update('golightly/accounts/phone-codes').digest();
  return (salt, code) => createHmac('sha256', codeKey).update(salt).update(code).digest();
}
