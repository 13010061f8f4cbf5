// The provider's signing keys: made once, kept in Postgres encrypted with the accounts data key, so tokens stay
// verifiable across restarts and every accounts replica signs with the same key.
import { generateKeyPairSync, randomUUID } from 'node:crypto';
import type { Knex } from '@golightly/db';
import type { JWK } from 'oidc-provider';
import type { FieldCrypto } from '../../db/field-crypto';
import { insertEncryptedSigningKey, readEncryptedSigningKeys } from '../../db/oidc';

export function generateSigningKey(): JWK {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const jwk = privateKey.export({ format: 'jwk' }) as JWK;
  return { ...jwk, kid: randomUUID(), alg: 'RS256', use: 'sig' };
}

/** The keys newest first (the first one signs); creates the first key on first start. */
export async function loadSigningKeys(db: Knex, crypto: FieldCrypto): Promise<JWK[]> {
  const read = async () =>
    (await readEncryptedSigningKeys(db)).map((encrypted) => JSON.parse(crypto.decrypt(encrypted)) as JWK);
  const keys = await read();
  if (keys.length > 0) return keys;
  const key = generateSigningKey();
  // Two replicas starting at once may both insert a key; both then read and use the same newest one.
  await insertEncryptedSigningKey(db, key.kid!, crypto.encrypt(JSON.stringify(key)));
  return read();
}
