import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertMember, insertSession } from '@golightly/accounts/testing';
import { insertReservation } from '@golightly/bookings-payments/testing';
import { insertListing } from '@golightly/listings-search/testing';
import { buildGateway } from '../src/app';
import { REST_ROUTES } from '../src/rest-routes';
import { SESSION_COOKIE } from '../src/session';
import { readCommittedSupergraph } from '../src/supergraph';
import { startSubgraphs, TEST_SERVICE_ENV, type RunningSubgraphs } from './support/subgraphs';

const identitySecret = 'gateway-test-secret-0123456789abcdefghij';
const KEY = TEST_SERVICE_ENV.ACCOUNTS_DATA_KEY!;

describe('the gateway in front of the eight subgraphs', () => {
  let subgraphs: RunningSubgraphs;
  let gateway: FastifyInstance;
  const seenBySubgraphs: { traceparent?: string; identity?: string; body?: string }[] = [];
  /** Cookie values of Ada's and Mallory's sessions, and of one of Ada's that was signed out. */
  const sessions = { ada: '', mallory: '', revoked: '' };
  let adaId: string;
  let loftId: number;
  let reservationId: number;

  const graphql = (
    query: string,
    { cookie, headers = {} }: { cookie?: string; headers?: Record<string, string> } = {},
  ) =>
    gateway.inject({
      method: 'POST',
      url: '/graphql',
      payload: JSON.stringify({ query }),
      headers: {
        'content-type': 'application/json',
        ...(cookie ? { cookie: `${SESSION_COOKIE}=${cookie}` } : {}),
        ...headers,
      },
    });

  beforeAll(async () => {
    subgraphs = await startSubgraphs(identitySecret, (name, app) => {
      if (name === 'bookings-payments') {
        app.addHook('onRequest', async (request) => {
          seenBySubgraphs.push({ traceparent: request.headers.traceparent as string | undefined });
        });
      }
      if (name === 'social-events') {
        app.post('/delete_blog_files', async (request) => ({
          seenIdentity: request.identity?.userId ?? null,
          body: request.body,
        }));
      }
    });
    const accountsDb = subgraphs.services.accounts.database.db;
    const member = (firstName: string, lastName: string) =>
      insertMember(accountsDb, KEY, {
        firstName,
        lastName,
        email: `${firstName.toLowerCase()}@example.com`,
        password: 'Gateway2024!',
      });
    adaId = await member('Ada', 'Lovelace');
    const graceId = await member('Grace', 'Hopper');
    const malloryId = await member('Mallory', 'Smith');
    sessions.ada = await insertSession(accountsDb, adaId);
    sessions.mallory = await insertSession(accountsDb, malloryId);
    sessions.revoked = await insertSession(accountsDb, adaId, { revoked: true });
    const listingsDb = subgraphs.services['listings-search'].database.db;
    loftId = await insertListing(listingsDb, {
      hostId: graceId,
      title: 'Sunny loft on South Congress',
      city: 'Austin',
      state: 'TX',
      country: 'US',
      personCapacity: 2,
      isPublished: true,
    });
    await insertListing(listingsDb, {
      hostId: graceId,
      title: 'Unfinished cottage',
      city: 'Marfa',
      state: 'TX',
      country: 'US',
      isPublished: false,
    });
    reservationId = await insertReservation(subgraphs.services['bookings-payments'].database.db, {
      listingId: loftId,
      hostId: graceId,
      guestId: adaId,
      confirmationCode: 'GL7Q2X',
      checkIn: '2025-05-01',
      checkOut: '2025-05-04',
      reservationState: 'approved',
      totalMinor: 61_500,
      currency: 'USD',
    });
    gateway = await buildGateway({
      supergraphSdl: readCommittedSupergraph(),
      subgraphUrls: subgraphs.urls,
      identitySecret,
      limits: { maxDepth: 12, maxAliases: 30, maxBodyBytes: 16_384 },
    });
  });

  afterAll(async () => {
    await gateway?.close();
    await subgraphs?.stop();
  });

  it('answers a query that crosses bookings, listings and accounts for the signed-in guest', async () => {
    const response = await graphql(
      `
        {
          reservation(id: ${reservationId}) {
            confirmationCode
            nights
            total
            currency
            guest {
              displayName
              profileId
            }
            listing {
              title
              city
              host {
                displayName
                listings {
                  id
                  title
                }
              }
            }
          }
        }
      `,
      { cookie: sessions.ada },
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      data: {
        reservation: {
          confirmationCode: 'GL7Q2X',
          nights: 3,
          total: 615,
          currency: 'USD',
          // Profile numbers are drawn at random (decision 0023).
          guest: { displayName: 'Ada', profileId: expect.any(Number) },
          listing: {
            title: 'Sunny loft on South Congress',
            city: 'Austin',
            host: { displayName: 'Grace', listings: [{ id: loftId, title: 'Sunny loft on South Congress' }] },
          },
        },
      },
    });
  });

  it('asks a visitor without a session to log in', async () => {
    const body = (await graphql(`{ reservation(id: ${reservationId}) { id } }`)).json();
    expect(body.errors[0]).toMatchObject({
      message: 'You are not logged In. Please Login to continue!',
      extensions: { code: 'UNAUTHENTICATED' },
    });
  });

  it('shows nothing of a reservation to a member who is not a party to it', async () => {
    expect(
      (await graphql(`{ reservation(id: ${reservationId}) { id } }`, { cookie: sessions.mallory })).json(),
    ).toEqual({
      data: { reservation: null },
    });
  });

  it('treats a revoked session as signed out', async () => {
    const body = (await graphql(`{ reservation(id: ${reservationId}) { id } }`, { cookie: sessions.revoked })).json();
    expect(body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });

  it('answers public queries for visitors', async () => {
    const body = (
      await graphql('{ siteSettings(type: "site_settings") { name value } channelProviders { displayName } }')
    ).json();
    expect(body.data.siteSettings).toContainEqual({ name: 'siteName', value: 'Golightly' });
    expect(body.data.channelProviders).toHaveLength(8);
  });

  it('forwards the caller trace context to subgraphs', async () => {
    const traceparent = '00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01';
    await graphql(`{ reservation(id: ${reservationId}) { id } }`, { cookie: sessions.ada, headers: { traceparent } });
    expect(seenBySubgraphs.some((seen) => seen.traceparent === traceparent)).toBe(true);
  });

  it('refuses GraphQL over GET, mutations included', async () => {
    for (const query of ['{ siteSettings(type: "site_settings") { name } }', 'mutation { anything }']) {
      const response = await gateway.inject({ method: 'GET', url: `/graphql?query=${encodeURIComponent(query)}` });
      expect(response.statusCode).toBe(405);
      expect(response.headers.allow).toBe('POST');
      expect(response.json().errors[0].message).toBe('GraphQL requests must use POST.');
    }
  });

  it('refuses a simple cross-site POST (CSRF prevention)', async () => {
    const response = await gateway.inject({
      method: 'POST',
      url: '/graphql',
      payload: JSON.stringify({ query: '{ siteSettings(type: "site_settings") { name } }' }),
      headers: { 'content-type': 'text/plain' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.body).toMatch(/Cross-Site Request Forgery/);
  });

  it('refuses an oversize body with a clear message', async () => {
    const response = await graphql(`{ siteSettings(type: "${'x'.repeat(20_000)}") { name } }`);
    expect(response.statusCode).toBe(413);
    expect(response.json().errors[0]).toEqual({
      message: 'Request body is larger than the 16384-byte limit.',
      extensions: { code: 'PAYLOAD_TOO_LARGE' },
    });
  });

  it('refuses a query nested too deep', async () => {
    let selection = '{ id }';
    for (let level = 0; level < 7; level += 1) selection = `{ host { listings ${selection} } }`;
    const response = await graphql(`{ listing(id: ${loftId}) ${selection} }`);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].message).toBe('Query is too deep: 16 levels where at most 12 are allowed.');
  });

  it('refuses a query with too many aliases', async () => {
    const fields = Array.from({ length: 31 }, (_, i) => `a${i}: channelProviders { displayName }`).join(' ');
    const response = await graphql(`{ ${fields} }`);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].message).toBe('Query uses 31 aliases where at most 30 are allowed.');
  });

  it('answers introspection and suggests field names outside production, at the gateway and at a subgraph', async () => {
    const introspection = await graphql('{ __type(name: "Listing") { name } }');
    expect(introspection.json().data).toEqual({ __type: { name: 'Listing' } });
    expect((await graphql('{ userLogn }')).json().errors[0].message).toMatch(/Did you mean "userLogin"/);
    const sdl = await fetch(subgraphs.urls.hustle, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ _service { sdl } }' }),
    });
    expect(((await sdl.json()) as { data: { _service: { sdl: string } } }).data._service.sdl).toContain('type Query');
  });

  it('refuses a client that sends its own identity header', async () => {
    const response = await graphql(`{ reservation(id: ${reservationId}) { id } }`, {
      headers: { 'x-golightly-identity': 'forged.token' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].message).toBe(
      'The x-golightly-identity header is reserved for the gateway and may not be sent.',
    );
  });

  it('never shows a stack trace for malformed JSON', async () => {
    const response = await gateway.inject({
      method: 'POST',
      url: '/graphql',
      payload: '{"query": ',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.body).not.toMatch(/\n\s+at /);
  });

  it('forwards a REST path to its owning service with the verified identity and the exact body', async () => {
    const payload = '{"files":["blog/2024/ada-lisbon.jpg"]}';
    const response = await gateway.inject({
      method: 'POST',
      url: '/delete_blog_files',
      payload,
      headers: { 'content-type': 'application/json', cookie: `${SESSION_COOKIE}=${sessions.ada}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ seenIdentity: adaId, body: JSON.parse(payload) });
  });

  it.each(REST_ROUTES.map((route) => [route.prefix, route] as const))(
    'forwards %s with Expect: 100-continue instead of failing with 500',
    async (_prefix, route) => {
      const method = route.methods.includes('POST') ? 'POST' : 'GET';
      const response = await gateway.inject({
        method,
        url: route.prefix.endsWith('/') ? `${route.prefix}example` : route.prefix,
        headers: {
          expect: '100-continue',
          'content-type': 'application/json',
          cookie: `${SESSION_COOKIE}=${sessions.ada}`,
        },
        ...(method === 'POST' ? { payload: '{}' } : {}),
      });
      expect(response.statusCode).toBeLessThan(500);
      expect(response.body).not.toMatch(/\n\s+at |expect header/i);
    },
  );

  it.each(REST_ROUTES.map((route) => [route.prefix, route] as const))(
    'answers %s called with a method it does not take as not found, forwarding nothing',
    async (_prefix, route) => {
      const method = route.methods.includes('POST') ? 'PUT' : 'DELETE';
      const response = await gateway.inject({
        method,
        url: route.prefix.endsWith('/') ? `${route.prefix}example` : route.prefix,
        headers: { 'content-type': 'application/json', cookie: `${SESSION_COOKIE}=${sessions.ada}` },
        payload: '{}',
      });
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('seenIdentity');
    },
  );

  it('marks the session cookie Secure when the gateway is told to, and only then', async () => {
    await insertMember(subgraphs.services.accounts.database.db, KEY, {
      firstName: 'Tess',
      email: 'tess@example.com',
      password: 'Secure2024!',
    });
    const secureGateway = await buildGateway({
      supergraphSdl: readCommittedSupergraph(),
      subgraphUrls: subgraphs.urls,
      identitySecret,
      limits: { maxDepth: 12, maxAliases: 30, maxBodyBytes: 16_384 },
      secureCookies: true,
    });
    const login = (target: FastifyInstance) =>
      target.inject({
        method: 'POST',
        url: '/graphql',
        payload: JSON.stringify({
          query: '{ userLogin(email: "tess@example.com", password: "Secure2024!") { status } }',
        }),
        headers: { 'content-type': 'application/json' },
      });
    try {
      expect(String((await login(secureGateway)).headers['set-cookie'])).toMatch(/; HttpOnly; SameSite=Lax; Secure$/);
      expect(String((await login(gateway)).headers['set-cookie'])).not.toMatch(/Secure/);
    } finally {
      await secureGateway.close();
    }
  });

  it('is ready when every subgraph is, and says which one is not', async () => {
    const ready = await gateway.inject('/readyz');
    expect(ready.statusCode).toBe(200);
    await subgraphs.services.hustle.app.close();
    const degraded = await gateway.inject('/readyz');
    expect(degraded.statusCode).toBe(503);
    expect(degraded.json().checks).toMatchObject({ hustle: false, accounts: true });
  });
});
