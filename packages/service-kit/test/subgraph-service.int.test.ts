import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createKnex, databaseUrl, startEmbeddedPostgres } from '@golightly/db';
import { createTestDatabase, type TestDatabase } from '@golightly/db/testing';
import type { FastifyInstance } from 'fastify';
import { gql } from 'graphql-tag';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSubgraphService, IDENTITY_HEADER, publicError, signCaller, type ServiceContext } from '../src/index';

const secret = 'service-kit-test-secret-0123456789abcdef';
const typeDefs = gql`
  extend schema @link(url: "https://specs.apollo.dev/federation/v2.3", import: ["@key"])
  "A thing to test with."
  type Query {
    "Who is calling."
    whoAmI: String
    "Fails with a private error."
    broken: String
    "Fails with a public error."
    refused: String
    "Answers after a delay."
    slow(ms: Int!): String
    "Reads from the database."
    now: String
  }
`;
/** Resolved when the slow field starts, so a test can close the service while a request is in flight. */
let markSlowStarted: () => void = () => undefined;
const slowStarted = new Promise<void>((resolve) => (markSlowStarted = resolve));

const resolvers = {
  Query: {
    whoAmI: (_: unknown, __: unknown, ctx: ServiceContext) => ctx.identity?.userId ?? 'anonymous',
    broken: async (_: unknown, __: unknown, ctx: ServiceContext) => {
      await ctx.db.raw('select * from a_table_that_does_not_exist');
      return 'unreachable';
    },
    refused: () => {
      throw publicError('You may not do that.', 'FORBIDDEN');
    },
    slow: async (_: unknown, args: { ms: number }) => {
      markSlowStarted();
      await new Promise((r) => setTimeout(r, args.ms));
      return 'done';
    },
    now: async (_: unknown, __: unknown, ctx: ServiceContext) =>
      (await ctx.db.raw('select now()::text as t')).rows[0].t,
  },
};

const post = (app: FastifyInstance, query: string, headers: Record<string, string> = {}) =>
  app.inject({
    method: 'POST',
    url: '/graphql',
    payload: { query },
    headers: { 'content-type': 'application/json', ...headers },
  });

describe('a subgraph service built by the kit', () => {
  let database: TestDatabase;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await createTestDatabase('service_kit');
    app = await createSubgraphService({
      name: 'kit-test',
      typeDefs,
      resolvers,
      db: database.db,
      identitySecret: secret,
    });
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  it('answers /healthz and /readyz while the database is reachable', async () => {
    expect((await app.inject('/healthz')).json()).toEqual({ status: 'ok', service: 'kit-test' });
    const ready = await app.inject('/readyz');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({ status: 'ready', checks: { database: true } });
  });

  it('treats a request without an identity as anonymous', async () => {
    expect((await post(app, '{ whoAmI }')).json()).toEqual({ data: { whoAmI: 'anonymous' } });
  });

  it('marks every GraphQL answer uncacheable (no-store), with the cache-control plugin off', async () => {
    expect((await post(app, '{ whoAmI }')).headers['cache-control']).toBe('no-store');
    expect((await post(app, '{ broken }')).headers['cache-control']).toBe('no-store');
  });

  it('passes the identity signed by the gateway to resolvers', async () => {
    const token = signCaller({ identity: { userId: 'user-1', sessionId: 's' }, ip: '127.0.0.1' }, secret);
    expect((await post(app, '{ whoAmI }', { [IDENTITY_HEADER]: token })).json()).toEqual({
      data: { whoAmI: 'user-1' },
    });
  });

  it('refuses a forged identity with 401 and a clear message', async () => {
    const forged = signCaller(
      { identity: { userId: 'admin', sessionId: 's' }, ip: '127.0.0.1' },
      'not-the-secret-not-the-secret-000000',
    );
    const response = await post(app, '{ whoAmI }', { [IDENTITY_HEADER]: forged });
    expect(response.statusCode).toBe(401);
    expect(response.json().errors[0]).toEqual({
      message: 'Invalid internal identity: bad signature',
      extensions: { code: 'UNAUTHENTICATED' },
    });
  });

  it('hides SQL and stack traces behind "Internal server error"', async () => {
    const body = (await post(app, '{ broken }')).json();
    expect(body.errors[0].message).toBe('Internal server error');
    expect(body.errors[0].extensions).toEqual({ code: 'INTERNAL_SERVER_ERROR' });
    expect(JSON.stringify(body)).not.toMatch(/a_table_that_does_not_exist|stacktrace|at /);
  });

  it('shows public errors as written', async () => {
    const body = (await post(app, '{ refused }')).json();
    expect(body.errors[0]).toMatchObject({ message: 'You may not do that.', extensions: { code: 'FORBIDDEN' } });
  });

  it('serves the federation _service SDL', async () => {
    const body = (await post(app, '{ _service { sdl } }')).json();
    expect(body.data._service.sdl).toContain('whoAmI');
  });

  it('refuses GraphQL over GET', async () => {
    const response = await app.inject({ method: 'GET', url: '/graphql?query={whoAmI}' });
    expect(response.statusCode).toBe(404);
  });
});

describe('readiness follows the database', () => {
  it('fails while Postgres is down and recovers when it is back', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'kit-pg-'));
    let server = await startEmbeddedPostgres({ dataDir, fast: true });
    const db = createKnex(databaseUrl(server.serverUrl, 'postgres'), { poolMax: 2 });
    const app = await createSubgraphService({ name: 'kit-ready', typeDefs, resolvers, db, identitySecret: secret });
    try {
      expect((await app.inject('/readyz')).statusCode).toBe(200);
      await server.stop();
      const down = await app.inject('/readyz');
      expect(down.statusCode).toBe(503);
      expect(down.json()).toMatchObject({ status: 'unavailable', checks: { database: false } });
      server = await startEmbeddedPostgres({ dataDir, port: server.port, fast: true });
      expect((await app.inject('/readyz')).statusCode).toBe(200);
    } finally {
      await app.close();
      await server.stop();
    }
  });
});

describe('graceful close', () => {
  it('finishes in-flight requests and then refuses new ones', async () => {
    const database = await createTestDatabase('kit_close');
    const app = await createSubgraphService({
      name: 'kit-close',
      typeDefs,
      resolvers,
      db: database.db,
      identitySecret: secret,
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    const inFlight = fetch(`${base}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ slow(ms: 400) }' }),
    });
    // Close only once the request is being answered, however long it took to arrive on a busy machine.
    await slowStarted;
    const closed = app.close();
    const response = await inFlight;
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ data: { slow: 'done' } });
    await closed;
    await expect(fetch(`${base}/healthz`)).rejects.toThrow();
  });
});
