// Admin sign-in end to end through the gateway with plain fetch: discovery, authorization code + PKCE, the
// provider's own login page, token exchange, and the admin API with the bearer token (decision 0011).
import { createHash, randomBytes } from 'node:crypto';
import { insertAdmin, insertMember } from '@golightly/accounts/testing';
import { generateKeyPair, importJWK, SignJWT, type JWK } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type TestStack } from '../support/stack';
import { TEST_SERVICE_ENV } from '../support/subgraphs';

const KEY = TEST_SERVICE_ENV.ACCOUNTS_DATA_KEY!;
const SITE = TEST_SERVICE_ENV.SITE_URL!;
const ISSUER = `${SITE}/oidc`;
const CLIENT_ID = 'golightly-admin';
const REDIRECT = `${SITE}/siteadmin/users`;
const STATUS = '{ getCheckUserStatus { status userExistStatus } }';
const LOGIN = `query { userLogin(email: "x@example.com", password: "Whatever2024!") { status } }`;

/** A browser in miniature: keeps the provider's cookies and never follows redirects by itself. */
class Browser {
  private cookies = new Map<string, string>();
  constructor(private readonly base: string) {}

  /** The site's public address, reached through the gateway under test. */
  url(address: string) {
    return address.startsWith(SITE) ? `${this.base}${address.slice(SITE.length)}` : new URL(address, this.base).href;
  }

  async fetch(address: string, init: RequestInit = {}) {
    const response = await fetch(this.url(address), {
      ...init,
      redirect: 'manual',
      headers: {
        ...(init.headers as Record<string, string>),
        cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
      },
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair!.indexOf('=');
      const [name, value] = [pair!.slice(0, at), pair!.slice(at + 1)];
      if (!value || /max-age=0|expires=thu, 01 jan 1970/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return response;
  }

  form(address: string, fields: Record<string, string>) {
    return this.fetch(address, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
    });
  }
}

const pkce = () => {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
};

describe('admin sign-in with OpenID Connect through the gateway', () => {
  let stack: TestStack;
  let base: string;
  let adminId: string;

  beforeAll(async () => {
    stack = await startStack();
    base = await stack.gateway.listen({ port: 0, host: '127.0.0.1' });
    const db = stack.subgraphs.services.accounts.database.db;
    adminId = await insertAdmin(db, KEY, {
      email: 'admin@golightly.test',
      password: 'AdminPass2024!',
      isSuperAdmin: true,
    });
    await insertMember(db, KEY, { firstName: 'Ada', email: 'ada@example.com', password: 'Travel2024!' });
  });
  afterAll(() => stack?.stop());

  async function graphql(token: string | undefined, query: string) {
    const response = await fetch(`${base}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify({ query }),
    });
    return {
      status: response.status,
      ...((await response.json()) as {
        data?: unknown;
        errors?: { message: string; extensions?: { code?: string } }[];
      }),
    };
  }

  /** Runs the flow up to the login page; returns the page's form action. */
  async function startSignIn(browser: Browser, challenge: string, redirectUri = REDIRECT) {
    const discovery = (await (await browser.fetch('/oidc/.well-known/openid-configuration')).json()) as Record<
      string,
      string
    >;
    const authorize = new URL(discovery.authorization_endpoint!);
    authorize.search = new URLSearchParams({
      client_id: CLIENT_ID,
      redirect_uri: redirectUri,
      response_type: 'code',
      scope: 'openid email',
      code_challenge: challenge,
      code_challenge_method: 'S256',
      state: 'state-1',
      nonce: 'nonce-1',
    }).toString();
    return { discovery, response: await browser.fetch(authorize.href) };
  }

  async function signIn(browser: Browser, verifier: string, challenge: string) {
    const { discovery, response } = await startSignIn(browser, challenge);
    const page = await browser.fetch(response.headers.get('location')!);
    const action = /action="([^"]+)"/.exec(await page.text())![1]!;
    const done = await browser.form(action, { email: 'admin@golightly.test', password: 'AdminPass2024!' });
    const callback = await browser.fetch(done.headers.get('location')!);
    const code = new URL(callback.headers.get('location')!).searchParams.get('code')!;
    const tokens = await browser.form(discovery.token_endpoint!, {
      grant_type: 'authorization_code',
      code,
      redirect_uri: REDIRECT,
      client_id: CLIENT_ID,
      code_verifier: verifier,
    });
    return { discovery, tokens: (await tokens.json()) as Record<string, string> };
  }

  it('publishes its discovery document under the site, with PKCE S256 and its keys', async () => {
    const browser = new Browser(base);
    const response = await browser.fetch('/oidc/.well-known/openid-configuration');
    expect(response.status).toBe(200);
    const discovery = (await response.json()) as Record<string, unknown>;
    expect(discovery.issuer).toBe(ISSUER);
    expect(discovery.authorization_endpoint).toBe(`${ISSUER}/auth`);
    expect(discovery.token_endpoint).toBe(`${ISSUER}/token`);
    expect(discovery.end_session_endpoint).toBe(`${ISSUER}/session/end`);
    expect(discovery.code_challenge_methods_supported).toEqual(['S256']);
    const jwks = (await (await browser.fetch(discovery.jwks_uri as string)).json()) as { keys: JWK[] };
    expect(jwks.keys).toHaveLength(1);
    expect(jwks.keys[0]).toMatchObject({ kty: 'RSA', alg: 'RS256', use: 'sig' });
    expect(jwks.keys[0]).not.toHaveProperty('d');
  });

  it('signs the admin in with code + PKCE after refusing a wrong password, and the gateway accepts her token', async () => {
    const browser = new Browser(base);
    const { verifier, challenge } = pkce();
    const { response } = await startSignIn(browser, challenge);
    expect(response.status).toBe(303);
    const interaction = response.headers.get('location')!;
    expect(interaction).toMatch(/\/oidc\/interaction\/[\w-]+$/);

    const page = await browser.fetch(interaction);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<label for="email">E-mail</label>');
    const action = /action="([^"]+)"/.exec(html)![1]!;

    const wrong = await browser.form(action, { email: 'admin@golightly.test', password: 'not-her-password' });
    expect(wrong.status).toBe(401);
    expect(await wrong.text()).toContain(
      '<p role="alert" id="login-error">Wrong e-mail or password. Please try again.</p>',
    );
    const member = await browser.form(action, { email: 'ada@example.com', password: 'Travel2024!' });
    expect(member.status).toBe(401);

    const done = await browser.form(action, { email: ' Admin@Golightly.test ', password: 'AdminPass2024!' });
    expect(done.status).toBe(303);
    // Consent is granted by itself for the first-party admin app: straight back to the app with a code.
    const callback = await browser.fetch(done.headers.get('location')!);
    expect(callback.status).toBe(303);
    const back = new URL(callback.headers.get('location')!);
    expect(`${back.origin}${back.pathname}`).toBe(REDIRECT);
    expect(back.searchParams.get('state')).toBe('state-1');
    expect(back.searchParams.get('iss')).toBe(ISSUER);

    const discovery = (await (await browser.fetch('/oidc/.well-known/openid-configuration')).json()) as Record<
      string,
      string
    >;
    const exchange = (fields: Record<string, string>) =>
      browser.form(discovery.token_endpoint!, {
        grant_type: 'authorization_code',
        code: back.searchParams.get('code')!,
        redirect_uri: REDIRECT,
        client_id: CLIENT_ID,
        ...fields,
      });
    const stolen = await exchange({ code_verifier: pkce().verifier });
    expect(stolen.status).toBe(400);
    expect(((await stolen.json()) as { error: string }).error).toBe('invalid_grant');

    const tokens = (await (await exchange({ code_verifier: verifier })).json()) as Record<string, string>;
    expect(tokens.token_type).toBe('Bearer');
    expect(tokens.refresh_token).toBeTruthy();
    const idClaims = JSON.parse(Buffer.from(tokens.id_token!.split('.')[1]!, 'base64url').toString()) as Record<
      string,
      unknown
    >;
    expect(idClaims).toMatchObject({
      iss: ISSUER,
      aud: CLIENT_ID,
      sub: adminId,
      email: 'admin@golightly.test',
      nonce: 'nonce-1',
    });

    const status = await graphql(tokens.access_token, STATUS);
    expect(status.data).toEqual({ getCheckUserStatus: { status: 'success', userExistStatus: true } });
    expect((await graphql(tokens.access_token, LOGIN)).data).toEqual({ userLogin: { status: 'adminLoggedIn' } });
    expect((await graphql(undefined, LOGIN)).data).toEqual({ userLogin: { status: 'email' } });
  });

  it('refreshes the access token with the refresh token', async () => {
    const browser = new Browser(base);
    const { verifier, challenge } = pkce();
    const { discovery, tokens } = await signIn(browser, verifier, challenge);
    const refreshed = await browser.form(discovery.token_endpoint!, {
      grant_type: 'refresh_token',
      refresh_token: tokens.refresh_token!,
      client_id: CLIENT_ID,
    });
    expect(refreshed.status).toBe(200);
    const next = (await refreshed.json()) as Record<string, string>;
    expect(next.access_token).not.toBe(tokens.access_token);
    // Rotated: the old refresh token is spent.
    expect(next.refresh_token).not.toBe(tokens.refresh_token);
    const replay = await browser.form(discovery.token_endpoint!, {
      grant_type: 'refresh_token',
      refresh_token: tokens.refresh_token!,
      client_id: CLIENT_ID,
    });
    expect(replay.status).toBe(400);
    expect((await graphql(next.access_token, LOGIN)).data).toEqual({ userLogin: { status: 'adminLoggedIn' } });
  });

  it('refuses a forged, an expired and a malformed token with a clear message', async () => {
    const browser = new Browser(base);
    const { verifier, challenge } = pkce();
    const { tokens } = await signIn(browser, verifier, challenge);
    const [header, payload] = tokens.access_token!.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as Record<string, unknown>;

    // The same claims, signed by a key that is not the provider's.
    const { privateKey } = await generateKeyPair('RS256');
    const forged = await new SignJWT(claims)
      .setProtectedHeader(JSON.parse(Buffer.from(header!, 'base64url').toString()))
      .sign(privateKey);
    // Genuinely signed by the provider's own key, but an hour past its expiry.
    const { createFieldCrypto } = await import('../../../services/accounts/src/db/field-crypto');
    const db = stack.subgraphs.services.accounts.database.db;
    const row = await db('oidc_signing_keys').first('private_jwk_encrypted');
    const jwk = JSON.parse(createFieldCrypto(Buffer.from(KEY, 'base64')).decrypt(row.private_jwk_encrypted)) as JWK;
    const expired = await new SignJWT({
      ...claims,
      iat: Math.floor(Date.now() / 1000) - 7200,
      exp: Math.floor(Date.now() / 1000) - 3600,
    })
      .setProtectedHeader({ alg: 'RS256', kid: jwk.kid!, typ: 'at+jwt' })
      .sign(await importJWK(jwk, 'RS256'));
    // The ID token is signed by the provider too, but it is not meant for the API.
    for (const token of [forged, expired, tokens.id_token!, 'not-a-token', `${header}.${payload}.`]) {
      const answer = await graphql(token, STATUS);
      expect(answer.status).toBe(401);
      expect(answer.errors?.[0]).toMatchObject({
        message: 'Your admin sign-in is invalid or has expired. Please sign in again.',
        extensions: { code: 'UNAUTHENTICATED' },
      });
    }
  });

  it('returns only to the admin app', async () => {
    const browser = new Browser(base);
    const { response } = await startSignIn(browser, pkce().challenge, 'http://evil.example/siteadmin/');
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('redirect_uri did not match any of the client');
  });
});
