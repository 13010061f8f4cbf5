// The provider's fixed choices: the admin app's client, token lifetimes, the API audience, and which return
// addresses the admin app may use. Pure, so they are tested without a provider.

export const ADMIN_CLIENT_ID = 'golightly-admin';

/** The audience of access tokens for the admin API (the gateway checks it; a Keycloak realm adds it by mapper). */
export const ADMIN_API_AUDIENCE = 'urn:golightly:admin-api';

/** Lifetimes in seconds. Access tokens are short (the admin app refreshes them); the sign-in lasts a working day. */
export const TTL = {
  AccessToken: 10 * 60,
  AuthorizationCode: 60,
  IdToken: 10 * 60,
  Interaction: 15 * 60,
  RefreshToken: 12 * 60 * 60,
  Session: 12 * 60 * 60,
  Grant: 12 * 60 * 60,
} as const;

export const adminAppUrl = (siteUrl: string) => new URL('/siteadmin/', siteUrl).href;

/**
 * The admin app returns to the page the admin was on, so any address under `<site>/siteadmin/` is a valid
 * redirect (same origin, no fragment, no credentials); anything else is refused.
 */
export function isAdminAppUrl(siteUrl: string, candidate: string): boolean {
  let url: URL;
  try {
    url = new URL(candidate);
  } catch {
    return false;
  }
  const base = new URL(adminAppUrl(siteUrl));
  return (
    url.origin === base.origin &&
    url.pathname.startsWith(base.pathname) &&
    !url.hash &&
    !url.username &&
    !url.password &&
    // `..` is normalised away by URL; a raw encoded one would still step out of the app once decoded.
    !/%2e%2e|%2f/i.test(url.pathname)
  );
}

export function adminClientMetadata(siteUrl: string) {
  return {
    client_id: ADMIN_CLIENT_ID,
    client_name: 'Golightly admin',
    // A browser app keeps no secret: public client, PKCE required.
    token_endpoint_auth_method: 'none' as const,
    application_type: 'web' as const,
    grant_types: ['authorization_code', 'refresh_token'],
    response_types: ['code' as const],
    redirect_uris: [adminAppUrl(siteUrl)],
    post_logout_redirect_uris: [adminAppUrl(siteUrl)],
  };
}

const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/**
 * A refresh token's handle. keycloak-js decodes every token it is given as a JWT, the refresh token included (only
 * to read it, never to trust it), so the opaque handle is shaped as three base64url parts: a header naming no
 * algorithm (no JWT library accepts it), a small JSON body, and 256 random bits. The provider looks it up by value.
 */
export function refreshTokenHandle(random: Buffer): string {
  return `${part({ typ: 'opaque' })}.${part({ typ: 'Refresh' })}.${random.toString('base64url')}`;
}
