// Query limits (issue 11, item 7) in production: the gateway and each subgraph refuse the same abusive operations.
import { IDENTITY_HEADER, signCaller } from '@golightly/service-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, TEST_IDENTITY_SECRET, type TestStack } from '../support/stack';

const ELEVEN_ALIASES = Array.from({ length: 11 }, (_, i) => `p${i}: channelProviders { displayName }`).join(' ');
/** 11 aliases written, 33 once the fragment is spread three times. */
const ALIASES_THROUGH_FRAGMENTS = `{ ...Three } fragment Three on Query { ...Eleven ...Eleven ...Eleven } fragment Eleven on Query { ${ELEVEN_ALIASES} }`;
const ROLES = 'getAllAdminRoles { id name description privileges { id name permittedUrls } }';
/** Each alias costs 1 + 10 roles × (3 fields + 1 + 10 privileges × 3 fields) = 341. */
const COSTLY = `{ r1: ${ROLES} r2: ${ROLES} r3: ${ROLES} r4: ${ROLES} }`;
const TWO_LOGINS = `{ a: userLogin(email: "ada@example.com", password: "guess-1") { status }
  b: userLogin(email: "ada@example.com", password: "guess-2") { status } }`;
const LOGIN_IN_FRAGMENT = `query { ...Login ... on Query { ...Login } }
  fragment Login on Query { userLogin(email: "ada@example.com", password: "guess") { status } }`;

const messages = {
  aliases: 'Query uses 33 aliases where at most 30 are allowed.',
  cost: 'Query is too costly: its estimated cost is 1364 where at most 1000 is allowed. Ask for fewer fields inside lists or for smaller pages.',
  logins: 'userLogin may be asked only once per request; it is asked 2 times here.',
};

describe('query limits in production', () => {
  let stack: TestStack;
  let accountsOperations = 0;

  beforeAll(async () => {
    stack = await startStack({
      env: { NODE_ENV: 'production' },
      gateway: () => ({ production: true }),
      beforeListen: (name, app) => {
        if (name !== 'accounts') return;
        app.addHook('onRequest', async (request) => {
          if (request.url === '/graphql') accountsOperations += 1;
        });
      },
    });
  });
  afterAll(() => stack?.stop());

  /** Asks through the gateway and says whether accounts was reached. */
  async function throughGateway(query: string) {
    const before = accountsOperations;
    const response = await stack.visitor().graphql(query);
    return { ...response, reachedAccounts: accountsOperations > before };
  }

  /** Asks the accounts subgraph directly, as a caller holding a valid signed identity would. */
  async function directlyToAccounts(query: string) {
    const identity = {
      userId: '00000000-0000-4000-8000-00000000a0a0',
      sessionId: '00000000-0000-4000-8000-00000000b0b0',
    };
    const response = await fetch(stack.subgraphs.urls.accounts, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        [IDENTITY_HEADER]: signCaller({ identity, ip: '198.51.100.9' }, TEST_IDENTITY_SECRET),
      },
      body: JSON.stringify({ query }),
      signal: AbortSignal.timeout(10_000),
    });
    const body = (await response.json()) as { errors?: { message: string; extensions?: { code?: string } }[] };
    return { status: response.status, errors: body.errors };
  }

  it('refuses aliases multiplied through fragment spreads, counted as if written out', async () => {
    const response = await throughGateway(ALIASES_THROUGH_FRAGMENTS);
    expect(response.status).toBe(400);
    expect(response.errors?.[0]).toMatchObject({
      message: messages.aliases,
      extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
    });
  });

  it('refuses a costly query of nested lists before any subgraph is asked', async () => {
    const response = await throughGateway(COSTLY);
    expect(response.status).toBe(400);
    expect(response.errors?.[0]?.message).toBe(messages.cost);
    expect(response.reachedAccounts).toBe(false);
  });

  it('refuses a second userLogin in one request, aliased or spread from a fragment, before accounts counts it', async () => {
    for (const query of [TWO_LOGINS, LOGIN_IN_FRAGMENT]) {
      const response = await throughGateway(query);
      expect(response.status).toBe(400);
      expect(response.errors?.[0]?.message).toBe(messages.logins);
      expect(response.reachedAccounts).toBe(false);
    }
  });

  it('still answers one userLogin and ordinary queries', async () => {
    const response = await throughGateway(
      '{ userLogin(email: "nobody@example.com", password: "Whatever2024!") { status } }',
    );
    expect(response.status).toBe(200);
    expect(response.data).toEqual({ userLogin: { status: 'email' } });
  });

  it('gives a direct caller of a subgraph with a signed identity the same refusals', async () => {
    const aliases = await directlyToAccounts(
      `{ ...Three } fragment Three on Query { ...Eleven ...Eleven ...Eleven } fragment Eleven on Query { ${Array.from(
        { length: 11 },
        (_, i) => `c${i}: getCountries { status }`,
      ).join(' ')} }`,
    );
    expect(aliases.status).toBe(400);
    expect(aliases.errors?.[0]?.message).toBe(messages.aliases);

    const costly = await directlyToAccounts(COSTLY);
    expect(costly.status).toBe(400);
    expect(costly.errors?.[0]?.message).toBe(messages.cost);

    for (const query of [TWO_LOGINS, LOGIN_IN_FRAGMENT]) {
      const logins = await directlyToAccounts(query);
      expect(logins.status).toBe(400);
      expect(logins.errors?.[0]?.message).toBe(messages.logins);
    }
  });

  it('answers no introspection and suggests no field names at the gateway', async () => {
    const introspection = await throughGateway('{ __schema { types { name } } }');
    expect(introspection.status).toBe(400);
    expect(introspection.errors?.[0]?.message).toMatch(/introspection is not allowed/);
    expect(introspection.data).toBeUndefined();

    const typo = await throughGateway('{ userLogn }');
    expect(typo.status).toBe(400);
    expect(typo.errors?.[0]?.message).toBe('Cannot query field "userLogn" on type "Query".');
  });

  it('answers no introspection, no schema SDL and no field suggestions at a subgraph', async () => {
    const introspection = await directlyToAccounts('{ __type(name: "Query") { fields { name } } }');
    expect(introspection.status).toBe(400);
    expect(introspection.errors?.[0]?.message).toMatch(/introspection is not allowed/);

    const sdl = await directlyToAccounts('{ _service { sdl } }');
    expect(sdl.status).toBe(400);
    expect(sdl.errors?.[0]?.message).toBe('The schema of this service is not available here.');

    const typo = await directlyToAccounts('{ userLogn }');
    expect(typo.errors?.[0]?.message).toBe('Cannot query field "userLogn" on type "Query".');
  });
});
