// Starts every subgraph in this process, each on its own fresh test database, listening on a free port.
import type { ServiceName } from '@golightly/config';
import type { Transport } from '@golightly/events';
import { createTestDatabase, type TestDatabase } from '@golightly/db/testing';
import { createLogger } from '@golightly/service-kit';
import { SUBGRAPHS } from '@golightly/subgraphs';
import type { FastifyInstance } from 'fastify';

export interface RunningSubgraph {
  app: FastifyInstance;
  database: TestDatabase;
  url: string;
}

export interface RunningSubgraphs {
  services: Record<ServiceName, RunningSubgraph>;
  urls: Record<ServiceName, string>;
  stop(): Promise<void>;
}

/** Settings every service needs beside its database, as a test environment. */
export const TEST_SERVICE_ENV: Record<string, string> = {
  ACCOUNTS_DATA_KEY: Buffer.alloc(32, 7).toString('base64'),
  SITE_URL: 'http://localhost:3000',
  // Nothing listens here: e-mails stay queued unless a test starts its own SMTP listener.
  SMTP_URL: 'smtp://127.0.0.1:1',
};

export async function startSubgraphs(
  identitySecret: string,
  beforeListen: (name: ServiceName, app: FastifyInstance) => void = () => undefined,
  env: Record<string, string> = TEST_SERVICE_ENV,
  /** The event bus transport of each service; services without one write their outbox but relay nothing. */
  transportFor: (name: ServiceName) => Transport | undefined = () => undefined,
): Promise<RunningSubgraphs> {
  const started = await Promise.all(
    SUBGRAPHS.map(async (definition) => {
      const database = await createTestDatabase(definition.name, definition.migrations);
      const transport = transportFor(definition.name);
      // The pool belongs to the app once built: closing the app closes it.
      const app = await definition.buildApp({
        db: database.db,
        identitySecret,
        logger: createLogger(definition.name),
        env: { ...process.env, ...env },
        ...(transport ? { transport } : {}),
      });
      beforeListen(definition.name, app);
      const address = await app.listen({ port: 0, host: '127.0.0.1' });
      return [definition.name, { app, database, url: `${address}/graphql` }] as const;
    }),
  );
  const services = Object.fromEntries(started) as Record<ServiceName, RunningSubgraph>;
  return {
    services,
    urls: Object.fromEntries(started.map(([name, s]) => [name, s.url])) as Record<ServiceName, string>,
    stop: async () => {
      await Promise.all(
        Object.values(services).map(async ({ app, database }) => {
          await app.close();
          const { dropDatabase } = await import('@golightly/db');
          await dropDatabase(database.serverUrl, database.name);
        }),
      );
    },
  };
}
