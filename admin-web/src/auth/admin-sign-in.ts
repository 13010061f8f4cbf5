// Admin sign-in with keycloak-js in generic OpenID Connect mode (authorization code + PKCE S256).
// keycloak-js is imported on demand, so the admin shell renders without waiting for, or shipping, it up front.
import type Keycloak from 'keycloak-js';
import type { OidcConfig } from './oidc-config';

/** Refresh the access token when it has less than this many seconds left. */
export const REFRESH_MARGIN_SECONDS = 60;

let instance: Promise<Keycloak> | undefined;

/** The one Keycloak instance for this page, initialised once; it also completes a sign-in redirect back to the app. */
export function adminKeycloak(config: OidcConfig): Promise<Keycloak> {
  instance ??= (async () => {
    const { default: KeycloakClient } = await import('keycloak-js');
    const keycloak = new KeycloakClient({ clientId: config.clientId, oidcProvider: config.issuer });
    // No session iframe: the provider may be on another origin, and third-party cookies are not to be relied on.
    await keycloak.init({
      pkceMethod: 'S256',
      checkLoginIframe: false,
      responseMode: 'query',
      scope: 'openid email profile',
    });
    return keycloak;
  })();
  instance.catch(() => {
    instance = undefined; // a provider that was down may be back on the next attempt
  });
  return instance;
}

/** Sends the browser to the provider's sign-in page, returning to `returnTo` afterwards. */
export async function signInAdmin(config: OidcConfig, returnTo: string): Promise<void> {
  const keycloak = await adminKeycloak(config);
  await keycloak.login({ redirectUri: returnTo });
}

/** Ends the sign-in at the provider too, then comes back to the admin app. */
export async function signOutAdmin(config: OidcConfig, returnTo: string): Promise<void> {
  const keycloak = await adminKeycloak(config);
  await keycloak.logout({ redirectUri: returnTo });
}

/**
 * The access token for the next API call, refreshed first when it is about to expire; undefined when nobody is
 * signed in (or sign-in has not started on this page).
 */
export async function adminAccessToken(): Promise<string | undefined> {
  const keycloak = await instance?.catch(() => undefined);
  if (!keycloak?.authenticated) return undefined;
  try {
    await keycloak.updateToken(REFRESH_MARGIN_SECONDS);
  } catch {
    return undefined;
  }
  return keycloak.token;
}

/**
 * New tokens now, whatever the old ones' age, and the claims of the new ID token; undefined when that fails. After
 * her sign-in e-mail changed the old access token names nobody (the gateway finds admins by its e-mail claim).
 */
export async function renewAdminTokens(): Promise<{ email?: string; is_super_admin?: boolean } | undefined> {
  const keycloak = await instance?.catch(() => undefined);
  if (!keycloak?.authenticated) return undefined;
  try {
    // -1: refresh even though the token is still valid.
    await keycloak.updateToken(-1);
  } catch {
    return undefined;
  }
  return keycloak.idTokenParsed as { email?: string; is_super_admin?: boolean } | undefined;
}
