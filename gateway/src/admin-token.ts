// Admin API calls carry `Authorization: Bearer <access token>` from the admin app. The gateway verifies the JWT
// against the issuer's keys (the accounts provider by default, a Keycloak realm by OIDC_ISSUER) and asks accounts
// which admin the token's e-mail names. Decision 0011.
import { createHash } from 'node:crypto';
import { gatewayCredential, type Identity } from '@golightly/service-kit';
import { createRemoteJWKSet, errors as joseErrors, jwtVerify, type JWTPayload } from 'jose';
import * as oidc from 'openid-client';

export class InvalidAdminTokenError extends Error {}
export class AdminTokenUnavailableError extends Error {}

export interface AdminTokenOptions {
  /** An external issuer (e.g. a Keycloak realm). Unset: the accounts service's own provider. */
  issuer?: string;
  /** The audience access tokens for the admin API carry. */
  audience: string;
  /** Base URL of the accounts service, e.g. http://localhost:4001 */
  accountsUrl: string;
  identitySecret: string;
  cacheMs?: number;
  fetchTimeoutMs?: number;
}

interface IssuerKeys {
  issuer: string;
  keys: ReturnType<typeof createRemoteJWKSet>;
}

/** The bearer token of an Authorization header, or undefined when there is none (a malformed one is refused). */
export function bearerToken(header: string | undefined): string | undefined {
  if (header === undefined) return undefined;
  const match = /^Bearer ([A-Za-z0-9._~+/-]+=*)$/.exec(header.trim());
  if (!match?.[1]) throw new InvalidAdminTokenError('The Authorization header must be "Bearer <access token>".');
  return match[1];
}

/** A stable uuid-shaped session id for a sign-in (its `sid`) or, lacking one, for the token. */
export function sessionIdOf(payload: JWTPayload & { sid?: unknown }, token: string): string {
  const seed = typeof payload.sid === 'string' ? `sid:${payload.sid}` : `jti:${payload.jti ?? token}`;
  const hex = createHash('sha256').update(seed).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

export function createAdminTokenVerifier(options: AdminTokenOptions) {
  const timeout = options.fetchTimeoutMs ?? 3000;
  const cacheMs = options.cacheMs ?? 2000;
  const cache = new Map<string, { identity: Identity | null; until: number }>();
  let issuerKeys: Promise<IssuerKeys> | undefined;

  async function discover(): Promise<IssuerKeys> {
    if (options.issuer) {
      const issuerUrl = new URL(options.issuer);
      const config = await oidc.discovery(issuerUrl, 'golightly-gateway', undefined, undefined, {
        timeout: timeout / 1000,
        ...(issuerUrl.protocol === 'http:' ? { execute: [oidc.allowInsecureRequests] } : {}),
      });
      const metadata = config.serverMetadata();
      if (!metadata.jwks_uri) throw new Error(`${options.issuer} publishes no jwks_uri`);
      return {
        issuer: metadata.issuer,
        keys: createRemoteJWKSet(new URL(metadata.jwks_uri), { timeoutDuration: timeout }),
      };
    }
    // The accounts provider, asked directly: its public addresses are the site's, which the gateway may not reach.
    const base = `${options.accountsUrl}/oidc`;
    const response = await fetch(`${base}/.well-known/openid-configuration`, { signal: AbortSignal.timeout(timeout) });
    if (!response.ok) throw new Error(`accounts answered ${response.status} to discovery`);
    const { issuer } = (await response.json()) as { issuer: string };
    return { issuer, keys: createRemoteJWKSet(new URL(`${base}/jwks`), { timeoutDuration: timeout }) };
  }

  async function keys(): Promise<IssuerKeys> {
    issuerKeys ??= discover().catch((error: Error) => {
      issuerKeys = undefined; // retried on the next request
      throw new AdminTokenUnavailableError(`the sign-in provider is unreachable: ${error.message}`);
    });
    return issuerKeys;
  }

  async function verify(token: string): Promise<JWTPayload> {
    const { issuer, keys: jwks } = await keys();
    try {
      const { payload } = await jwtVerify(token, jwks, {
        issuer,
        audience: options.audience,
        requiredClaims: ['exp', 'sub'],
      });
      return payload;
    } catch (error) {
      if (error instanceof joseErrors.JOSEError && !(error instanceof joseErrors.JWKSTimeout)) {
        throw new InvalidAdminTokenError(`access token refused: ${error.code}`);
      }
      throw new AdminTokenUnavailableError(`could not verify the access token: ${(error as Error).message}`);
    }
  }

  /** The admin an access token names; null for a valid token of someone who is not (or no longer) an admin. */
  return async function resolveAdminToken(token: string): Promise<Identity | null> {
    const now = Date.now();
    const cached = cache.get(token);
    if (cached && cached.until > now) return cached.identity;
    const payload = await verify(token);
    const email = payload.email;
    if (typeof email !== 'string' || payload.email_verified === false) {
      throw new InvalidAdminTokenError('access token refused: no verified e-mail claim');
    }
    let response: Response;
    try {
      response = await fetch(new URL('/internal/admin-identity', options.accountsUrl), {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${gatewayCredential(options.identitySecret)}`,
        },
        body: JSON.stringify({ email }),
        signal: AbortSignal.timeout(timeout),
      });
    } catch (error) {
      throw new AdminTokenUnavailableError(`accounts is unreachable: ${(error as Error).message}`);
    }
    let identity: Identity | null = null;
    if (response.status === 200) {
      const admin = (await response.json()) as { adminId: string; isSuperAdmin: boolean; privilegeIds: number[] };
      identity = {
        userId: admin.adminId,
        sessionId: sessionIdOf(payload, token),
        admin: { adminId: admin.adminId, isSuperAdmin: admin.isSuperAdmin, privilegeIds: admin.privilegeIds },
      };
    } else if (response.status !== 404) {
      throw new AdminTokenUnavailableError(`accounts answered ${response.status} to an admin lookup`);
    }
    if (cache.size > 10_000) cache.clear();
    // Never past the token's own expiry.
    cache.set(token, { identity, until: Math.min(now + cacheMs, (payload.exp as number) * 1000) });
    return identity;
  };
}

export type AdminTokenResolver = ReturnType<typeof createAdminTokenVerifier>;
