// One bus per test for the contract suite: a fresh Kafka mock cluster, or a fresh events database for the Postgres log.
import { createTestDatabase, testServerUrl } from '@golightly/db/testing';
import pg from 'pg';
import {
  eventLogMigrations,
  KafkaTransport,
  PostgresTransport,
  silentLogger,
  type EventsLogger,
  type Transport,
} from '../../src/index';
import { startKafkaMock } from '../../src/testing/index';

export type BusKind = 'kafka' | 'postgres';

export interface BusHarness {
  kind: BusKind;
  /** A new client of the bus, as another service process would hold. */
  connect(logger?: EventsLogger): Transport;
  /** How a child process reaches this bus (read by consumer-process.ts). */
  childEnv: Record<string, string>;
  /** The bus stops answering, keeping what it holds. */
  takeDown(): Promise<void>;
  bringUp(): Promise<void>;
  /** Closes every client made by connect() and the bus. */
  close(): Promise<void>;
}

/** Test settings: short sessions so a dead member is noticed in seconds, short fetch waits for the mock broker. */
export function testTransport(kind: BusKind, address: string, logger: EventsLogger = silentLogger): Transport {
  if (kind === 'kafka') {
    return new KafkaTransport({
      brokers: address.split(','),
      clientId: 'contract-test',
      logger,
      consumer: { sessionTimeoutMs: 6_000, heartbeatIntervalMs: 500, rebalanceTimeoutMs: 6_000, maxWaitTimeInMs: 100 },
    });
  }
  return new PostgresTransport({
    url: address,
    logger,
    poolMax: 4,
    consumer: { sessionTimeoutMs: 1_500, heartbeatIntervalMs: 300, pollIntervalMs: 250 },
  });
}

function tracking(kind: BusKind, address: string) {
  const transports: Transport[] = [];
  return {
    connect: (logger?: EventsLogger) => {
      const transport = testTransport(kind, address, logger);
      transports.push(transport);
      return transport;
    },
    closeAll: () => Promise.all(transports.map((t) => t.close().catch(() => undefined))),
  };
}

export async function startKafkaBus(): Promise<BusHarness> {
  const mock = await startKafkaMock();
  const address = mock.brokers.join(',');
  const clients = tracking('kafka', address);
  return {
    kind: 'kafka',
    connect: clients.connect,
    childEnv: { BUS_KIND: 'kafka', BUS_ADDRESS: address },
    takeDown: () => mock.setDown(),
    bringUp: () => mock.setUp(),
    close: async () => {
      await clients.closeAll();
      await mock.stop();
    },
  };
}

export async function startPostgresBus(): Promise<BusHarness> {
  const database = await createTestDatabase('event_log', [eventLogMigrations]);
  const clients = tracking('postgres', database.url);
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: testServerUrl() });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  return {
    kind: 'postgres',
    connect: clients.connect,
    childEnv: { BUS_KIND: 'postgres', BUS_ADDRESS: database.url },
    // A database that refuses connections, with every open one cut: what a consumer sees when Postgres goes away.
    takeDown: async () => {
      await admin(`alter database ${database.name} allow_connections false`);
      await admin(
        `select pg_terminate_backend(pid) from pg_stat_activity where datname = '${database.name}' and pid <> pg_backend_pid()`,
      );
    },
    bringUp: () => admin(`alter database ${database.name} allow_connections true`),
    close: async () => {
      await clients.closeAll();
      await database.drop();
    },
  };
}
