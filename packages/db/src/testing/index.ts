// Test databases: each test file gets its own fresh database on the run's shared Postgres server.
import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';
import { createKnex, type Knex } from '../knex';
import { runMigrations, type MigrationSource } from '../migrate';
import { databaseUrl, dropDatabase, ensureDatabase } from '../server';
import './provided-context';

export interface TestDatabase {
  db: Knex;
  /** Connection URL of this database, for code under test that opens its own pool. */
  url: string;
  name: string;
  /** The server, for tests that create further databases. */
  serverUrl: string;
  /** Closes the pool and drops the database. */
  drop(): Promise<void>;
}

/** The shared test server's URL (provided by the global setup). */
export const testServerUrl = (): string => inject('pgServerUrl');

/** Creates a fresh database named after `label`, applies `migrations`, and returns a pool to it. */
export async function createTestDatabase(label: string, migrations: MigrationSource[] = []): Promise<TestDatabase> {
  const serverUrl = testServerUrl();
  const slug = label
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .slice(0, 40);
  const name = `t_${slug}_${randomBytes(4).toString('hex')}`;
  await ensureDatabase(serverUrl, name);
  const url = databaseUrl(serverUrl, name);
  const db = createKnex(url, { poolMax: 4, applicationName: name });
  await runMigrations(db, migrations);
  return {
    db,
    url,
    name,
    serverUrl,
    drop: async () => {
      await db.destroy();
      await dropDatabase(serverUrl, name);
    },
  };
}
