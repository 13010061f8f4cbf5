// One Postgres server, many databases: create, drop and address the databases of services and tests.
import pg from 'pg';

/** The URL of database `name` on the server that `serverUrl` points at. */
export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function withAdminClient<T>(serverUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl(serverUrl, 'postgres') });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

const quoteIdent = (name: string) => {
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(name)) throw new Error(`Unsafe database name: ${name}`);
  return `"${name}"`;
};

/** Creates database `name` unless it exists. Returns true when it was created. */
export async function ensureDatabase(serverUrl: string, name: string): Promise<boolean> {
  return withAdminClient(serverUrl, async (client) => {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (rowCount) return false;
    try {
      await client.query(`create database ${quoteIdent(name)}`);
      return true;
    } catch (error) {
      // Another process created it between the check and the create.
      if ((error as { code?: string }).code === '42P04') return false;
      throw error;
    }
  });
}

/** Drops database `name`, ending any connection still open to it. */
export async function dropDatabase(serverUrl: string, name: string): Promise<void> {
  await withAdminClient(serverUrl, (client) =>
    client.query(`drop database if exists ${quoteIdent(name)} with (force)`),
  );
}
