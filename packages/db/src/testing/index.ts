// Test databases: each test file gets its own fresh database on the run's shared Postgres server, copied from a
// template that was migrated once per set of migrations (a service's), instead of migrating every file's database.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { createKnex, type Knex } from '../knex';
import { migrationsDigest, runMigrations, type MigrationSource } from '../migrate';
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

/** Creates a fresh database named after `label` with `migrations` applied, and returns a pool to it. */
export async function createTestDatabase(label: string, migrations: MigrationSource[] = []): Promise<TestDatabase> {
  const serverUrl = testServerUrl();
  const slug = label
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .slice(0, 40);
  const name = `t_${slug}_${randomBytes(4).toString('hex')}`;
  if (migrations.length === 0) {
    await ensureDatabase(serverUrl, name);
  } else {
    await copyDatabase(serverUrl, await migratedTemplate(serverUrl, migrations), name);
  }
  const url = databaseUrl(serverUrl, name);
  const db = createKnex(url, { poolMax: 4, applicationName: name });
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

async function withServer<T>(serverUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl(serverUrl, 'postgres') });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

const templates = new Map<string, Promise<string>>();

/**
 * The name of a template database holding exactly `migrations`, built on first use by whichever test process asks
 * first (the others wait on an advisory lock) and then shared by every test file of the run. It is built under a
 * temporary name and renamed when complete, so a run killed halfway never leaves a half-migrated template behind.
 */
function migratedTemplate(serverUrl: string, migrations: MigrationSource[]): Promise<string> {
  const key = `${serverUrl} ${JSON.stringify(migrations)}`;
  let template = templates.get(key);
  if (!template) {
    template = buildTemplate(serverUrl, migrations);
    templates.set(key, template);
    template.catch(() => templates.delete(key));
  }
  return template;
}

async function buildTemplate(serverUrl: string, migrations: MigrationSource[]): Promise<string> {
  const digest = await migrationsDigest(migrations);
  const name = `tpl_${digest.slice(0, 24)}`;
  return withServer(serverUrl, async (client) => {
    const lockKey = Number.parseInt(digest.slice(0, 12), 16);
    await client.query('select pg_advisory_lock($1)', [lockKey]);
    try {
      const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name]);
      if (rowCount) return name;
      const building = `${name}_partial`;
      await client.query(`drop database if exists ${building} with (force)`);
      await client.query(`create database ${building}`);
      const db = createKnex(databaseUrl(serverUrl, building), { poolMax: 2, applicationName: building });
      try {
        await runMigrations(db, migrations);
      } finally {
        await db.destroy();
      }
      // A closed pool's backend may still be on its way out; a rename needs the database to itself.
      await client.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1', [building]);
      await client.query(`alter database ${building} rename to ${name}`);
      await client.query(`alter database ${name} is_template true`);
      return name;
    } finally {
      await client.query('select pg_advisory_unlock($1)', [lockKey]);
    }
  });
}

async function copyDatabase(serverUrl: string, template: string, name: string): Promise<void> {
  await withServer(serverUrl, (client) => client.query(`create database ${name} template ${template}`));
}
