// oidc-provider's storage on Postgres (src/db/oidc.ts): one table for every model.
import type { Knex } from '@golightly/db';
import type { Adapter, AdapterPayload } from 'oidc-provider';
import {
  consumeOidcPayload,
  deleteExpiredOidcPayloads,
  deleteOidcGrant,
  deleteOidcPayload,
  findOidcPayload,
  upsertOidcPayload,
  type StoredPayload,
} from '../../db/oidc';

/** Expired rows are swept every this many writes, so the table does not grow without a scheduler. */
const SWEEP_EVERY = 200;

const asPayload = (stored: StoredPayload | undefined): AdapterPayload | undefined =>
  stored && {
    ...(stored.payload as AdapterPayload),
    ...(stored.consumedAt ? { consumed: Math.floor(stored.consumedAt.getTime() / 1000) } : {}),
  };

export function postgresAdapterFactory(db: Knex) {
  let writes = 0;
  return class PostgresAdapter implements Adapter {
    constructor(private readonly model: string) {}

    async upsert(id: string, payload: AdapterPayload, expiresIn: number): Promise<void> {
      const expiresAt = expiresIn ? new Date(Date.now() + expiresIn * 1000) : null;
      await upsertOidcPayload(db, this.model, id, payload, expiresAt);
      if (++writes % SWEEP_EVERY === 0) await deleteExpiredOidcPayloads(db);
    }

    async find(id: string) {
      return asPayload(await findOidcPayload(db, this.model, { id }));
    }

    async findByUid(uid: string) {
      return asPayload(await findOidcPayload(db, this.model, { uid }));
    }

    async findByUserCode(userCode: string) {
      return asPayload(await findOidcPayload(db, this.model, { user_code: userCode }));
    }

    async consume(id: string): Promise<void> {
      await consumeOidcPayload(db, this.model, id);
    }

    async destroy(id: string): Promise<void> {
      await deleteOidcPayload(db, this.model, id);
    }

    async revokeByGrantId(grantId: string): Promise<void> {
      await deleteOidcGrant(db, grantId);
    }
  };
}
