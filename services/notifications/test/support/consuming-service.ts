// The notifications service consuming from a real Postgres event log, and a stand-in producer on the same log for
// events whose producing service does not publish them yet (never by writing into that service's database).
import type { DescMessage, MessageInitShape } from '@bufbuild/protobuf';
import { createTestDatabase, type TestDatabase } from '@golightly/db/testing';
import { eventLogMigrations, PostgresTransport } from '@golightly/events';
import { publishOnBus, redeliverOnBus, type SentEvent } from '@golightly/events/testing';
import { createLogger } from '@golightly/service-kit';
import type { FastifyInstance } from 'fastify';
import { subgraph } from '../../src/app';

export const TEST_IDENTITY_SECRET = 'notifications-test-identity-secret-0123456789';

/** The service's settings in tests. Nothing listens on the SMTP address, unless a test says: e-mails stay queued. */
export const TEST_ENV = { LOG_LEVEL: 'silent', SMTP_URL: 'smtp://127.0.0.1:1', SITE_URL: 'https://club.example' };

export interface ConsumingService {
  database: TestDatabase;
  app: FastifyInstance;
  /** The event log's database, for a real producer's relay (bookings-payments' outbox in the thread tests). */
  eventsUrl: string;
  /** Publishes an event onto the bus as `producer`'s relay will once it publishes it. */
  publish<Desc extends DescMessage>(producer: string, schema: Desc, data: MessageInitShape<Desc>): Promise<SentEvent>;
  /** Sends a message already sent once more, as a relay does after a crash before marking it sent. */
  redeliver(sent: SentEvent): Promise<void>;
  stop(): Promise<void>;
}

/** Starts the service on its own databases; `env` overrides the test settings (e.g. SMTP_URL of a listener). */
export async function startConsumingService(
  label: string,
  env: Record<string, string> = {},
): Promise<ConsumingService> {
  const events = await createTestDatabase(`events_${label}`, [eventLogMigrations]);
  const database = await createTestDatabase(label, subgraph.migrations);
  const producer = new PostgresTransport({ url: events.url, poolMax: 2 });
  const app = await subgraph.buildApp({
    db: database.db,
    identitySecret: TEST_IDENTITY_SECRET,
    logger: createLogger('notifications-test'),
    env: { ...process.env, ...TEST_ENV, ...env },
    transport: new PostgresTransport({ url: events.url, poolMax: 4 }),
  });
  return {
    database,
    app,
    eventsUrl: events.url,
    publish: (producerName, schema, data) => publishOnBus(producer, { producer: producerName, schema, data }),
    redeliver: (sent) => redeliverOnBus(producer, sent),
    async stop() {
      await app.close();
      await producer.close();
      await database.drop();
      await events.drop();
    },
  };
}
