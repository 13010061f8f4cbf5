// The provider's signing keys: made once, kept in Postgres encrypted with the accounts data key, so tokens stay
// verifiable across restarts and every accounts replica signs with the same key.
import { generateKeyPairSync, randomUUID } from 'node:crypto';
import type { Knex } from '@golightly/db';
import type { JWK } from 'oidc-provider';
import type { FieldCrypto } from '../../db/field-crypto';

export function generateSigningKey(): JWK {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const jwk = privateKey.export({ format: 'jwk' }) as JWK;
  return { ...jwk, kid: randomUUID(), alg: 'RS256', use: 'sig' };
}

/** The keys newest first (the first one signs); creates the first key on first start. */
export async function loadSigningKeys(db: Knex, crypto: FieldCrypto): Promise<JWK[]> {
  const read = async () =>
    (
      await db('oidc_signing_keys')
        .orderBy([{ column: 'created_at', order: 'desc' }, { column: 'kid' }])
        .select('private_jwk_encrypted')
    ).map((row: { private_jwk_encrypted: string }) => JSON.parse(crypto.decrypt(row.private_jwk_encrypted)) as JWK);
  const keys = await read();
  if (keys.length > 0) return keys;
  const key = generateSigningKey();
  // Two replicas starting at once may both insert a key; both then read and use the same newest one.
  await db('oidc_signing_keys').insert({ kid: key.kid, private_jwk_encrypted: crypto.encrypt(JSON.stringify(key)) });
  return read();
}
