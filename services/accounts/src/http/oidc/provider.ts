// The OpenID Connect provider admins sign in with (decision 0011): oidc-provider (OpenID certified) mounted at
// /oidc, issuer `${SITE_URL}/oidc`, one first-party public client (the admin app), keys and state in Postgres.
import { hkdfSync, randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Knex } from '@golightly/db';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import Provider, { errors, type Configuration } from 'oidc-provider';
import type { AccountsConfig } from '../../config';
import type { FieldCrypto } from '../../db/field-crypto';
import { admitGuess, forgiveGuess } from '../../app/attempts';
import { findAdminAccountRow } from '../../db/admin-users';
import { findAdminByEmailHash } from '../../db/sign-in';
import { verifyPassword } from '../../domain/passwords';
import { tooManyAttemptsMessage } from '../../domain/sign-in';
import { postgresAdapterFactory } from './adapter';
import { loadSigningKeys } from './keys';
import { errorPage, loginPage, logoutPage, signedOutPage } from './pages';
import {
  ADMIN_API_AUDIENCE,
  ADMIN_CLIENT_ID,
  adminAppUrl,
  adminClientMetadata,
  isAdminAppUrl,
  refreshTokenHandle,
  TTL,
} from './settings';

export const OIDC_PATH = '/oidc';

export const BAD_CREDENTIALS = 'Wrong e-mail or password. Please try again.';

interface AdminAccount {
  id: string;
  email: string;
  isSuperAdmin: boolean;
}

async function findAdminById(db: Knex, crypto: FieldCrypto, id: string): Promise<AdminAccount | undefined> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return undefined;
  const row = await findAdminAccountRow(db, id);
  return row ? { id: row.id, email: crypto.decrypt(row.email_encrypted), isSuperAdmin: row.is_super_admin } : undefined;
}

export async function createOidcProvider(db: Knex, config: AccountsConfig, crypto: FieldCrypto): Promise<Provider> {
  const siteUrl = config.siteUrl;
  const issuer = new URL(`${OIDC_PATH}`, siteUrl).href;
  const cookieKey = Buffer.from(
    hkdfSync('sha256', config.dataKey, Buffer.alloc(0), 'golightly/accounts/oidc-cookies', 32),
  );

  const configuration: Configuration = {
    adapter: postgresAdapterFactory(db),
    jwks: { keys: await loadSigningKeys(db, crypto) },
    clients: [adminClientMetadata(siteUrl)],
    cookies: { keys: [cookieKey.toString('base64url')] },
    ttl: { ...TTL },
    pkce: { required: () => true },
    scopes: ['openid', 'email', 'profile', 'offline_access'],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['is_super_admin'] },
    // The ID token carries the admin's e-mail, so the admin app shows it without a userinfo call.
    conformIdTokenClaims: false,
    async findAccount(_ctx, sub) {
      const admin = await findAdminById(db, crypto, sub);
      if (!admin) return undefined;
      return {
        accountId: admin.id,
        claims: async () => ({
          sub: admin.id,
          email: admin.email,
          email_verified: true,
          is_super_admin: admin.isSuperAdmin,
        }),
      };
    },
    interactions: { url: (_ctx, interaction) => `${OIDC_PATH}/interaction/${interaction.uid}` },
    // The admin app is first-party: consent is granted without asking.
    async loadExistingGrant(ctx) {
      const { client, session } = ctx.oidc;
      if (!client || !session?.accountId) return undefined;
      const grantId = ctx.oidc.result?.consent?.grantId ?? session.grantIdFor(client.clientId);
      const existing = grantId ? await ctx.oidc.provider.Grant.find(grantId) : undefined;
      if (client.clientId !== ADMIN_CLIENT_ID) return existing;
      const grant =
        existing ?? new ctx.oidc.provider.Grant({ clientId: client.clientId, accountId: session.accountId });
      grant.addOIDCScope('openid email profile offline_access');
      grant.addResourceScope(ADMIN_API_AUDIENCE, 'admin');
      await grant.save();
      return grant;
    },
    // The admin app refreshes its access token while the sign-in lasts.
    issueRefreshToken: async (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    features: {
      devInteractions: { enabled: false },
      // Access tokens are JWTs for the admin API, so the gateway verifies them with the provider's public keys.
      resourceIndicators: {
        enabled: true,
        defaultResource: () => ADMIN_API_AUDIENCE,
        useGrantedResource: () => true,
        async getResourceServerInfo(_ctx, resource) {
          if (resource !== ADMIN_API_AUDIENCE) throw new errors.InvalidTarget();
          return {
            scope: 'admin',
            audience: ADMIN_API_AUDIENCE,
            accessTokenTTL: TTL.AccessToken,
            accessTokenFormat: 'jwt',
            jwt: { sign: { alg: 'RS256' } },
          };
        },
      },
      rpInitiatedLogout: {
        enabled: true,
        async logoutSource(ctx, form) {
          ctx.type = 'html';
          ctx.body = logoutPage(form);
        },
        async postLogoutSuccessSource(ctx) {
          ctx.type = 'html';
          ctx.body = signedOutPage(adminAppUrl(siteUrl));
        },
      },
    },
    // The gateway finds the admin by e-mail, whichever provider issued the token (a Keycloak realm does the same).
    async extraTokenClaims(_ctx, token) {
      if (token.kind !== 'AccessToken' || !token.accountId) return undefined;
      const admin = await findAdminById(db, crypto, token.accountId);
      return admin ? { email: admin.email } : undefined;
    },
    async renderError(ctx, out, error) {
      ctx.type = 'html';
      const described = (error as { error_description?: string }).error_description ?? out.error_description;
      ctx.body = errorPage(described ?? 'The sign-in request could not be completed.');
    },
  };

  const provider = new Provider(issuer, configuration);
  // Addresses are built from SITE_URL (see mount), and the client's address is the gateway's X-Forwarded-For.
  provider.proxy = true;
  // keycloak-js decodes the refresh token as a JWT; see refreshTokenHandle.
  (provider.RefreshToken.prototype as unknown as { generateTokenId(): string }).generateTokenId = () =>
    refreshTokenHandle(randomBytes(32));
  const Client = provider.Client.prototype as unknown as {
    redirectUriAllowed(this: { clientId: string }, value: string): boolean;
    postLogoutRedirectUriAllowed(this: { clientId: string }, value: string): boolean;
  };
  const { redirectUriAllowed, postLogoutRedirectUriAllowed } = Client;
  Client.redirectUriAllowed = function (value) {
    return this.clientId === ADMIN_CLIENT_ID ? isAdminAppUrl(siteUrl, value) : redirectUriAllowed.call(this, value);
  };
  Client.postLogoutRedirectUriAllowed = function (value) {
    return this.clientId === ADMIN_CLIENT_ID
      ? isAdminAppUrl(siteUrl, value)
      : postLogoutRedirectUriAllowed.call(this, value);
  };
  return provider;
}

/** Registers /oidc/* (the provider) and its interaction pages on the accounts service. */
export function oidcRoutes(db: Knex, config: AccountsConfig, crypto: FieldCrypto) {
  const site = new URL(config.siteUrl);
  /** Every address the provider writes is under SITE_URL, whatever hops (web server, gateway) the request took. */
  const asPublicRequest = (raw: IncomingMessage) => {
    raw.headers.host = site.host;
    raw.headers['x-forwarded-proto'] = site.protocol.slice(0, -1);
    delete raw.headers['x-forwarded-host'];
    return raw;
  };

  return async (app: FastifyInstance) => {
    const provider = await createOidcProvider(db, config, crypto);
    const callback = provider.callback();

    const hand = (request: FastifyRequest, reply: FastifyReply) => {
      reply.hijack();
      const raw = asPublicRequest(request.raw) as IncomingMessage & { originalUrl?: string };
      raw.originalUrl = raw.url;
      raw.url = raw.url?.slice(OIDC_PATH.length) || '/';
      callback(raw, reply.raw as ServerResponse);
    };
    // Hijacked before fastify reads the body: the provider parses its own forms.
    app.route({
      method: ['GET', 'POST', 'OPTIONS'],
      url: `${OIDC_PATH}/*`,
      onRequest: async (request, reply) => hand(request, reply),
      handler: async () => undefined,
    });
    app.route({
      method: ['GET'],
      url: OIDC_PATH,
      onRequest: async (request, reply) => hand(request, reply),
      handler: async () => undefined,
    });

    await app.register(async (scope) => {
      scope.addContentTypeParser(
        'application/x-www-form-urlencoded',
        { parseAs: 'string', bodyLimit: 8192 },
        (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
      );

      const html = (reply: FastifyReply, status: number, body: string) =>
        reply
          .code(status)
          .header('content-type', 'text/html; charset=utf-8')
          .header('cache-control', 'no-store')
          .send(body);

      const details = async (request: FastifyRequest, reply: FastifyReply) => {
        try {
          return await provider.interactionDetails(asPublicRequest(request.raw), reply.raw);
        } catch {
          return undefined;
        }
      };
      const expired = (reply: FastifyReply) =>
        html(reply, 400, errorPage('This sign-in page has expired. Go back to the admin app and sign in again.'));

      scope.get<{ Params: { uid: string } }>(`${OIDC_PATH}/interaction/:uid`, async (request, reply) => {
        const interaction = await details(request, reply);
        if (!interaction || interaction.uid !== request.params.uid) return expired(reply);
        return html(reply, 200, loginPage({ action: `${OIDC_PATH}/interaction/${interaction.uid}/login` }));
      });

      scope.post<{ Params: { uid: string }; Body: Record<string, string> | undefined }>(
        `${OIDC_PATH}/interaction/:uid/login`,
        async (request, reply) => {
          const interaction = await details(request, reply);
          if (!interaction || interaction.uid !== request.params.uid) return expired(reply);
          const action = `${OIDC_PATH}/interaction/${interaction.uid}/login`;
          const email = String(request.body?.email ?? '')
            .trim()
            .slice(0, 254);
          const password = String(request.body?.password ?? '').slice(0, 200);
          if (!email || !password) {
            return html(reply, 400, loginPage({ action, email, error: 'Enter your e-mail and your password.' }));
          }
          const emailHash = crypto.lookupHash(email);
          const ip = request.clientIp;
          const admission = await admitGuess(db, emailHash, ip);
          if (!admission.allowed) {
            return html(
              reply,
              429,
              loginPage({ action, email, error: tooManyAttemptsMessage(admission.retryAfterSeconds) }),
            );
          }
          const admin = await findAdminByEmailHash(db, emailHash);
          if (!(await verifyPassword(admin?.passwordHash, password)) || !admin) {
            return html(reply, 401, loginPage({ action, email, error: BAD_CREDENTIALS }));
          }
          await forgiveGuess(db, emailHash, ip);
          reply.hijack();
          await provider.interactionFinished(
            request.raw,
            reply.raw,
            { login: { accountId: admin.id } },
            { mergeWithLastSubmission: false },
          );
        },
      );
    });
  };
}
