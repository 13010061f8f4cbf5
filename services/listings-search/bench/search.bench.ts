// `npm run bench:search -- [--count N] [--duration S] [--warmup S] [--rounds N] [--connections 1,20]
// [--data-dir DIR] [--one-process] [--apq] [--cpu-prof DIR]`: one realistic member search (a city's map box, a 5-night stay a few weeks ahead,
// room type + amenity + 2 bedrooms, price ascending, the search page's card fields) over `count` generated listings
// (100,000 unless given), asked three ways with autocannon at each connection count: the raw SQL (searchListingsQuery
// through a pg pool behind a tiny HTTP server, so every path pays HTTP), the listings-search subgraph directly (with
// the signed identity the gateway would send), and the gateway in front of it, each server in a process of its own
// as in production. The paths take turns in slices so the shared machine's other load falls on each alike. Prints
// p50/p95/p99, requests/s and the Node CPU a request costs on each path, the ratios gateway/raw and gateway/subgraph
// and whether issue 15's targets are met (decision 0046). With --data-dir the embedded Postgres keeps its data
// there, so a second run skips the generation.
import { fork } from 'node:child_process';
import { createHash } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { readFileSync } from 'node:fs';
import { mkdir, mkdtemp } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import { SERVICE_NAMES, type ServiceName } from '@golightly/config';
import {
  createKnex,
  databaseUrl,
  ensureDatabase,
  runMigrations,
  startEmbeddedPostgres,
  type Knex,
} from '@golightly/db';
import { buildGateway } from '@golightly/gateway';
import { createLogger, DEFAULT_QUERY_LIMITS, IDENTITY_HEADER, signCaller } from '@golightly/service-kit';
import type { FastifyInstance } from 'fastify';
import { subgraph } from '../src/app';
import { generateListings } from '../src/db/demo-listings/generate';
import { searchListingsQuery, type SearchCandidate } from '../src/db/search';
import { readSearchSettings } from '../src/db/search-settings';
import {
  SEARCH_PAGE_SIZE,
  searchFilterOf,
  withDefaultSort,
  type SearchArguments,
  type SearchFilter,
} from '../src/domain/search-filter';
import { AMENITY_TYPE_IDS, LIST_SETTING_TYPES } from '../src/domain/list-settings';

const log = (line: string) => console.log(`[bench] ${line}`);

export const PATHS = ['raw', 'subgraph', 'gateway'] as const;
export type BenchPath = (typeof PATHS)[number];

export interface BenchOptions {
  count: number;
  /** Seconds each path is measured at each connection count, in all. */
  duration: number;
  /** Seconds of load before a path's first measured slice, not counted. */
  warmup: number;
  /**
   * Slices the measured time is cut into, the paths taking turns (raw, subgraph, gateway, raw…), so a load the
   * shared machine's other work puts on it falls on every path alike; each figure is the median of its slices.
   */
  rounds: number;
  connections: number[];
  /** Keep the embedded Postgres here (reused by the next run); a fresh, removed one otherwise. */
  dataDir?: string;
  /** The subgraph and the gateway in the bench's own process (true), not each in its own as in production. */
  oneProcess?: boolean;
  /**
   * The gateway path sends the query's hash instead of its text (Apollo's automatic persisted queries, registered by
   * the first request), so the gateway neither reads nor hashes the text of each request.
   */
  apq?: boolean;
  /** Each server process writes V8 CPU profiles (one a thread) into DIR/ROLE/ when it stops. */
  cpuProfDir?: string;
}

/** Issue 15's targets: at 20 clients the gateway's req/s against raw and subgraph; at 1 client its p50 beside raw. */
export const TARGETS = { throughputVsRaw: 0.35, throughputVsSubgraph: 0.6, p50OverRawMs: 5, loadedConnections: 20 };

export function parseArgs(argv: readonly string[]): BenchOptions {
  const options: BenchOptions = { count: 100_000, duration: 10, warmup: 2, rounds: 5, connections: [1, 20] };
  const number = (name: string, value: string | undefined, min: number, max: number) => {
    const parsed = Number(value?.replace(/[_,]/g, ''));
    if (value === undefined || !Number.isFinite(parsed) || parsed < min || parsed > max) {
      throw new Error(`${name} must be a number from ${min} to ${max}`);
    }
    return parsed;
  };
  for (let i = 0; i < argv.length; i++) {
    const [flag, inline] = argv[i]!.split('=', 2) as [string, string | undefined];
    const value = () => inline ?? argv[++i];
    if (flag === '--count') options.count = Math.round(number('--count', value(), 1, 5_000_000));
    else if (flag === '--duration') options.duration = number('--duration', value(), 1, 120);
    else if (flag === '--warmup') options.warmup = number('--warmup', value(), 0, 60);
    else if (flag === '--rounds') options.rounds = Math.round(number('--rounds', value(), 1, 20));
    else if (flag === '--connections') {
      const list = value();
      options.connections = (list ?? '').split(',').map((c) => Math.round(number('--connections', c, 1, 200)));
    } else if (flag === '--data-dir') {
      const dir = value();
      if (!dir) throw new Error('--data-dir needs a directory');
      options.dataDir = path.resolve(dir);
    } else if (flag === '--one-process') {
      options.oneProcess = true;
    } else if (flag === '--apq') {
      options.apq = true;
    } else if (flag === '--cpu-prof') {
      const dir = value();
      if (!dir) throw new Error('--cpu-prof needs a directory');
      options.cpuProfDir = path.resolve(dir);
    } else {
      throw new Error(
        `unknown argument ${argv[i]}: give --count N, --duration S, --warmup S, --rounds N, --connections 1,20, ` +
          '--data-dir DIR, --one-process, --apq, --cpu-prof DIR',
      );
    }
  }
  return options;
}

/** Ids of a path's answer, in order: the raw rows, or the GraphQL results. */
export function answerIds(path: BenchPath, body: unknown): number[] {
  if (path === 'raw') return (body as { id: number }[]).map((row) => row.id);
  const answer = body as { data?: { SearchListing?: { results: { id: number }[] } }; errors?: unknown[] };
  if (answer.errors?.length || !answer.data?.SearchListing) {
    throw new Error(`${path} answered with errors: ${JSON.stringify(answer.errors ?? answer).slice(0, 500)}`);
  }
  return answer.data.SearchListing.results.map((result) => result.id);
}

/** The same ids in the same order on every path, and a full page of them; else why not. */
export function checkSameAnswers(ids: Record<BenchPath, number[]>, pageSize = SEARCH_PAGE_SIZE): string | null {
  if (ids.raw.length < pageSize) {
    return `the query found ${ids.raw.length} homes, fewer than a page of ${pageSize}: pick a denser box`;
  }
  for (const path of ['subgraph', 'gateway'] as const) {
    if (ids[path].join(',') !== ids.raw.join(',')) {
      return `${path} answered ids ${ids[path].join(',')} where raw SQL answered ${ids.raw.join(',')}`;
    }
  }
  return null;
}

/** The search page's query (web/src/routes/search/search.graphql), its card fields; the map's markers aside. */
export const SEARCH_QUERY = /* GraphQL */ `
  query BenchSearchListings(
    $dates: SearchDatesInput
    $sw_lat: Float
    $sw_lng: Float
    $ne_lat: Float
    $ne_lng: Float
    $searchByMap: Boolean
    $roomType: [Int!]
    $amenities: [Int!]
    $bedrooms: Int
    $priceSortOrder: String
    $currentPage: Int
  ) {
    SearchListing(
      dates: $dates
      sw_lat: $sw_lat
      sw_lng: $sw_lng
      ne_lat: $ne_lat
      ne_lng: $ne_lng
      searchByMap: $searchByMap
      roomType: $roomType
      amenities: $amenities
      bedrooms: $bedrooms
      priceSortOrder: $priceSortOrder
      currentPage: $currentPage
    ) {
      count
      currentPage
      pageSize
      currency
      errorMessage
      results {
        ...SearchResultCardFields
      }
      otherResultsCount
    }
  }

  fragment SearchResultCardFields on SearchResultListing {
    id
    title
    slug
    city
    state
    countryName
    personCapacity
    beds
    bedrooms
    bookingType
    coverPhoto
    reviewsCount
    reviewsStarRating
    isExclusiveProp
    minPrice
    wishListStatus
    isListOwner
    lat
    lng
    settingsData {
      listsettings {
        id
        typeId
        itemName
      }
    }
  }
`;

/** Singapore's box: the generator's densest large city (about 490 of 100,000 listings, all within 0.02° of it). */
export const CITY_BOX = { name: 'Singapore', sw_lat: 1.2, sw_lng: 103.6, ne_lat: 1.48, ne_lng: 104.05 };

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The search's arguments: 5 nights from four weeks ahead, the commonest room type, the box's commonest amenity. */
async function benchArguments(db: Knex): Promise<SearchArguments & Record<string, unknown>> {
  const inBox = db('listings as l')
    .whereBetween('l.lat', [CITY_BOX.sw_lat, CITY_BOX.ne_lat])
    .whereBetween('l.lng', [CITY_BOX.sw_lng, CITY_BOX.ne_lng]);
  const roomType: { id: number } | undefined = await inBox
    .clone()
    .join('list_settings as s', 's.id', 'l.room_type_id')
    .where('s.type_id', LIST_SETTING_TYPES.roomType)
    .groupBy('s.id')
    .orderByRaw('count(*) desc, s.id')
    .first({ id: 's.id' });
  const amenity: { id: number } | undefined = await inBox
    .clone()
    .join('listing_setting_items as i', 'i.listing_id', 'l.id')
    .join('list_settings as s', 's.id', 'i.setting_id')
    .whereIn('s.type_id', [...AMENITY_TYPE_IDS])
    .groupBy('s.id')
    .orderByRaw('count(*) desc, s.id')
    .first({ id: 's.id' });
  if (!roomType || !amenity) throw new Error(`no listing in ${CITY_BOX.name}'s box: were the listings generated?`);
  const checkIn = Date.now() + 28 * 86_400_000;
  return {
    dates: { startDate: isoDay(checkIn), endDate: isoDay(checkIn + 5 * 86_400_000) },
    sw_lat: CITY_BOX.sw_lat,
    sw_lng: CITY_BOX.sw_lng,
    ne_lat: CITY_BOX.ne_lat,
    ne_lng: CITY_BOX.ne_lng,
    searchByMap: true,
    roomType: [roomType.id],
    amenities: [amenity.id],
    bedrooms: 2,
    priceSortOrder: 'asc',
    currentPage: 1,
  };
}

interface Target {
  path: BenchPath;
  url: string;
  headers: () => Record<string, string>;
  body: string;
  /** CPU time the path's processes have used so far, in ms; null when not measurable apart. */
  cpuMs: () => Promise<number | null>;
}

export interface Figures {
  path: BenchPath;
  connections: number;
  p50: number;
  p95: number;
  p99: number;
  rps: number;
  errors: number;
  /** Node CPU (the path's own processes, Postgres aside) per answered request, in ms; absent in one process. */
  cpuMsPerRequest?: number;
}

async function load(target: Target, connections: number, seconds: number): Promise<autocannon.Result> {
  return autocannon({
    url: target.url,
    method: 'POST',
    headers: { 'content-type': 'application/json', ...target.headers() },
    body: target.body,
    connections,
    duration: seconds,
    // The load comes from a thread of its own, not from the event loop the servers answer on.
    workers: 1,
  });
}

async function measure(target: Target, connections: number, options: BenchOptions): Promise<Figures> {
  if (options.warmup > 0) await load(target, connections, options.warmup);
  const cpuBefore = await target.cpuMs();
  const result = await load(target, connections, options.duration);
  const cpuAfter = await target.cpuMs();
  const latency = result.latency as autocannon.Histogram & { p95?: number };
  const cpu =
    cpuBefore === null || cpuAfter === null || result.requests.total === 0
      ? {}
      : { cpuMsPerRequest: (cpuAfter - cpuBefore) / result.requests.total };
  return {
    ...cpu,
    path: target.path,
    connections,
    p50: latency.p50,
    p95: latency.p95 ?? latency.p97_5,
    p99: latency.p99,
    rps: result.requests.average,
    errors: result.errors + result.non2xx + result.timeouts,
  };
}

/** One figure of a path's slices: the median of each measure, the errors of them all. */
export function medianOf(slices: readonly Figures[]): Figures {
  const median = (values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    const middle = Math.floor(sorted.length / 2);
    return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
  };
  const of = (pick: (f: Figures) => number) => median(slices.map(pick));
  const cpu = slices.flatMap((f) => (f.cpuMsPerRequest === undefined ? [] : [f.cpuMsPerRequest]));
  return {
    path: slices[0]!.path,
    connections: slices[0]!.connections,
    p50: of((f) => f.p50),
    p95: of((f) => f.p95),
    p99: of((f) => f.p99),
    rps: of((f) => f.rps),
    errors: slices.reduce((sum, f) => sum + f.errors, 0),
    ...(cpu.length === 0 ? {} : { cpuMsPerRequest: median(cpu) }),
  };
}

async function listen(app: FastifyInstance | Server): Promise<string> {
  if ('listen' in app && 'inject' in app) return app.listen({ port: 0, host: '127.0.0.1' });
  const server = app as Server;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

function printTable(figures: Figures[]) {
  const rows = figures.map((f) => [
    f.path,
    String(f.connections),
    f.p50.toFixed(1),
    f.p95.toFixed(1),
    f.p99.toFixed(1),
    f.rps.toFixed(1),
    f.cpuMsPerRequest === undefined ? '-' : f.cpuMsPerRequest.toFixed(2),
    String(f.errors),
  ]);
  const header = ['path', 'connections', 'p50 ms', 'p95 ms', 'p99 ms', 'req/s', 'node cpu ms/req', 'errors'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i]!.length)));
  const line = (cells: string[]) =>
    `| ${cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join(' | ')} |`;
  console.log('');
  console.log(line(header));
  console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const row of rows) console.log(line(row));
  console.log('');
}

/** The ratios and targets; returns whether every target that was measured is met. */
export function verdicts(figures: readonly Figures[]): { lines: string[]; met: boolean } {
  const of = (path: BenchPath, connections: number) =>
    figures.find((f) => f.path === path && f.connections === connections);
  const lines: string[] = [];
  let met = true;
  for (const connections of [...new Set(figures.map((f) => f.connections))]) {
    const [raw, sub, gw] = [of('raw', connections), of('subgraph', connections), of('gateway', connections)];
    if (!raw || !sub || !gw) continue;
    const vsRaw = gw.rps / raw.rps;
    const vsSub = gw.rps / sub.rps;
    let line =
      `${connections} connection${connections === 1 ? '' : 's'}: gateway/raw ${(vsRaw * 100).toFixed(1)} % of req/s, ` +
      `gateway/subgraph ${(vsSub * 100).toFixed(1)} %; p50 gateway ${gw.p50.toFixed(1)} ms vs raw ${raw.p50.toFixed(1)} ms`;
    if (connections === TARGETS.loadedConnections) {
      const okRaw = vsRaw >= TARGETS.throughputVsRaw;
      const okSub = vsSub >= TARGETS.throughputVsSubgraph;
      met &&= okRaw && okSub;
      line +=
        ` — target >= ${TARGETS.throughputVsRaw * 100} % of raw: ${okRaw ? 'met' : 'NOT MET'}` +
        `, >= ${TARGETS.throughputVsSubgraph * 100} % of subgraph: ${okSub ? 'met' : 'NOT MET'}`;
    }
    if (connections === 1) {
      const ok = gw.p50 - raw.p50 <= TARGETS.p50OverRawMs;
      met &&= ok;
      line += ` — target p50 within ${TARGETS.p50OverRawMs} ms of raw: ${ok ? 'met' : 'NOT MET'}`;
    }
    lines.push(line);
  }
  return { lines, met };
}

/** A server of one path: where it listens, what it has cost so far, how to stop it. */
interface Served {
  url: string;
  /** CPU time its process has used so far, in ms (null when it shares the bench's process). */
  cpuMs: () => Promise<number | null>;
  close: () => Promise<void>;
}

interface Servers {
  raw: Served;
  subgraph: Served;
  gateway: Served;
  /** SQL statements the subgraph has sent so far. */
  statements: () => Promise<number>;
}

/** The raw SQL: the search's one query, its first page, through a pg pool as the service sizes it, behind HTTP. */
async function startRaw(url: string, filter: SearchFilter) {
  const rawDb = createKnex(url, { applicationName: 'search-bench-raw' });
  const raw = createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      // As the search does: the settings' page size and default order, then the one query.
      readSearchSettings(rawDb)
        .then(
          (settings) =>
            searchListingsQuery(rawDb, withDefaultSort(filter, settings.defaultPriceSort), { displayRate: 1 }).limit(
              settings.pageSize,
            ) as Promise<SearchCandidate[]>,
        )
        .then((rows) => {
          response.writeHead(200, { 'content-type': 'application/json' });
          response.end(JSON.stringify(rows));
        })
        .catch((error: unknown) => {
          response.writeHead(500);
          response.end(String(error));
        });
    });
  });
  return {
    url: await listen(raw),
    close: async () => {
      await new Promise((resolve) => raw.close(resolve));
      await rawDb.destroy();
    },
  };
}

/** The subgraph as `npm start` builds it (its own pool, its logger), counting its SQL statements. */
async function startSubgraph(url: string, identitySecret: string) {
  const serviceDb = createKnex(url, { applicationName: 'listings-search' });
  let statements = 0;
  serviceDb.on('query', () => void statements++);
  const service = await subgraph.buildApp({
    db: serviceDb,
    identitySecret,
    logger: createLogger('listings-search'),
    env: { ...process.env },
  });
  return {
    url: `${await listen(service)}/graphql`,
    statements: () => statements,
    close: async () => {
      await service.close();
      await serviceDb.destroy();
    },
  };
}

/**
 * The gateway from the committed supergraph. The query's fields are all listings-search's, so the other subgraphs
 * are never called: their URLs lead nowhere.
 */
async function startGateway(subgraphUrl: string, identitySecret: string) {
  const supergraphSdl = readFileSync(new URL('../../../gateway/supergraph.graphql', import.meta.url), 'utf8');
  const subgraphUrls = Object.fromEntries(
    SERVICE_NAMES.map((name) => [name, name === 'listings-search' ? subgraphUrl : 'http://127.0.0.1:9/graphql']),
  ) as Record<ServiceName, string>;
  const gateway = await buildGateway({
    identitySecret,
    subgraphUrls,
    supergraphSdl,
    limits: { ...DEFAULT_QUERY_LIMITS, maxBodyBytes: 1_048_576 },
    logger: createLogger('gateway'),
  });
  return { url: `${await listen(gateway)}/graphql`, close: () => gateway.close() };
}

async function serveInProcess(url: string, identitySecret: string, filter: SearchFilter): Promise<Servers> {
  const shared = async () => null;
  const raw = await startRaw(url, filter);
  const sub = await startSubgraph(url, identitySecret);
  const gateway = await startGateway(sub.url, identitySecret);
  return {
    raw: { ...raw, cpuMs: shared },
    subgraph: { ...sub, cpuMs: shared },
    gateway: { ...gateway, cpuMs: shared },
    statements: async () => sub.statements(),
  };
}

type ChildMessage = { ready: string } | { statements: number } | { cpuMs: number };
type Role = 'raw' | 'subgraph' | 'gateway';

/** This file again as a child process serving one role; resolves once it listens. */
async function forkServer(role: Role, env: Record<string, string>, cpuProfDir?: string) {
  // One profile a thread (the module loader's hooks run in a thread of their own), in a directory per role.
  const profile = cpuProfDir ? ['--cpu-prof', `--cpu-prof-dir=${path.join(cpuProfDir, role)}`] : [];
  const child = fork(fileURLToPath(import.meta.url), ['--serve', role], {
    execArgv: [...process.execArgv, ...profile],
    env: { ...process.env, ...env },
  });
  const url = await new Promise<string>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the ${role} process stopped (${code}) before it listened`)));
    child.on('message', (message: ChildMessage) => {
      if ('ready' in message) resolve(message.ready);
    });
  });
  child.removeAllListeners('exit');
  /** Asks the child a question and waits for its answer. */
  const ask = <K extends 'statements' | 'cpuMs'>(question: K) =>
    new Promise<number>((resolve) => {
      const answer = (message: ChildMessage) => {
        if (!(question in message)) return;
        child.off('message', answer);
        resolve((message as Record<K, number>)[question]);
      };
      child.on('message', answer);
      child.send(question);
    });
  const close = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  return { url, ask, close };
}

async function serveInChildren(
  url: string,
  identitySecret: string,
  args: SearchArguments,
  cpuProfDir?: string,
): Promise<Servers> {
  const started: { close: () => Promise<void> }[] = [];
  try {
    const raw = await forkServer('raw', { BENCH_DATABASE_URL: url, BENCH_ARGUMENTS: JSON.stringify(args) }, cpuProfDir);
    started.push(raw);
    const sub = await forkServer(
      'subgraph',
      { BENCH_DATABASE_URL: url, BENCH_IDENTITY_SECRET: identitySecret },
      cpuProfDir,
    );
    started.push(sub);
    const gateway = await forkServer(
      'gateway',
      { BENCH_SUBGRAPH_URL: sub.url, BENCH_IDENTITY_SECRET: identitySecret },
      cpuProfDir,
    );
    const served = (child: typeof raw): Served => ({ ...child, cpuMs: () => child.ask('cpuMs') });
    return {
      raw: served(raw),
      subgraph: served(sub),
      // The gateway's path costs its own process and the subgraph's.
      gateway: {
        ...served(gateway),
        cpuMs: async () => (await gateway.ask('cpuMs')) + (await sub.ask('cpuMs')),
      },
      statements: () => sub.ask('statements'),
    };
  } catch (error) {
    for (const server of started.reverse()) await server.close();
    throw error;
  }
}

/** A child process's part: serve one role until told to stop, answering the parent's questions. */
async function serveChild(role: string) {
  const env = (name: string) => {
    const value = process.env[name];
    if (!value) throw new Error(`${name} is not set`);
    return value;
  };
  let server: { url: string; close: () => Promise<unknown>; statements?: () => number };
  if (role === 'raw') {
    const checked = searchFilterOf(JSON.parse(env('BENCH_ARGUMENTS')) as SearchArguments);
    if (!checked.ok) throw new Error(checked.errorMessage);
    server = await startRaw(env('BENCH_DATABASE_URL'), checked.filter);
  } else if (role === 'subgraph') {
    server = await startSubgraph(env('BENCH_DATABASE_URL'), env('BENCH_IDENTITY_SECRET'));
  } else {
    server = await startGateway(env('BENCH_SUBGRAPH_URL'), env('BENCH_IDENTITY_SECRET'));
  }
  process.on('message', (message) => {
    if (message === 'statements') process.send!({ statements: server.statements?.() ?? 0 });
    if (message === 'cpuMs') {
      const { user, system } = process.cpuUsage();
      process.send!({ cpuMs: (user + system) / 1000 });
    }
  });
  process.once('SIGTERM', () => {
    void server.close().finally(() => process.exit(0));
  });
  process.send!({ ready: server.url });
}

async function post(url: string, headers: Record<string, string>, body: string): Promise<unknown> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body,
  });
  if (!response.ok) throw new Error(`${url} answered ${response.status}: ${(await response.text()).slice(0, 300)}`);
  return response.json();
}

async function main() {
  const options = parseArgs(process.argv.slice(2));
  const root = path.resolve(fileURLToPath(new URL('../../../.tmp', import.meta.url)));
  await mkdir(root, { recursive: true });
  log(options.dataDir ? `embedded Postgres in ${options.dataDir}` : 'starting an embedded Postgres');
  const postgres = await startEmbeddedPostgres({
    dataDir: options.dataDir ?? (await mkdtemp(path.join(root, 'bench-search-pg-'))),
    ephemeral: !options.dataDir,
    fast: true,
  });
  const stops: (() => Promise<unknown>)[] = [() => postgres.stop()];
  try {
    await ensureDatabase(postgres.serverUrl, 'bench_search');
    const url = databaseUrl(postgres.serverUrl, 'bench_search');
    const admin = createKnex(url, { poolMax: 4, applicationName: 'search-bench' });
    stops.unshift(() => admin.destroy());
    const applied = await runMigrations(admin, subgraph.migrations);
    if (applied.length > 0) log(`applied ${applied.length} migrations`);
    const present = Number((await admin('listings').count({ n: '*' }).first())!.n);
    if (present < options.count) {
      const count = options.count - present;
      log(`generating ${count.toLocaleString('en')} listings…`);
      let shown = 0;
      const result = await generateListings(admin, {
        count,
        onProgress: (done, total) => {
          if (done === total || done - shown >= total / 10) {
            shown = done;
            log(`  ${done.toLocaleString('en')}/${total.toLocaleString('en')}`);
          }
        },
      });
      log(`generated in ${result.seconds.total.toFixed(1)} s`);
    } else {
      log(`${present.toLocaleString('en')} listings already there`);
    }
    await admin.raw('analyze');
    log('analyzed');

    const args = await benchArguments(admin);
    const checked = searchFilterOf(args);
    if (!checked.ok) throw new Error(checked.errorMessage);
    const filter = checked.filter;
    log(
      `query: ${CITY_BOX.name}'s box, ${args.dates!.startDate} to ${args.dates!.endDate}, room type ` +
        `${args.roomType!.join()}, amenity ${args.amenities!.join()}, >= 2 bedrooms, price ascending, page 1`,
    );

    // (a) the raw SQL, (b) the subgraph as the service starts it and (c) the gateway in front of it, each in a
    // process of its own as in production (or all in this one with --one-process).
    const identitySecret = 'bench-identity-secret-of-32-characters!';
    const servers = options.oneProcess
      ? await serveInProcess(url, identitySecret, filter)
      : await serveInChildren(url, identitySecret, args, options.cpuProfDir);
    for (const path of PATHS) stops.unshift(servers[path].close);
    log(
      options.oneProcess
        ? 'raw server, subgraph and gateway in this process'
        : 'raw server, subgraph and gateway each in a child process of its own',
    );

    const body = JSON.stringify({ query: SEARCH_QUERY, variables: args });
    const persistedQuery = { version: 1, sha256Hash: createHash('sha256').update(SEARCH_QUERY).digest('hex') };
    // With --apq the correctness check's request registers the hash (text and hash), and the load sends the hash.
    const gatewayBody = options.apq ? JSON.stringify({ variables: args, extensions: { persistedQuery } }) : body;
    const targets: Target[] = [
      { path: 'raw', url: servers.raw.url, headers: () => ({}), body: '', cpuMs: servers.raw.cpuMs },
      {
        path: 'subgraph',
        url: servers.subgraph.url,
        cpuMs: servers.subgraph.cpuMs,
        // A visitor, as the gateway signs her; fresh for each run (the token lives 60 s).
        headers: () => ({ [IDENTITY_HEADER]: signCaller({ identity: null, ip: '127.0.0.1' }, identitySecret) }),
        body,
      },
      {
        path: 'gateway',
        url: servers.gateway.url,
        headers: () => ({}),
        body: gatewayBody,
        cpuMs: servers.gateway.cpuMs,
      },
    ];

    const ids = {} as Record<BenchPath, number[]>;
    for (const target of targets) {
      const before = await servers.statements();
      const first =
        options.apq && target.path === 'gateway'
          ? JSON.stringify({ query: SEARCH_QUERY, variables: args, extensions: { persistedQuery } })
          : target.body;
      ids[target.path] = answerIds(target.path, await post(target.url, target.headers(), first));
      if (target.path !== 'raw') {
        log(`${target.path}: ${(await servers.statements()) - before} SQL statements for one search`);
      }
    }
    const wrong = checkSameAnswers(ids, (await readSearchSettings(admin)).pageSize);
    if (wrong) throw new Error(`the three paths disagree: ${wrong}`);
    log(`all three paths answer the same ${ids.raw.length} homes in the same order: ${ids.raw.join(', ')}`);

    const figures: Figures[] = [];
    const slice = { ...options, duration: options.duration / options.rounds };
    for (const connections of options.connections) {
      log(
        `${connections} connection(s): ${options.warmup} s warm-up each, then ${options.rounds} slices of ` +
          `${slice.duration.toFixed(1)} s, the paths taking turns`,
      );
      const slices = new Map<BenchPath, Figures[]>(PATHS.map((path) => [path, []]));
      for (let round = 0; round < options.rounds; round++) {
        for (const target of targets) {
          slices
            .get(target.path)!
            .push(await measure(target, connections, { ...slice, warmup: round === 0 ? slice.warmup : 0 }));
        }
      }
      for (const target of targets) {
        const f = medianOf(slices.get(target.path)!);
        log(`  ${target.path}: p50 ${f.p50} ms, ${f.rps.toFixed(1)} req/s${f.errors ? `, ${f.errors} ERRORS` : ''}`);
        figures.push(f);
      }
    }
    printTable(figures);
    const { lines, met } = verdicts(figures);
    for (const line of lines) log(line);
    log(met ? 'every target met' : 'NOT every target met (decision 0046 says why and what would reach it)');
    if (figures.some((f) => f.errors > 0)) throw new Error('some requests failed: see the errors column');
  } finally {
    for (const stop of stops) await stop().catch((error: unknown) => log(`while stopping: ${String(error)}`));
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const serve = process.argv.indexOf('--serve');
  if (serve >= 0) await serveChild(process.argv[serve + 1] ?? '');
  else await main();
}
