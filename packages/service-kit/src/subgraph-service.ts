// "Service defaults": one call gives a subgraph on fastify with identity, health, readiness, error masking and drain.
import { readdirSync, readFileSync } from 'node:fs';
import { ApolloServer, type ApolloServerPlugin } from '@apollo/server';
import {
  ApolloServerPluginCacheControlDisabled,
  ApolloServerPluginInlineTraceDisabled,
} from '@apollo/server/plugin/disabled';
import { buildSubgraphSchema } from '@apollo/subgraph';
import fastifyApollo from '@as-integrations/fastify';
import { isReachable, type Knex } from '@golightly/db';
import Fastify, {
  LogController,
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
} from 'fastify';
import type { DocumentNode } from 'graphql';
import { gql } from 'graphql-tag';
import type { GraphQLResolverMap } from '@apollo/subgraph/dist/schema-helper';
import { enforceAdminPrivileges } from './admin-fields';
import { maskErrors } from './errors';
import { IDENTITY_HEADER, InvalidIdentityError, verifyCaller, type Identity } from './identity';
import { createLogger, type Logger } from './logger';
import type { Resolvers, ServiceContext } from './service-context';
import { refuseNulArguments } from './text';
import { contextFromHeaders } from './tracing';
import { DEFAULT_QUERY_LIMITS, queryLimitsPlugin, serviceSdlHiddenRule, type QueryLimits } from './query-limits';
import { operationSpans } from './tracing-plugin';

// What a resolver receives: its own module, so admin-fields can type resolvers without importing this one (no cycle).
export type { Resolvers, ServiceContext } from './service-context';

export interface SubgraphServiceOptions {
  /** Subgraph name = package name without scope = log label. */
  name: string;
  typeDefs: DocumentNode;
  resolvers: Resolvers;
  db: Knex;
  /** Shared secret with the gateway for the internal identity token. */
  identitySecret: string;
  logger?: Logger;
  /** Extra readiness checks beside the database (e.g. the event bus). */
  readinessChecks?: Record<string, () => Promise<boolean>>;
  /** REST routes the spec names, registered after GraphQL. */
  routes?: (app: FastifyInstance) => Promise<void> | void;
  /** Called on close after in-flight requests drained, before the pool closes. */
  onClose?: () => Promise<void>;
  /** Maximum request body in bytes. */
  bodyLimit?: number;
  /** Depth, aliases and cost, as the gateway applies them (direct callers get the same refusals). */
  queryLimits?: QueryLimits;
  /** Production answers no introspection, no schema SDL and no field suggestions (default: NODE_ENV). */
  production?: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    identity: Identity | null;
    clientIp: string;
  }
}

/**
 * While the server drains, answers carry `Connection: close`, so a keep-alive socket whose request was in flight
 * when closing began does not hold the process open until its idle timeout.
 */
export function closeKeepAliveWhileDraining(app: FastifyInstance): void {
  let draining = false;
  app.addHook('preClose', async () => {
    draining = true;
  });
  app.addHook('onSend', async (_request, reply) => {
    if (draining) reply.header('connection', 'close');
  });
}

/** Every GraphQL answer of a subgraph is personal to its caller or live: never stored by a cache on the way. */
export function uncacheableAnswers(): ApolloServerPlugin {
  return {
    async requestDidStart() {
      return {
        async willSendResponse({ response }) {
          response.http.headers.set('cache-control', 'no-store');
        },
      };
    },
  };
}

/** Reads a subgraph SDL file (e.g. `src/graphql/schema.graphql`). */
export function loadTypeDefs(fileUrl: URL | string): DocumentNode {
  return gql(readFileSync(fileUrl, 'utf8'));
}

/**
 * A subgraph's whole SDL: `schema.graphql` (which holds the federation @link) followed by the area files beside it
 * (`account.graphql`, `admin-users.graphql`, ...) in name order, so each area keeps its types next to its resolvers.
 */
export function readSubgraphSdl(graphqlDir: URL): string {
  const files = readdirSync(graphqlDir)
    .filter((name) => name.endsWith('.graphql') && name !== 'schema.graphql')
    .sort();
  return ['schema.graphql', ...files].map((name) => readFileSync(new URL(name, graphqlDir), 'utf8')).join('\n');
}

export async function createSubgraphService(options: SubgraphServiceOptions): Promise<FastifyInstance> {
  const log = options.logger ?? createLogger(options.name);
  const app: FastifyInstance = Fastify({
    loggerInstance: log as FastifyBaseLogger,
    bodyLimit: options.bodyLimit ?? 1_048_576,
    logController: new LogController({ disableRequestLogging: true }),
    return503OnClosing: true,
  });
  app.decorateRequest('identity', null);
  app.decorateRequest('clientIp', '');
  closeKeepAliveWhileDraining(app);

  app.addHook('onRequest', async (request, reply) => {
    const token = request.headers[IDENTITY_HEADER];
    request.clientIp = request.ip;
    if (token === undefined) return;
    try {
      const caller = verifyCaller(String(token), options.identitySecret);
      request.identity = caller.identity;
      request.clientIp = caller.ip;
    } catch (error) {
      const message = error instanceof InvalidIdentityError ? error.message : 'Invalid internal identity';
      request.log.warn({ reason: message, ip: request.ip }, 'refused a request with a forged identity');
      return reply.code(401).send({ errors: [{ message, extensions: { code: 'UNAUTHENTICATED' } }] });
    }
  });

  // A refused WebSocket upgrade (a forged identity above, or a route's own refusal) is answered over plain HTTP;
  // the client's socket would stay open after that answer and, with it, the server during shutdown.
  app.addHook('onResponse', async (request, reply) => {
    if (reply.statusCode !== 101 && request.headers.upgrade?.toLowerCase() === 'websocket')
      request.raw.socket.destroy();
  });

  app.setErrorHandler((error: Error & { statusCode?: number }, request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500) request.log.error({ err: error }, 'request failed');
    return reply
      .code(status)
      .send({ error: status === 500 ? 'Internal server error' : error.message, statusCode: status });
  });

  app.get('/healthz', async () => ({ status: 'ok', service: options.name }));
  app.get('/readyz', async (_request, reply) => {
    const checks: Record<string, boolean> = { database: await isReachable(options.db) };
    for (const [name, check] of Object.entries(options.readinessChecks ?? {})) {
      checks[name] = await check().catch(() => false);
    }
    const ready = Object.values(checks).every(Boolean);
    return reply
      .code(ready ? 200 : 503)
      .send({ status: ready ? 'ready' : 'unavailable', service: options.name, checks });
  });

  const production = options.production ?? process.env.NODE_ENV === 'production';
  const apollo = new ApolloServer<ServiceContext>({
    schema: buildSubgraphSchema({
      typeDefs: options.typeDefs,
      // Fields marked @adminPrivilege check the caller here too, not only at the gateway (decision 0008).
      resolvers: enforceAdminPrivileges(
        options.typeDefs,
        refuseNulArguments(options.typeDefs, options.resolvers),
      ) as GraphQLResolverMap<unknown>,
    }),
    plugins: [
      ApolloServerPluginInlineTraceDisabled(),
      // No schema sets cache hints, so the cache-control plugin's work on every resolved field (decision 0046) only
      // ever concluded "no-store": that header is sent without it.
      ApolloServerPluginCacheControlDisabled(),
      uncacheableAnswers(),
      operationSpans(options.name),
      queryLimitsPlugin(options.queryLimits ?? DEFAULT_QUERY_LIMITS),
    ],
    // The gateway plans from the committed supergraph: no one needs this schema from a running service in production.
    introspection: !production,
    validationRules: production ? [serviceSdlHiddenRule] : [],
    hideSchemaDetailsFromClientErrors: production,
    // Bounds graphql's own validation work on documents of nested fragment spreads.
    maxRecursiveSelections: true,
    formatError: maskErrors((error) => log.error({ err: error }, 'resolver failed')),
    includeStacktraceInErrorResponses: false,
    // Shutdown is ours (runService): Apollo's own handler would re-raise SIGTERM and skip the drain.
    stopOnTerminationSignals: false,
  });
  await apollo.start();
  await app.register(fastifyApollo(apollo), {
    path: '/graphql',
    method: ['POST'],
    context: async (request: FastifyRequest, reply: FastifyReply) => ({
      identity: request.identity,
      clientIp: request.clientIp,
      db: options.db,
      log: request.log as Logger,
      setResponseHeader: (name: string, value: string) => void reply.header(name, value),
      traceContext: contextFromHeaders(request.headers),
      requestHeader: (name: string) => {
        const value = request.headers[name.toLowerCase()];
        return typeof value === 'string' ? value : undefined;
      },
    }),
  });

  if (options.routes) await app.register(async (scope) => options.routes?.(scope));

  app.addHook('onClose', async () => {
    await apollo.stop();
    await options.onClose?.();
    await options.db.destroy();
  });
  return app;
}
