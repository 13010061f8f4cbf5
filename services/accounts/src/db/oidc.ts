// What the OpenID Connect provider stores (decision 0011): its payloads (sessions, interactions, grants, codes,
// tokens), one table for every model, and its signing keys, encrypted with the accounts data key.
import type { Knex } from '@golightly/db';

export interface StoredPayload {
  payload: Record<string, unknown>;
  consumedAt: Date | null;
}

export async function upsertOidcPayload(
  db: Knex,
  model: string,
  id: string,
  payload: { grantId?: string; userCode?: string; uid?: string },
  expiresAt: Date | null,
): Promise<void> {
  await db('oidc_payloads')
    .insert({
      model,
      id,
      payload,
      grant_id: payload.grantId ?? null,
      user_code: payload.userCode ?? null,
      uid: payload.uid ?? null,
      expires_at: expiresAt,
    })
    .onConflict(['model', 'id'])
    .merge();
}

export async function deleteExpiredOidcPayloads(db: Knex): Promise<void> {
  await db('oidc_payloads').where('expires_at', '<', db.fn.now()).delete();
}

/** An unexpired payload of `model` found by its id, uid or user code. */
export async function findOidcPayload(
  db: Knex,
  model: string,
  where: { id: string } | { uid: string } | { user_code: string },
): Promise<StoredPayload | undefined> {
  const row = await db('oidc_payloads')
    .where({ model, ...where })
    .where((q) => q.whereNull('expires_at').orWhere('expires_at', '>', db.fn.now()))
    .first('payload', 'consumed_at');
  return row ? { payload: row.payload, consumedAt: row.consumed_at ? new Date(row.consumed_at) : null } : undefined;
}

export async function consumeOidcPayload(db: Knex, model: string, id: string): Promise<void> {
  await db('oidc_payloads').where({ model, id }).update({ consumed_at: db.fn.now() });
}

export async function deleteOidcPayload(db: Knex, model: string, id: string): Promise<void> {
  await db('oidc_payloads').where({ model, id }).delete();
}

export async function deleteOidcGrant(db: Knex, grantId: string): Promise<void> {
  await db('oidc_payloads').where({ grant_id: grantId }).delete();
}

/** The signing keys' encrypted JWKs, newest first. */
export async function readEncryptedSigningKeys(db: Knex): Promise<string[]> {
  const rows: { private_jwk_encrypted: string }[] = await db('oidc_signing_keys')
    .orderBy([{ column: 'created_at', order: 'desc' }, { column: 'kid' }])
    .select('private_jwk_encrypted');
  return rows.map((row) => row.private_jwk_encrypted);
}

export async function insertEncryptedSigningKey(db: Knex, kid: string, encryptedJwk: string): Promise<void> {
  await db('oidc_signing_keys').insert({ kid, private_jwk_encrypted: encryptedJwk });
}
