// oidc-provider's storage on Postgres: one table for every model (sessions, interactions, grants, codes, tokens).
import type { Knex } from '@golightly/db';
import type { Adapter, AdapterPayload } from 'oidc-provider';

/** Expired rows are swept every this many writes, so the table does not grow without a scheduler. */
const SWEEP_EVERY = 200;

export function postgresAdapterFactory(db: Knex) {
  let writes = 0;
  return class PostgresAdapter implements Adapter {
    constructor(private readonly model: string) {}

    async upsert(id: string, payload: AdapterPayload, expiresIn: number): Promise<void> {
      await db('oidc_payloads')
        .insert({
          model: this.model,
          id,
          payload,
          grant_id: payload.grantId ?? null,
          user_code: payload.userCode ?? null,
          uid: payload.uid ?? null,
          expires_at: expiresIn ? new Date(Date.now() + expiresIn * 1000) : null,
        })
        .onConflict(['model', 'id'])
        .merge();
      if (++writes % SWEEP_EVERY === 0) await db('oidc_payloads').where('expires_at', '<', db.fn.now()).delete();
    }

    private async findWhere(where: Record<string, string>): Promise<AdapterPayload | undefined> {
      const row = await db('oidc_payloads')
        .where({ model: this.model, ...where })
        .where((q) => q.whereNull('expires_at').orWhere('expires_at', '>', db.fn.now()))
        .first('payload', 'consumed_at');
      if (!row) return undefined;
      return {
        ...row.payload,
        ...(row.consumed_at ? { consumed: Math.floor(new Date(row.consumed_at).getTime() / 1000) } : {}),
      };
    }

    find(id: string) {
      return this.findWhere({ id });
    }

    findByUid(uid: string) {
      return this.findWhere({ uid });
    }

    findByUserCode(userCode: string) {
      return this.findWhere({ user_code: userCode });
    }

    async consume(id: string): Promise<void> {
      await db('oidc_payloads').where({ model: this.model, id }).update({ consumed_at: db.fn.now() });
    }

    async destroy(id: string): Promise<void> {
      await db('oidc_payloads').where({ model: this.model, id }).delete();
    }

    async revokeByGrantId(grantId: string): Promise<void> {
      await db('oidc_payloads').where({ grant_id: grantId }).delete();
    }
  };
}
