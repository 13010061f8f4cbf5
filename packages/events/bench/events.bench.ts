// `npm run bench:events`: events per second and end-to-end latency (publish -> outbox -> relay -> bus -> inbox + handler), per transport.
import '../src/testing/kafka-controller-shim';
import { mkdir, mkdtemp } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  createKnex,
  databaseUrl,
  ensureDatabase,
  runMigrations,
  startEmbeddedPostgres,
  type Knex,
} from '@golightly/db';
import {
  eventLogMigrations,
  eventsMigrations,
  KafkaTransport,
  on,
  OutboxRelay,
  PostgresTransport,
  subscribe,
  type Transport,
} from '../src/index';
import { startKafkaMock } from '../src/testing/index';
import { EmailConfirmedSchema, UserRegisteredSchema } from '@golightly/proto';
import { newUserIds, publishUserEvent } from '../test/support/user-events';

const BURST_EVENTS = Number(process.env.BENCH_BURST_EVENTS ?? 3_000);
const PACED_EVENTS = Number(process.env.BENCH_PACED_EVENTS ?? 400);
const PACED_RATE_PER_SECOND = 100;
const PUBLISHERS = 4;
const USERS = 200;

interface PhaseResult {
  transport: string;
  phase: string;
  events: number;
  /** From the first publish to the last event applied. */
  seconds: number;
  /** From the first publish to the last commit of a publishing transaction. */
  publishSeconds: number;
  latenciesMs: number[];
}

const log = (line: string) => console.log(`[bench] ${line}`);
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;

async function main() {
  const started = Date.now();
  const root = path.resolve(fileURLToPath(new URL('../../../.tmp', import.meta.url)));
  await mkdir(root, { recursive: true });
  const external = process.env.TEST_DATABASE_SERVER_URL;
  log(external ? 'using the Postgres server of TEST_DATABASE_SERVER_URL' : 'starting an embedded Postgres');
  const postgres = external
    ? { serverUrl: external, stop: async () => undefined }
    : await startEmbeddedPostgres({
        dataDir: await mkdtemp(path.join(root, 'bench-pg-')),
        ephemeral: true,
        fast: true,
      });
  const results: PhaseResult[] = [];
  try {
    const eventsUrl = await freshDatabase(postgres.serverUrl, 'bench_events');
    const migrator = createKnex(eventsUrl, { poolMax: 2 }); // runMigrations holds one connection for its lock
    await runMigrations(migrator, [eventLogMigrations]);
    await migrator.destroy();
    results.push(
      ...(await benchTransport('postgres', postgres.serverUrl, () => new PostgresTransport({ url: eventsUrl }))),
    );

    log('starting the Kafka mock cluster (infra/kmock)');
    const mock = await startKafkaMock();
    try {
      const kafka = () =>
        new KafkaTransport({
          brokers: mock.brokers,
          clientId: 'bench',
          consumer: { maxWaitTimeInMs: 100, partitionsConsumedConcurrently: 4 },
        });
      results.push(...(await benchTransport('kafka', postgres.serverUrl, kafka)));
    } finally {
      await mock.stop();
    }
  } finally {
    await postgres.stop();
  }
  printTable(results);
  log(`done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

async function freshDatabase(serverUrl: string, name: string): Promise<string> {
  const admin = createKnex(databaseUrl(serverUrl, 'postgres'), { poolMax: 1 });
  await admin.raw(`drop database if exists ${name} with (force)`);
  await admin.destroy();
  await ensureDatabase(serverUrl, name);
  return databaseUrl(serverUrl, name);
}

async function benchTransport(kind: string, serverUrl: string, connect: () => Transport): Promise<PhaseResult[]> {
  log(`${kind}: preparing a service database`);
  const db = createKnex(await freshDatabase(serverUrl, `bench_service_${kind}`), { poolMax: 10 });
  await runMigrations(db, [eventsMigrations]);
  await db.raw('create table bench_effects (event_id uuid primary key, latency_ms integer not null)');
  const latencies: number[] = [];
  const record = async (event: { id: string; occurredAt: Date }, trx: Knex.Transaction) => {
    const latencyMs = Date.now() - event.occurredAt.getTime();
    await trx('bench_effects').insert({ event_id: event.id, latency_ms: latencyMs });
    latencies.push(latencyMs);
  };
  const [relayTransport, consumerTransport] = [connect(), connect()];
  const relay = new OutboxRelay({ db, transport: relayTransport, pollIntervalMs: 100 });
  log(`${kind}: joining the consumer group`);
  const subscription = await subscribe({
    group: 'bench',
    db,
    transport: consumerTransport,
    handlers: [on(UserRegisteredSchema, record), on(EmailConfirmedSchema, record)],
  });
  relay.start();
  try {
    const users = newUserIds(USERS);
    const burst = await runPhase(kind, 'burst', BURST_EVENTS, latencies, async (i) => {
      await publishUserEvent(db, users[i % USERS]!, i < USERS ? 0 : 2);
    });
    const paced = await runPhase(
      kind,
      `paced ${PACED_RATE_PER_SECOND}/s`,
      PACED_EVENTS,
      latencies,
      async (i) => {
        await publishUserEvent(db, users[i % USERS]!, 2);
      },
      PACED_RATE_PER_SECOND,
    );
    return [burst, paced];
  } finally {
    await subscription.stop();
    await relay.stop();
    await Promise.all([relayTransport.close(), consumerTransport.close()]);
    await db.destroy();
  }
}

/** Publishes `count` events (with PUBLISHERS concurrent publishers, or at `ratePerSecond`) and waits until all are applied. */
async function runPhase(
  transport: string,
  phase: string,
  count: number,
  latencies: number[],
  publishOne: (i: number) => Promise<void>,
  ratePerSecond?: number,
): Promise<PhaseResult> {
  latencies.length = 0;
  const started = performance.now();
  let publishedAfter = 0;
  log(`${transport} ${phase}: publishing ${count} events`);
  const progress = setInterval(() => {
    const seconds = (performance.now() - started) / 1000;
    log(`${transport} ${phase}: ${latencies.length}/${count} applied after ${seconds.toFixed(1)} s`);
  }, 1_000);
  try {
    let next = 0;
    const publisher = async () => {
      for (let i = next++; i < count; i = next++) {
        if (ratePerSecond) {
          const due = started + (i * 1000) / ratePerSecond;
          await new Promise((resolve) => setTimeout(resolve, Math.max(0, due - performance.now())));
        }
        await publishOne(i);
      }
    };
    await Promise.all(Array.from({ length: ratePerSecond ? 1 : PUBLISHERS }, publisher));
    publishedAfter = (performance.now() - started) / 1000;
    log(`${transport} ${phase}: all ${count} published after ${publishedAfter.toFixed(1)} s`);
    const deadline = Date.now() + 60_000;
    while (latencies.length < count) {
      if (Date.now() > deadline)
        throw new Error(`${transport} ${phase}: only ${latencies.length}/${count} applied after 60 s`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  } finally {
    clearInterval(progress);
  }
  const seconds = (performance.now() - started) / 1000;
  return { transport, phase, events: count, seconds, publishSeconds: publishedAfter, latenciesMs: [...latencies] };
}

function printTable(results: PhaseResult[]) {
  const rows = results.map((r) => {
    const sorted = [...r.latenciesMs].sort((a, b) => a - b);
    return [
      r.transport,
      r.phase,
      String(r.events),
      (r.events / r.publishSeconds).toFixed(0),
      (r.events / r.seconds).toFixed(0),
      String(percentile(sorted, 50)),
      String(percentile(sorted, 99)),
    ];
  });
  const header = ['transport', 'phase', 'events', 'published/s', 'applied/s', 'p50 ms', 'p99 ms'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i]!.length)));
  const line = (cells: string[]) =>
    `| ${cells.map((c, i) => (i < 2 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join(' | ')} |`;
  console.log('');
  console.log(line(header));
  console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const row of rows) console.log(line(row));
  console.log('');
}

await main();
