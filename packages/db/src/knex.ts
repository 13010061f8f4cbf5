// Connection pools and transactions: one knex per service database.
import knexFactory, { type Knex } from 'knex';
import pg from 'pg';

export type { Knex };

// Postgres BIGINT (int8) and NUMERIC come back as strings by default; ids fit in a JS number,
// money is handled as integer minor units, so both are parsed as numbers.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number.parseInt(v, 10));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (v) => Number.parseFloat(v));

export interface KnexOptions {
  /** Maximum pool size; services default to 10, tests to 4. */
  poolMax?: number;
  /** Name shown in pg_stat_activity. */
  applicationName?: string;
  /** Where knex's own warnings go (connection errors during an outage); without one they are dropped, not printed. */
  log?: { warn(message: string): void; error(message: string): void };
}

export function createKnex(connectionString: string, options: KnexOptions = {}): Knex {
  return knexFactory({
    client: 'pg',
    connection: { connectionString, application_name: options.applicationName ?? 'golightly' },
    pool: { min: 0, max: options.poolMax ?? 10 },
    acquireConnectionTimeout: 10_000,
    // Knex otherwise writes these to the console, outside the JSON logs; errors still reach the caller as rejections.
    log: {
      warn: (message: string) => options.log?.warn(message),
      error: (message: string) => options.log?.error(message),
      deprecate: (message: string) => options.log?.warn(message),
      debug: () => undefined,
    },
  });
}

/** Runs `work` inside a transaction, reusing `trx` when the caller already holds one. */
export async function withTransaction<T>(
  db: Knex | Knex.Transaction,
  work: (trx: Knex.Transaction) => Promise<T>,
): Promise<T> {
  if (db.isTransaction) return work(db as Knex.Transaction);
  return db.transaction(work);
}

/** True when the database answers within `timeoutMs`; used by readiness checks. */
export async function isReachable(db: Knex, timeoutMs = 2000): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      db.raw('select 1'),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error('timeout')), timeoutMs);
      }),
    ]);
    return true;
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}
