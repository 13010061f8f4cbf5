// The one public endpoint: /graphql (POST only, CSRF-safe, limited), the spec's REST paths, health and readiness.
import { ApolloGateway } from '@apollo/gateway';
import { ApolloServer } from '@apollo/server';
import fastifyApollo from '@as-integrations/fastify';
import fastifyCookie from '@fastify/cookie';
import replyFrom from '@fastify/reply-from';
import {
  closeKeepAliveWhileDraining,
  createLogger,
  IDENTITY_HEADER,
  maskErrors,
  DEFAULT_QUERY_LIMITS,
  queryLimitsPlugin,
  signCaller,
  type Identity,
  type Logger,
} from '@golightly/service-kit';
import type { ServiceName } from '@golightly/config';
import Fastify, {
  LogController,
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
} from 'fastify';
import { DEFAULT_TRUSTED_PROXIES, type GatewayConfig } from './config';
import { adminAccessPlugin } from './admin-access';
import {
  AdminTokenUnavailableError,
  bearerToken,
  createAdminTokenVerifier,
  InvalidAdminTokenError,
} from './admin-token';
import { proxyLiveUpdates } from './live-proxy';
import { REST_ROUTES } from './rest-routes';
import { createSessionResolver, SESSION_COOKIE, SessionLookupError, SIGN_IN_UNAVAILABLE } from './session';
import { sessionCookiePlugin } from './session-cookie';
import {
  SERVICE_UNAVAILABLE,
  SubgraphDataSource,
  displayCurrencyOf,
  unavailableStatusPlugin,
  type GatewayContext,
} from './subgraph-data-source';

export interface GatewayOptions extends Pick<GatewayConfig, 'identitySecret' | 'subgraphUrls'> {
  /** Body size, and the query limits the subgraphs apply too (cost: DEFAULT_QUERY_LIMITS' unless given). */
  limits: Omit<GatewayConfig['limits'], 'maxCost'> & { maxCost?: number };
  /** How long a call to a subgraph, and the session or admin-token lookup, may take (defaults: 10 s, 3 s). */
  timeouts?: Partial<GatewayConfig['timeouts']>;
  /** Production answers no introspection and no field suggestions (default: NODE_ENV). */
  production?: boolean;
  /** Admin sign-in: an external issuer, and the access tokens' audience (defaults: accounts' provider, our API). */
  oidc?: Partial<GatewayConfig['oidc']>;
  supergraphSdl: string;
  logger?: Logger;
  /** Proxies whose X-Forwarded-For names the client (default: the local web server on loopback). */
  trustedProxies?: string[];
  /** Mark the session cookie Secure (behind HTTPS in production). */
  secureCookies?: boolean;
  /** How often a live-updates websocket's session is checked again (default 30 s); tests shorten it. */
  liveSessionRecheckMs?: number;
  /** How long a session lookup is reused (default 2 s); tests that revoke a session set 0 instead of waiting. */
  sessionCacheMs?: number;
}

const TRACE_HEADERS = ['traceparent', 'tracestate', 'baggage'];

const graphqlError = (reply: FastifyReply, status: number, message: string, code: string) =>
  reply.code(status).send({ errors: [{ message, extensions: { code } }] });

const serviceBase = (graphqlUrl: string) => graphqlUrl.replace(/\/graphql$/, '');

/**
 * @apollo/gateway otherwise reports usage metrics to Apollo and probes cloud metadata endpoints (169.254.169.254)
 * to label them. A members' club sends nothing to third parties unasked: off, unless explicitly set.
 */
process.env.APOLLO_TELEMETRY_DISABLED ??= '1';

export async function buildGateway(options: GatewayOptions): Promise<FastifyInstance> {
  const log = options.logger ?? createLogger('gateway');
  const app: FastifyInstance = Fastify({
    loggerInstance: log as FastifyBaseLogger,
    bodyLimit: options.limits.maxBodyBytes,
    logController: new LogController({ disableRequestLogging: true }),
    return503OnClosing: true,
    // request.ip, which accounts throttles on, is the X-Forwarded-For client only behind a trusted hop.
    trustProxy: options.trustedProxies ?? DEFAULT_TRUSTED_PROXIES,
  });
  closeKeepAliveWhileDraining(app);
  await app.register(fastifyCookie);
  const subgraphTimeoutMs = options.timeouts?.subgraphMs ?? 10_000;
  const lookupTimeoutMs = options.timeouts?.sessionMs ?? 3000;
  const production = options.production ?? process.env.NODE_ENV === 'production';
  const resolveSession = createSessionResolver({
    accountsUrl: serviceBase(options.subgraphUrls.accounts),
    identitySecret: options.identitySecret,
    fetchTimeoutMs: lookupTimeoutMs,
    ...(options.sessionCacheMs === undefined ? {} : { cacheMs: options.sessionCacheMs }),
  });
  proxyLiveUpdates(app, {
    notificationsUrl: serviceBase(options.subgraphUrls.notifications),
    resolveSession,
    identitySecret: options.identitySecret,
    log,
    connectTimeoutMs: subgraphTimeoutMs,
    trustedProxies: options.trustedProxies ?? DEFAULT_TRUSTED_PROXIES,
    ...(options.liveSessionRecheckMs ? { recheckSessionMs: options.liveSessionRecheckMs } : {}),
  });

  // The identity header is the gateway's word to the subgraphs; a client that sends it is forging it.
  app.addHook('onRequest', async (request, reply) => {
    if (request.headers[IDENTITY_HEADER] !== undefined) {
      log.warn({ ip: request.ip, url: request.url }, 'refused a client-supplied identity header');
      return graphqlError(
        reply,
        400,
        `The ${IDENTITY_HEADER} header is reserved for the gateway and may not be sent.`,
        'BAD_REQUEST',
      );
    }
  });

  app.setErrorHandler((error: Error & { statusCode?: number; code?: string }, request, reply) => {
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      const limit = request.routeOptions.bodyLimit ?? options.limits.maxBodyBytes;
      return graphqlError(reply, 413, `Request body is larger than the ${limit}-byte limit.`, 'PAYLOAD_TOO_LARGE');
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return graphqlError(reply, error.statusCode, error.message, 'BAD_REQUEST');
    }
    request.log.error({ err: error }, 'gateway request failed');
    return graphqlError(reply, 500, 'Internal server error', 'INTERNAL_SERVER_ERROR');
  });

  const resolveAdminToken = createAdminTokenVerifier({
    ...(options.oidc?.issuer ? { issuer: options.oidc.issuer } : {}),
    audience: options.oidc?.audience ?? 'urn:golightly:admin-api',
    accountsUrl: serviceBase(options.subgraphUrls.accounts),
    identitySecret: options.identitySecret,
    fetchTimeoutMs: lookupTimeoutMs,
  });

  // The admin app sends its access token; it is checked before GraphQL runs, so a refused token is a plain 401.
  const adminIdentities = new WeakMap<FastifyRequest, Identity | null>();
  app.addHook('preHandler', async (request, reply) => {
    if (request.routeOptions.url !== '/graphql' || request.headers.authorization === undefined) return;
    try {
      const token = bearerToken(request.headers.authorization);
      if (token !== undefined) adminIdentities.set(request, await resolveAdminToken(token));
    } catch (error) {
      if (error instanceof InvalidAdminTokenError) {
        request.log.warn({ reason: error.message, ip: request.ip }, 'refused an access token');
        return graphqlError(
          reply,
          401,
          'Your admin sign-in is invalid or has expired. Please sign in again.',
          'UNAUTHENTICATED',
        );
      }
      if (!(error instanceof AdminTokenUnavailableError)) throw error;
      request.log.error({ err: error }, 'access token check failed');
      return graphqlError(reply, 503, SIGN_IN_UNAVAILABLE, 'SERVICE_UNAVAILABLE');
    }
  });

  // The session cookie too is resolved before GraphQL runs: accounts not answering is a 503 with its own message.
  const sessionIdentities = new WeakMap<FastifyRequest, Identity | null>();
  app.addHook('preHandler', async (request, reply) => {
    if (request.routeOptions.url !== '/graphql' || request.method !== 'POST' || adminIdentities.has(request)) return;
    try {
      sessionIdentities.set(request, await resolveSession(request.cookies[SESSION_COOKIE]));
    } catch (error) {
      if (!(error instanceof SessionLookupError)) throw error;
      request.log.error({ err: error }, 'session lookup failed');
      return graphqlError(reply, 503, SIGN_IN_UNAVAILABLE, 'SERVICE_UNAVAILABLE');
    }
  });

  const identityOf = (request: FastifyRequest): Identity | null =>
    (adminIdentities.has(request) ? adminIdentities.get(request) : sessionIdentities.get(request)) ?? null;

  const gateway = new ApolloGateway({
    supergraphSdl: options.supergraphSdl,
    buildService: ({ name }) => {
      const url = options.subgraphUrls[name as ServiceName];
      if (!url) throw new Error(`No URL configured for subgraph ${name}`);
      return new SubgraphDataSource({
        url,
        identitySecret: options.identitySecret,
        mayChangeSession: name === 'accounts',
        timeoutMs: subgraphTimeoutMs,
        onUnavailable: (error) => log.error({ err: error, subgraph: name }, 'subgraph did not answer'),
      });
    },
  });
  const apollo = new ApolloServer<GatewayContext>({
    gateway,
    csrfPrevention: true,
    // Admin operations are checked here, not only in the admin app and the subgraphs (decision 0008).
    plugins: [
      // The same limits every subgraph applies to its direct callers (service-kit), before any other check.
      queryLimitsPlugin({
        maxDepth: options.limits.maxDepth,
        maxAliases: options.limits.maxAliases,
        maxCost: options.limits.maxCost ?? DEFAULT_QUERY_LIMITS.maxCost,
      }),
      sessionCookiePlugin(options.secureCookies ?? false),
      adminAccessPlugin(options.supergraphSdl, log),
      unavailableStatusPlugin(),
    ],
    // The supergraph is static (never introspected from the subgraphs); clients get no schema in production.
    introspection: !production,
    hideSchemaDetailsFromClientErrors: production,
    // Bounds graphql's own validation work on documents of nested fragment spreads.
    maxRecursiveSelections: true,
    formatError: maskErrors((error) => log.error({ err: error }, 'gateway operation failed')),
    includeStacktraceInErrorResponses: false,
    // Shutdown is ours (runService): Apollo's own handler would re-raise SIGTERM and skip the drain.
    stopOnTerminationSignals: false,
  });
  await apollo.start();
  app.addHook('onClose', async () => apollo.stop());

  app.get('/graphql', async (_request, reply) =>
    graphqlError(reply.header('allow', 'POST'), 405, 'GraphQL requests must use POST.', 'METHOD_NOT_ALLOWED'),
  );
  await app.register(fastifyApollo(apollo), {
    path: '/graphql',
    method: ['POST'],
    context: async (request: FastifyRequest): Promise<GatewayContext> => ({
      identity: identityOf(request),
      clientIp: request.ip,
      currency: displayCurrencyOf(request.cookies.currency),
      traceHeaders: Object.fromEntries(
        TRACE_HEADERS.flatMap((name) => {
          const value = request.headers[name];
          return typeof value === 'string' ? [[name, value]] : [];
        }),
      ),
    }),
  });

  app.get('/healthz', async () => ({ status: 'ok', service: 'gateway' }));
  app.get('/readyz', async (_request, reply) => {
    const checks = Object.fromEntries(
      await Promise.all(
        Object.entries(options.subgraphUrls).map(async ([name, url]) => {
          const ready = await fetch(`${serviceBase(url)}/readyz`, { signal: AbortSignal.timeout(2000) })
            .then((r) => r.ok)
            .catch(() => false);
          return [name, ready] as const;
        }),
      ),
    );
    const ready = Object.values(checks).every(Boolean);
    return reply.code(ready ? 200 : 503).send({ status: ready ? 'ready' : 'unavailable', checks });
  });

  await app.register(async (scope) => {
    // Bodies are forwarded byte for byte, so webhook signatures still verify at the owning service.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    await scope.register(replyFrom, {
      undici: {
        headersTimeout: subgraphTimeoutMs,
        bodyTimeout: subgraphTimeoutMs,
        connect: { timeout: subgraphTimeoutMs },
      },
    });
    for (const route of REST_ROUTES) {
      const base = serviceBase(options.subgraphUrls[route.service]);
      const handler = async (request: FastifyRequest, reply: FastifyReply) => {
        let identity: Identity | null = null;
        try {
          const token = route.adminTokens ? bearerToken(request.headers.authorization) : undefined;
          if (token !== undefined) identity = await resolveAdminToken(token);
          else if (!route.ownCookies) identity = await resolveSession(request.cookies[SESSION_COOKIE]);
        } catch (error) {
          if (error instanceof InvalidAdminTokenError) {
            return graphqlError(
              reply,
              401,
              'Your admin sign-in is invalid or has expired. Please sign in again.',
              'UNAUTHENTICATED',
            );
          }
          return graphqlError(reply, 503, SIGN_IN_UNAVAILABLE, 'SERVICE_UNAVAILABLE');
        }
        const body = request.body as Buffer | undefined;
        return reply.from(`${base}${request.url}`, {
          // Passing the raw bytes with their content type stops reply-from from re-encoding JSON.
          ...(body && body.length > 0
            ? { body, contentType: request.headers['content-type'] ?? 'application/octet-stream' }
            : {}),
          onError: (failed, { error }) => {
            request.log.error({ err: error, service: route.service }, 'REST forwarding failed');
            return failed
              .code(503)
              .send({ errors: [{ message: SERVICE_UNAVAILABLE, extensions: { code: 'SERVICE_UNAVAILABLE' } }] });
          },
          rewriteRequestHeaders: (_original, headers) => {
            const forwarded: Record<string, string | string[] | undefined> = { ...headers };
            // The gateway has read the whole body already; undici refuses to forward an Expect header.
            delete forwarded.expect;
            if (!route.ownCookies) delete forwarded.cookie;
            if (route.adminTokens) delete forwarded.authorization;
            forwarded[IDENTITY_HEADER] = signCaller({ identity, ip: request.ip }, options.identitySecret);
            return forwarded;
          },
        });
      };
      const path = route.prefix.endsWith('/') ? `${route.prefix}*` : route.prefix;
      scope.route({
        method: route.methods,
        url: path,
        handler,
        ...(route.bodyLimit ? { bodyLimit: route.bodyLimit } : {}),
      });
    }
  });

  return app;
}
