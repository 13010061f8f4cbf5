// Personal data at rest: AES-256-GCM for values, a keyed hash (HMAC-SHA256) to find a member by e-mail.
import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto';

export interface FieldCrypto {
  encrypt(plaintext: string): string;
  decrypt(ciphertext: string): string;
  /** Deterministic lookup hash of a normalised value (e-mail: trimmed, lower-cased). */
  lookupHash(value: string): Buffer;
}

const VERSION = 'v1';

/** `dataKey` is 32 random bytes (base64 in ACCOUNTS_DATA_KEY); two independent subkeys are derived from it. */
export function createFieldCrypto(dataKey: Buffer): FieldCrypto {
  if (dataKey.length !== 32) throw new Error('The accounts data key must be 32 bytes');
  const derive = (label: string) => Buffer.from(hkdfSync('sha256', dataKey, Buffer.alloc(0), label, 32));
  const encryptionKey = derive('golightly/accounts/field-encryption');
  const hashKey = derive('golightly/accounts/lookup-hash');

  return {
    encrypt(plaintext) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', encryptionKey, iv);
      const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      return [
        VERSION,
        iv.toString('base64url'),
        body.toString('base64url'),
        cipher.getAuthTag().toString('base64url'),
      ].join('.');
    },
    decrypt(ciphertext) {
      const [version, iv, body, tag] = ciphertext.split('.');
      if (version !== VERSION || !iv || !body || tag === undefined) throw new Error('Unreadable encrypted field');
      const decipher = createDecipheriv('aes-256-gcm', encryptionKey, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
    },
    lookupHash(value) {
      return createHmac('sha256', hashKey).update(value.trim().toLowerCase()).digest();
    },
  };
}
