// `npm start`: the whole product on one machine — embedded Postgres, eight services, gateway, both web apps.
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  DEFAULT_PORTS,
  DEMO_ADMINS,
  DEMO_MEMBERS,
  DEMO_PASSWORD,
  databaseName,
  envSuffix,
  SERVICE_NAMES,
  type ServiceName,
} from '@golightly/config';
import {
  createKnex,
  databaseUrl,
  ensureDatabase,
  runMigrations,
  startEmbeddedPostgres,
  type RunningPostgres,
} from '@golightly/db';
import { eventLogMigrations } from '@golightly/events';
import { bold, cyan, dim, fail, ok, step } from './stack/console';
import { startProcess, stopProcess, waitUntilReady, type ManagedProcess } from './stack/processes';
import { SUBGRAPHS } from './stack/subgraphs';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const DATA_DIR = path.resolve(ROOT, process.env.GOLIGHTLY_DATA_DIR ?? '.data');
const LOG_DIR = path.join(DATA_DIR, 'logs');
const PID_FILE = path.join(DATA_DIR, 'run', 'pids.json');
const envPort = (name: string, fallback: number) => Number.parseInt(process.env[name] ?? '', 10) || fallback;
const GATEWAY_PORT = envPort('GATEWAY_PORT', DEFAULT_PORTS.gateway);
const WEB_PORT = envPort('WEB_PORT', DEFAULT_PORTS.web);
const ADMIN_WEB_PORT = envPort('ADMIN_WEB_PORT', DEFAULT_PORTS.adminWeb);
const POSTGRES_PORT = envPort('POSTGRES_PORT', DEFAULT_PORTS.postgres);
const MAIL_SMTP_PORT = envPort('MAIL_SMTP_PORT', 1025);
const MAIL_WEB_PORT = envPort('MAIL_WEB_PORT', 1080);
// Services listen right after the gateway: 4001..4008 by default.
const servicePort = (name: ServiceName) => GATEWAY_PORT + 1 + SERVICE_NAMES.indexOf(name);
const TSX = ['--import', 'tsx'];

const processes: ManagedProcess[] = [];
let postgres: RunningPostgres | undefined;
let stopping = false;

/**
 * Secrets are made once per data directory, so sessions and encrypted data survive a restart.
 * An environment variable of the same name wins (production).
 */
async function persistentSecret(variable: string, encoding: 'base64url' | 'base64'): Promise<string> {
  const given = process.env[variable];
  if (given) return given;
  const file = path.join(DATA_DIR, 'secrets', variable.toLowerCase());
  if (existsSync(file)) return (await readFile(file, 'utf8')).trim();
  await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
  const secret = randomBytes(32).toString(encoding);
  await writeFile(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

/** A previous run killed with SIGKILL leaves its children behind; end them before taking their ports. */
async function stopLeftovers() {
  if (!existsSync(PID_FILE)) return;
  const pids = JSON.parse(readFileSync(PID_FILE, 'utf8')) as number[];
  for (const pid of pids) {
    const cmdline = await readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => '');
    if (!cmdline.includes(ROOT)) continue;
    step(`stopping process ${pid} left over from a previous run`);
    try {
      process.kill(-pid, 'SIGTERM');
    } catch {
      /* already gone */
    }
  }
  await new Promise((r) => setTimeout(r, 500));
}

const recordPids = () => writeFile(PID_FILE, JSON.stringify(processes.map((p) => p.child.pid)));

async function prepareDatabases(serverUrl: string, serviceEnv: Record<string, string>): Promise<Record<ServiceName, string>> {
  const urls = {} as Record<ServiceName, string>;
  let seeded = 0;
  for (const subgraph of SUBGRAPHS) {
    const configured = process.env[`DATABASE_URL_${envSuffix(subgraph.name)}`];
    const url = configured ?? databaseUrl(serverUrl, databaseName(subgraph.name));
    if (!configured) await ensureDatabase(serverUrl, databaseName(subgraph.name));
    const db = createKnex(url, { poolMax: 2, applicationName: `${subgraph.name}-migrate` });
    try {
      const applied = await runMigrations(db, subgraph.migrations);
      if (subgraph.seedDemo) seeded += await subgraph.seedDemo(db, { ...process.env, ...serviceEnv });
      step(`${subgraph.name}: database ready${applied.length ? `, applied ${applied.map((m) => m.name).join(', ')}` : ''}`);
    } finally {
      await db.destroy();
    }
    urls[subgraph.name] = url;
  }
  if (seeded > 0) ok(`seeded ${seeded} demo rows`);
  return urls;
}

/** The Postgres event log every service shares on the embedded default (unless KAFKA_BROKERS is set). */
async function prepareEventLog(serverUrl: string): Promise<Record<string, string>> {
  if (process.env.KAFKA_BROKERS) {
    step(`events travel over Kafka at ${process.env.KAFKA_BROKERS}`);
    return {};
  }
  const url = process.env.EVENTS_DATABASE_URL ?? databaseUrl(serverUrl, 'events');
  if (!process.env.EVENTS_DATABASE_URL) await ensureDatabase(serverUrl, 'events');
  const db = createKnex(url, { poolMax: 2, applicationName: 'events-migrate' });
  try {
    await runMigrations(db, [eventLogMigrations]);
  } finally {
    await db.destroy();
  }
  step('events: Postgres event log ready');
  return { EVENTS_DATABASE_URL: url };
}

/** The local mail catcher (maildev): every e-mail the club sends, on a web page. Skipped when SMTP_URL is set. */
async function startMailCatcher(): Promise<Record<string, string>> {
  if (process.env.SMTP_URL) {
    step(`e-mail goes to ${new URL(process.env.SMTP_URL).host}`);
    return { SMTP_URL: process.env.SMTP_URL };
  }
  const proc = startProcess({
    name: 'mail-catcher',
    command: process.execPath,
    args: [
      path.join(ROOT, 'node_modules/maildev/dist/bin/maildev.js'),
      '--smtp', String(MAIL_SMTP_PORT),
      '--ip', '127.0.0.1',
      '--web', String(MAIL_WEB_PORT),
      '--web-ip', '127.0.0.1',
      '--mail-directory', path.join(DATA_DIR, 'mail'),
    ],
    cwd: ROOT,
    logDir: LOG_DIR,
    env: {},
  });
  processes.push(proc);
  await recordPids();
  // Its REST API answers once both the web and SMTP sides are up (its page is served only to browsers).
  await waitUntilReady(proc, `http://127.0.0.1:${MAIL_WEB_PORT}/api/email`);
  ok(`mail catcher on :${MAIL_SMTP_PORT} (SMTP) and :${MAIL_WEB_PORT} (web)`);
  return { SMTP_URL: `smtp://127.0.0.1:${MAIL_SMTP_PORT}` };
}

async function startServices(databaseUrls: Record<ServiceName, string>, secret: string, serviceEnv: Record<string, string>) {
  const started = SUBGRAPHS.map((subgraph) => {
    const port = servicePort(subgraph.name);
    const proc = startProcess({
      name: subgraph.name,
      command: process.execPath,
      args: [...TSX, `services/${subgraph.name}/src/main.ts`],
      cwd: ROOT,
      logDir: LOG_DIR,
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        [`DATABASE_URL_${envSuffix(subgraph.name)}`]: databaseUrls[subgraph.name],
        INTERNAL_IDENTITY_SECRET: secret,
        ...serviceEnv,
      },
    });
    processes.push(proc);
    return { proc, port };
  });
  await recordPids();
  await Promise.all(
    started.map(async ({ proc, port }) => {
      await waitUntilReady(proc, `http://127.0.0.1:${port}/readyz`);
      ok(`${proc.name} on :${port}`);
    }),
  );
}

async function startGateway(secret: string) {
  const subgraphUrls = Object.fromEntries(
    SERVICE_NAMES.map((name) => [`SUBGRAPH_URL_${envSuffix(name)}`, `http://127.0.0.1:${servicePort(name)}/graphql`]),
  );
  const proc = startProcess({
    name: 'gateway',
    command: process.execPath,
    args: [...TSX, 'gateway/src/main.ts'],
    cwd: ROOT,
    logDir: LOG_DIR,
    env: { PORT: String(GATEWAY_PORT), HOST: '127.0.0.1', INTERNAL_IDENTITY_SECRET: secret, ...subgraphUrls },
  });
  processes.push(proc);
  await recordPids();
  await waitUntilReady(proc, `http://127.0.0.1:${GATEWAY_PORT}/readyz`);
  ok(`gateway on :${GATEWAY_PORT}`);
}

async function startWebApps() {
  const vite = path.join(ROOT, 'node_modules/vite/bin/vite.js');
  const env = {
    GATEWAY_URL: `http://127.0.0.1:${GATEWAY_PORT}`,
    ADMIN_WEB_URL: `http://localhost:${ADMIN_WEB_PORT}`,
    WEB_PORT: String(WEB_PORT),
    ADMIN_WEB_PORT: String(ADMIN_WEB_PORT),
  };
  const apps = [
    { name: 'web', cwd: 'web', port: WEB_PORT, readyPath: '/' },
    { name: 'admin-web', cwd: 'admin-web', port: ADMIN_WEB_PORT, readyPath: '/siteadmin/' },
  ];
  await Promise.all(
    apps.map(async (app) => {
      const proc = startProcess({
        name: app.name,
        command: process.execPath,
        args: [vite, '--port', String(app.port), '--strictPort'],
        cwd: path.join(ROOT, app.cwd),
        logDir: LOG_DIR,
        env,
      });
      processes.push(proc);
      await recordPids();
      await waitUntilReady(proc, `http://localhost:${app.port}${app.readyPath}`);
      ok(`${app.name} on :${app.port}`);
    }),
  );
}

async function shutdown(code: number) {
  if (stopping) return;
  stopping = true;
  step('stopping: web apps, gateway, services, then Postgres');
  // Reverse start order: nothing is left calling a service that already stopped.
  for (const proc of [...processes].reverse()) await stopProcess(proc);
  if (postgres) {
    await Promise.race([postgres.stop(), new Promise((r) => setTimeout(r, 10_000))]);
  }
  await writeFile(PID_FILE, '[]').catch(() => undefined);
  ok('stopped cleanly');
  process.exit(code);
}

function printSummary(startedAt: number) {
  const line = (label: string, value: string) => console.log(`  ${label.padEnd(16)} ${cyan(value)}`);
  console.log(`\n${bold('Golightly is running')} ${dim(`(ready in ${((Date.now() - startedAt) / 1000).toFixed(1)}s)`)}\n`);
  line('Member app', `http://localhost:${WEB_PORT}/`);
  line('Admin app', `http://localhost:${WEB_PORT}/siteadmin/`);
  line('GraphQL gateway', `http://localhost:${GATEWAY_PORT}/graphql`);
  line('Readiness', `http://localhost:${GATEWAY_PORT}/readyz`);
  if (!process.env.SMTP_URL) line('Mail catcher', `http://localhost:${MAIL_WEB_PORT}/`);
  if (postgres) line('Postgres', postgres.serverUrl);
  line('Logs', LOG_DIR);
  console.log(`\n${bold('Demo sign-ins')} ${dim(`(password ${DEMO_PASSWORD} for all)`)}\n`);
  const roleWidth = Math.max(...Object.values(DEMO_MEMBERS).map((member) => member.role.length)) + 1;
  for (const member of Object.values(DEMO_MEMBERS)) {
    const code = member.referralKey ? ` ${dim(`invitation code ${member.referralKey}`)}` : '';
    console.log(`  ${member.email.padEnd(24)} ${member.role.padEnd(roleWidth)}${code}`.trimEnd());
  }
  for (const admin of Object.values(DEMO_ADMINS)) console.log(`  ${admin.email.padEnd(24)} ${admin.role}`);
  console.log(`\n  ${dim('Press Ctrl-C to stop everything.')}\n`);
  console.log('golightly is ready');
}

async function main() {
  const startedAt = Date.now();
  console.log(bold('Starting Golightly on its embedded default'));
  await mkdir(path.dirname(PID_FILE), { recursive: true });
  await mkdir(LOG_DIR, { recursive: true });
  await stopLeftovers();
  process.on('SIGINT', () => void shutdown(0));
  process.on('SIGTERM', () => void shutdown(0));

  const secret = await persistentSecret('INTERNAL_IDENTITY_SECRET', 'base64url');
  const serviceEnv: Record<string, string> = {
    ACCOUNTS_DATA_KEY: await persistentSecret('ACCOUNTS_DATA_KEY', 'base64'),
    SITE_URL: process.env.SITE_URL ?? `http://localhost:${WEB_PORT}`,
    // Uploaded pictures and ID documents live beside the data they belong to (decision 0009).
    ACCOUNTS_FILES_DIR: process.env.ACCOUNTS_FILES_DIR ?? path.join(DATA_DIR, 'files', 'accounts'),
  };
  step(`starting Postgres (data in ${path.relative(ROOT, DATA_DIR) || DATA_DIR}/postgres)`);
  postgres = await startEmbeddedPostgres({
    dataDir: path.join(DATA_DIR, 'postgres'),
    port: POSTGRES_PORT,
    log: (lineText) => {
      if (/FATAL|PANIC/.test(lineText)) fail(`postgres: ${lineText}`);
    },
  });
  ok(`Postgres on :${postgres.port}`);
  const databaseUrls = await prepareDatabases(postgres.serverUrl, serviceEnv);
  Object.assign(serviceEnv, await prepareEventLog(postgres.serverUrl));
  Object.assign(serviceEnv, await startMailCatcher());
  step('starting the eight services');
  await startServices(databaseUrls, secret, serviceEnv);
  step('starting the gateway');
  await startGateway(secret);
  step('starting the member and admin web apps');
  await startWebApps();
  printSummary(startedAt);

  // A process that dies later takes the whole stack down, loudly: a half-running stack misleads.
  for (const proc of processes) {
    void proc.exited.then((exitCode) => {
      if (stopping) return;
      fail(`${proc.name} stopped unexpectedly (code ${exitCode}); see ${proc.logFile}`);
      void shutdown(1);
    });
  }
}

main().catch(async (error: Error) => {
  fail(error.message);
  await shutdown(1);
});
