// A service's whole main: validated config, a pool, the app, listen, graceful shutdown.
import { createKnex, type Knex } from '@golightly/db';
import { transportFromEnv, type Transport } from '@golightly/events';
import { ConfigError, type ServiceName } from '@golightly/config';
import type { FastifyInstance } from 'fastify';
import { loadServiceConfig, type ServiceConfig } from './config';
import { createLogger, type Logger } from './logger';
import { runService } from './run';

export interface ServiceDependencies {
  db: Knex;
  identitySecret: string;
  logger: Logger;
  /** The environment, for a service's own settings (validated by the service with loadConfig). */
  env: Record<string, string | undefined>;
  /** The event bus transport. Without one the service still writes its outbox, but nothing relays or consumes. */
  transport?: Transport;
}

export async function startService(subgraph: {
  name: ServiceName;
  buildApp: (deps: ServiceDependencies) => Promise<FastifyInstance>;
}): Promise<void> {
  const { name } = subgraph;
  const logger = createLogger(name);
  let config: ServiceConfig;
  try {
    config = loadServiceConfig(name);
  } catch (error) {
    logger.fatal((error as Error).message);
    process.exit(78); // EX_CONFIG
  }
  const db = createKnex(config.databaseUrl, {
    applicationName: name,
    log: { warn: (message) => logger.warn(message), error: (message) => logger.error(message) },
  });
  let app: FastifyInstance;
  try {
    const transport = transportFromEnv(name, logger);
    app = await subgraph.buildApp({ db, identitySecret: config.identitySecret, logger, env: process.env, transport });
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    logger.fatal(error.message);
    await db.destroy();
    process.exit(78);
  }
  await runService(app, config);
}
