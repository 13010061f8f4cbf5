// Numbered SQL migrations: each service keeps `src/db/migrations/NNNN-name.sql`, applied once, in order, under a lock.
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Knex } from 'knex';

export interface MigrationSource {
  /** Separates the migrations of a shared package (e.g. `events`) from the service's own. */
  namespace: string;
  /** Folder of `NNNN-name.sql` files. */
  dir: string;
}

export interface AppliedMigration {
  namespace: string;
  name: string;
}

const FILE_PATTERN = /^\d{4}-[a-z0-9-]+\.sql$/;
// Any constant works; it only has to be the same for every migrator of one database.
const MIGRATION_LOCK_KEY = 727_001;

async function readMigrations(source: MigrationSource) {
  const files = (await readdir(source.dir)).filter((f) => f.endsWith('.sql')).sort();
  const misnamed = files.filter((f) => !FILE_PATTERN.test(f));
  if (misnamed.length > 0) {
    throw new Error(`Migration files must be named NNNN-kebab-name.sql: ${misnamed.join(', ')} in ${source.dir}`);
  }
  return Promise.all(
    files.map(async (name) => {
      const sql = await readFile(path.join(source.dir, name), 'utf8');
      return { name, sql, checksum: createHash('sha256').update(sql).digest('hex') };
    }),
  );
}

/** One digest of every migration of `sources` (names and contents, in order): equal digests, equal schemas. */
export async function migrationsDigest(sources: MigrationSource[]): Promise<string> {
  const hash = createHash('sha256');
  for (const source of sources) {
    for (const migration of await readMigrations(source)) {
      hash.update(`${source.namespace}/${migration.name}:${migration.checksum}\n`);
    }
  }
  return hash.digest('hex');
}

/**
 * Applies pending migrations of every source, each in its own transaction.
 * A migration already applied whose file changed is an error: history is never rewritten.
 */
export async function runMigrations(db: Knex, sources: MigrationSource[]): Promise<AppliedMigration[]> {
  const applied: AppliedMigration[] = [];
  await db.raw(`create table if not exists schema_migrations (
    namespace text not null,
    name text not null,
    checksum text not null,
    applied_at timestamptz not null default now(),
    primary key (namespace, name))`);
  const connection = await db.client.acquireConnection();
  try {
    await connection.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    for (const source of sources) {
      const done = new Map<string, string>(
        (await db('schema_migrations').where({ namespace: source.namespace }).select('name', 'checksum')).map(
          (row: { name: string; checksum: string }) => [row.name, row.checksum],
        ),
      );
      for (const migration of await readMigrations(source)) {
        const previous = done.get(migration.name);
        if (previous !== undefined) {
          if (previous !== migration.checksum) {
            throw new Error(
              `Migration ${source.namespace}/${migration.name} was changed after it was applied; add a new migration instead`,
            );
          }
          continue;
        }
        await db.transaction(async (trx) => {
          await trx.raw(migration.sql);
          await trx('schema_migrations').insert({
            namespace: source.namespace,
            name: migration.name,
            checksum: migration.checksum,
          });
        });
        applied.push({ namespace: source.namespace, name: migration.name });
      }
    }
  } finally {
    await connection.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
    await db.client.releaseConnection(connection);
  }
  return applied;
}
