// Admin sign-in with keycloak-js in generic OpenID Connect mode (authorization code + PKCE S256).
// keycloak-js is imported on demand, so the admin shell never waits for, or ships, it up front.
import type Keycloak from 'keycloak-js';
import type { OidcConfig } from './oidc-config';

let instance: Promise<Keycloak> | undefined;

/** The one Keycloak instance for this page, initialised once; it also completes a sign-in redirect back to the app. */
export function adminKeycloak(config: OidcConfig): Promise<Keycloak> {
  instance ??= (async () => {
    const { default: KeycloakClient } = await import('keycloak-js');
    const keycloak = new KeycloakClient({ clientId: config.clientId, oidcProvider: config.issuer });
    // No session iframe: the provider may be on another origin, and third-party cookies are not to be relied on.
    await keycloak.init({ pkceMethod: 'S256', checkLoginIframe: false, responseMode: 'query' });
    return keycloak;
  })();
  return instance;
}

/** Sends the browser to the provider's sign-in page, returning to `returnTo` afterwards. */
export async function signInAdmin(config: OidcConfig, returnTo: string): Promise<void> {
  const keycloak = await adminKeycloak(config);
  await keycloak.login({ redirectUri: returnTo });
}
