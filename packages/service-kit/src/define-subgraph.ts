// Declares a subgraph from the one service layout: migrations in src/db/migrations, SDL in src/graphql.
import { fileURLToPath } from 'node:url';
import { loadConfig, type ServiceName } from '@golightly/config';
import type { Knex, MigrationSource } from '@golightly/db';
import { eventsMigrations, startEventBus, type EventHandler } from '@golightly/events';
import type { FastifyInstance } from 'fastify';
import type { DocumentNode } from 'graphql';
import type { ServiceDependencies } from './start';
import { gql } from 'graphql-tag';
import { queryLimitsFrom, queryLimitsShape } from './query-limits';
import { createSubgraphService, readSubgraphSdl, type Resolvers } from './subgraph-service';

export interface SubgraphDefinition {
  name: ServiceName;
  migrations: MigrationSource[];
  typeDefs: DocumentNode;
  /** Inserts the demo data of a first `npm start`; idempotent. Returns how many rows it added. */
  seedDemo?: (db: Knex, env: Record<string, string | undefined>) => Promise<number>;
  /** Builds the service for main and for tests (not listening). */
  buildApp(deps: ServiceDependencies): Promise<FastifyInstance>;
}

export interface SubgraphSpec {
  name: ServiceName;
  /** `import.meta.url` of the service's src/app.ts. */
  appUrl: string;
  /**
   * Resolvers, or a factory that receives the service's dependencies (for services with their own settings).
   * Typed by the service from its SDL (src/graphql/gen/resolver-types.ts); any object of resolvers is accepted here.
   */
  resolvers: TypedResolvers | ((deps: ServiceDependencies) => TypedResolvers);
  routes?: (deps: ServiceDependencies) => (app: FastifyInstance) => Promise<void> | void;
  seedDemo?: (db: Knex, env: Record<string, string | undefined>) => Promise<number>;
  /** The events this service consumes (listed in its src/events/subscriptions.ts). */
  handlers?: (deps: ServiceDependencies) => EventHandler[];
  /** Background workers (e.g. mail delivery): started with the service, stopped before its pool closes. */
  workers?: (deps: ServiceDependencies) => BackgroundWorker[];
}

/**
 * A service's generated `Resolvers` type is stricter than Apollo's resolver map (typed parents, arguments and
 * __resolveReference), and not assignable to it; what both share is being an object of type resolvers.
 */
export type TypedResolvers = Resolvers | object;

export interface BackgroundWorker {
  start(): void;
  stop(): Promise<void>;
}

export function defineSubgraph(spec: SubgraphSpec): SubgraphDefinition {
  const typeDefs = gql(readSubgraphSdl(new URL('./graphql/', spec.appUrl)));
  return {
    name: spec.name,
    typeDefs,
    ...(spec.seedDemo ? { seedDemo: spec.seedDemo } : {}),
    // Every service has an outbox and an inbox beside its own tables.
    migrations: [
      eventsMigrations,
      { namespace: spec.name, dir: fileURLToPath(new URL('./db/migrations', spec.appUrl)) },
    ],
    buildApp: async (deps) => {
      const resolvers = (typeof spec.resolvers === 'function' ? spec.resolvers(deps) : spec.resolvers) as Resolvers;
      // The gateway's limits, read from the same variables, so a direct caller meets the same refusals.
      const queryLimits = queryLimitsFrom(loadConfig(queryLimitsShape, deps.env));
      const bus = deps.transport
        ? await startEventBus({
            service: spec.name,
            db: deps.db,
            transport: deps.transport,
            logger: deps.logger,
            handlers: spec.handlers?.(deps) ?? [],
          })
        : undefined;
      const workers = spec.workers?.(deps) ?? [];
      const stopAll = async () => {
        await Promise.all(workers.map((worker) => worker.stop()));
        await bus?.stop();
      };
      const app = await createSubgraphService({
        name: spec.name,
        typeDefs,
        resolvers,
        db: deps.db,
        identitySecret: deps.identitySecret,
        logger: deps.logger,
        ...(spec.routes ? { routes: spec.routes(deps) } : {}),
        ...(bus ? { readinessChecks: { events: () => bus.isReady() } } : {}),
        onClose: stopAll,
        queryLimits,
        production: deps.env.NODE_ENV === 'production',
      });
      workers.forEach((worker) => worker.start());
      return app;
    },
  };
}
