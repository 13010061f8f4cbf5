// `npm start`: the whole product on one machine — embedded Postgres, eight services, gateway, both web apps built and
// served by our static server. `npm run dev` (--dev) runs the web apps' Vite dev servers instead.
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
  servicePortAfter,
  type ServiceName,
} from '@golightly/config';
import { createKnex, databaseUrl, ensureDatabase, runMigrations } from '@golightly/db';
import { eventLogMigrations } from '@golightly/events';
import type { FastifyInstance } from 'fastify';
import { bold, cyan, dim, fail, ok, step } from './stack/console';
import { startPostgresProcess, type PostgresProcess } from './stack/postgres';
import { startProcess, stopProcess } from './stack/processes';
import { SUBGRAPHS } from '@golightly/subgraphs';
import { SupervisedProcess } from './stack/supervisor';
import { ensureBuilt } from './web-build/build';
import { createWebServer } from './web-server/server';

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
const servicePort = (name: ServiceName) => servicePortAfter(GATEWAY_PORT, name);
const TSX = ['--import', 'tsx'];
/** `npm run dev`: Vite's dev servers (hot reload) instead of the production builds. Never for anyone but a developer. */
const DEV = process.argv.includes('--dev');

// What runs, by the order it stops in: web first, Postgres last (services must close their connections before it).
const webServers: FastifyInstance[] = [];
const devServers: SupervisedProcess[] = [];
let gateway: SupervisedProcess | undefined;
const services: SupervisedProcess[] = [];
let mailCatcher: SupervisedProcess | undefined;
let postgres: PostgresProcess | undefined;
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

const recordPids = () =>
  writeFile(
    PID_FILE,
    JSON.stringify(
      [...devServers, ...(gateway ? [gateway] : []), ...services, ...(mailCatcher ? [mailCatcher] : [])]
        .map((supervised) => supervised.current.child.pid)
        .concat(postgres?.process.child.pid ?? []),
    ),
  );

async function prepareDatabases(
  serverUrl: string,
  serviceEnv: Record<string, string>,
): Promise<Record<ServiceName, string>> {
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
      step(
        `${subgraph.name}: database ready${applied.length ? `, applied ${applied.map((m) => m.name).join(', ')}` : ''}`,
      );
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
  const launch = () =>
    startProcess({
      name: 'mail-catcher',
      command: process.execPath,
      args: [
        path.join(ROOT, 'node_modules/maildev/dist/bin/maildev.js'),
        '--smtp',
        String(MAIL_SMTP_PORT),
        '--ip',
        '127.0.0.1',
        '--web',
        String(MAIL_WEB_PORT),
        '--web-ip',
        '127.0.0.1',
        '--mail-directory',
        path.join(DATA_DIR, 'mail'),
      ],
      cwd: ROOT,
      logDir: LOG_DIR,
      env: {},
    });
  // Its REST API answers once both the web and SMTP sides are up (its page is served only to browsers).
  const readyUrl = `http://127.0.0.1:${MAIL_WEB_PORT}/api/email`;
  mailCatcher = new SupervisedProcess({ name: 'mail-catcher', launch, readyUrl, onLaunch: recordPids });
  await mailCatcher.ready();
  ok(`mail catcher on :${MAIL_SMTP_PORT} (SMTP) and :${MAIL_WEB_PORT} (web)`);
  return { SMTP_URL: `smtp://127.0.0.1:${MAIL_SMTP_PORT}` };
}

async function startServices(
  databaseUrls: Record<ServiceName, string>,
  secret: string,
  serviceEnv: Record<string, string>,
) {
  const started = SUBGRAPHS.map((subgraph) => {
    const port = servicePort(subgraph.name);
    const launch = () =>
      startProcess({
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
    const readyUrl = `http://127.0.0.1:${port}/readyz`;
    const service = new SupervisedProcess({ name: subgraph.name, launch, readyUrl, onLaunch: recordPids });
    services.push(service);
    return { service, port };
  });
  await Promise.all(
    started.map(async ({ service, port }) => {
      await service.ready();
      ok(`${service.name} on :${port}`);
    }),
  );
}

async function startGateway(secret: string) {
  const subgraphUrls = Object.fromEntries(
    SERVICE_NAMES.map((name) => [`SUBGRAPH_URL_${envSuffix(name)}`, `http://127.0.0.1:${servicePort(name)}/graphql`]),
  );
  const launch = () =>
    startProcess({
      name: 'gateway',
      command: process.execPath,
      args: [...TSX, 'gateway/src/main.ts'],
      cwd: ROOT,
      logDir: LOG_DIR,
      env: { PORT: String(GATEWAY_PORT), HOST: '127.0.0.1', INTERNAL_IDENTITY_SECRET: secret, ...subgraphUrls },
    });
  const readyUrl = `http://127.0.0.1:${GATEWAY_PORT}/readyz`;
  gateway = new SupervisedProcess({ name: 'gateway', launch, readyUrl, onLaunch: recordPids });
  await gateway.ready();
  ok(`gateway on :${GATEWAY_PORT}`);
}

/** Builds both apps when their sources changed (before anything starts, so a broken build stops the run early). */
async function buildWebApps(secrets: string[]) {
  const options = { root: ROOT, logDir: LOG_DIR, secrets };
  return {
    webDist: await ensureBuilt({ name: 'web' }, options),
    adminDist: await ensureBuilt({ name: 'admin-web' }, options),
  };
}

/** The production builds on WEB_PORT (both apps) and ADMIN_WEB_PORT (the admin app alone), the gateway beside them. */
async function serveWebApps(dists: { webDist: string; adminDist: string }, siteUrl: string) {
  const shared = {
    gatewayUrl: `http://127.0.0.1:${GATEWAY_PORT}`,
    siteUrl,
    oidcIssuer: process.env.OIDC_ISSUER,
    mapTileUrl: process.env.MAP_TILE_URL,
    stripe: Boolean(process.env.STRIPE_PUBLISHABLE_KEY),
  };
  const both = await createWebServer({ ...shared, ...dists });
  webServers.push(both);
  await both.listen({ port: WEB_PORT, host: 'localhost' });
  ok(`web apps on :${WEB_PORT} (built; the admin app under /siteadmin/)`);
  const adminOnly = await createWebServer({ ...shared, adminDist: dists.adminDist });
  webServers.push(adminOnly);
  await adminOnly.listen({ port: ADMIN_WEB_PORT, host: 'localhost' });
  ok(`admin app alone on :${ADMIN_WEB_PORT}`);
}

/** `npm run dev`: Vite's dev servers, the member app's proxying the gateway and the admin app's server. */
async function startDevServers() {
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
      const launch = () =>
        startProcess({
          name: app.name,
          command: process.execPath,
          args: [vite, '--port', String(app.port), '--strictPort'],
          cwd: path.join(ROOT, app.cwd),
          logDir: LOG_DIR,
          env,
        });
      const readyUrl = `http://localhost:${app.port}${app.readyPath}`;
      const server = new SupervisedProcess({ name: app.name, launch, readyUrl, onLaunch: recordPids });
      devServers.push(server);
      await server.ready();
      ok(`${app.name} dev server on :${app.port}`);
    }),
  );
}

async function shutdown(code: number) {
  if (stopping) return;
  stopping = true;
  step('stopping: web apps, gateway, services, then Postgres');
  // Each waits for the one before it: nothing is left calling what already stopped, and no service holds a
  // connection when Postgres goes (it would log "terminating connection due to administrator command").
  await Promise.all([...webServers.map((server) => server.close()), ...devServers.map((server) => server.stop())]);
  if (webServers.length + devServers.length > 0) ok('web apps stopped');
  if (gateway) {
    await gateway.stop();
    ok('gateway stopped');
  }
  if (services.length > 0) {
    await Promise.all(services.map((service) => service.stop()));
    ok('services stopped');
  }
  await mailCatcher?.stop();
  if (postgres) {
    await stopProcess(postgres.process, 15_000, true);
    ok('Postgres stopped');
  }
  await writeFile(PID_FILE, '[]').catch(() => undefined);
  ok('stopped cleanly');
  process.exit(code);
}

function printSummary(startedAt: number) {
  const line = (label: string, value: string) => console.log(`  ${label.padEnd(16)} ${cyan(value)}`);
  console.log(
    `\n${bold('Golightly is running')} ${dim(`(ready in ${((Date.now() - startedAt) / 1000).toFixed(1)}s)`)}\n`,
  );
  line('Member app', `http://localhost:${WEB_PORT}/`);
  line('Admin app', `http://localhost:${WEB_PORT}/siteadmin/`);
  line('GraphQL gateway', `http://localhost:${GATEWAY_PORT}/graphql`);
  line('Readiness', `http://localhost:${GATEWAY_PORT}/readyz`);
  if (!process.env.SMTP_URL) line('Mail catcher', `http://localhost:${MAIL_WEB_PORT}/`);
  line('Admin app alone', `http://localhost:${ADMIN_WEB_PORT}/siteadmin/`);
  if (postgres) line('Postgres', postgres.serverUrl);
  line('Logs', LOG_DIR);
  console.log(`\n${bold('Demo sign-ins')} ${dim(`(password ${DEMO_PASSWORD} for all)`)}\n`);
  const roleWidth = Math.max(...Object.values(DEMO_MEMBERS).map((member) => member.role.length)) + 1;
  for (const member of Object.values(DEMO_MEMBERS)) {
    const code = member.referralKey ? ` ${dim(`invitation code ${member.referralKey}`)}` : '';
    console.log(`  ${member.email.padEnd(24)} ${member.role.padEnd(roleWidth)}${code}`.trimEnd());
  }
  for (const admin of Object.values(DEMO_ADMINS)) console.log(`  ${admin.email.padEnd(24)} ${admin.role}`);
  const webNote = DEV ? 'Vite dev servers (npm run dev): never expose them' : 'production builds';
  console.log(
    `\n  ${dim(`Web apps: ${webNote}. A process that crashes is restarted. Press Ctrl-C to stop everything.`)}\n`,
  );
  console.log('golightly is ready');
}

async function main() {
  const startedAt = Date.now();
  console.log(bold(`Starting Golightly on its embedded default${DEV ? " with the web apps' dev servers" : ''}`));
  await mkdir(path.dirname(PID_FILE), { recursive: true });
  await mkdir(LOG_DIR, { recursive: true });
  await stopLeftovers();
  process.on('SIGINT', () => void shutdown(0));
  process.on('SIGTERM', () => void shutdown(0));

  const secret = await persistentSecret('INTERNAL_IDENTITY_SECRET', 'base64url');
  const dataKey = await persistentSecret('ACCOUNTS_DATA_KEY', 'base64');
  const siteUrl = process.env.SITE_URL ?? `http://localhost:${WEB_PORT}`;
  const dists = DEV ? undefined : await buildWebApps([secret, dataKey]);
  const serviceEnv: Record<string, string> = {
    ACCOUNTS_DATA_KEY: dataKey,
    SITE_URL: siteUrl,
    // Every service's files (pictures, ID documents, listing photos) live beside the data they belong to, each in
    // its own folder under files/ (decision 0033); FILE_STORE=s3 and the S3_* settings pass through from the shell.
    FILE_STORE_DIR: process.env.FILE_STORE_DIR ?? path.join(DATA_DIR, 'files'),
  };
  step(`starting Postgres (data in ${path.relative(ROOT, DATA_DIR) || DATA_DIR}/postgres)`);
  postgres = await startPostgresProcess({
    dataDir: path.join(DATA_DIR, 'postgres'),
    port: POSTGRES_PORT,
    logDir: LOG_DIR,
    onProblem: (lineText) => fail(`postgres: ${lineText}`),
  });
  await recordPids();
  ok(`Postgres on :${postgres.port}`);
  const databaseUrls = await prepareDatabases(postgres.serverUrl, serviceEnv);
  Object.assign(serviceEnv, await prepareEventLog(postgres.serverUrl));
  Object.assign(serviceEnv, await startMailCatcher());
  step('starting the eight services');
  await startServices(databaseUrls, secret, serviceEnv);
  step('starting the gateway');
  await startGateway(secret);
  step('starting the member and admin web apps');
  if (dists) await serveWebApps(dists, siteUrl);
  else await startDevServers();
  printSummary(startedAt);

  // Postgres is the one process nothing can do without: if it dies, the stack stops, loudly.
  void postgres.process.exited.then((exitCode) => {
    if (stopping) return;
    fail(`Postgres stopped unexpectedly (code ${exitCode}); see ${postgres?.process.logFile}`);
    void shutdown(1);
  });
}

main().catch(async (error: Error) => {
  fail(error.message);
  await shutdown(1);
});
