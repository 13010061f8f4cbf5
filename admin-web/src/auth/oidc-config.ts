// Where admins sign in: the OpenID Connect issuer and client id from the build's environment. Without an issuer the
// admin app uses the provider the accounts service serves on the same origin (`<origin>/oidc`, decision 0011).
export interface OidcConfig {
  /** The issuer URL; keycloak-js reads `<issuer>/.well-known/openid-configuration`. */
  issuer: string;
  clientId: string;
}

export const DEFAULT_CLIENT_ID = 'golightly-admin';

export function readOidcConfig(
  env: Partial<Record<string, string>> = import.meta.env,
  origin: string = window.location.origin,
): OidcConfig {
  const issuer = env.VITE_OIDC_ISSUER?.trim() || `${origin}/oidc`;
  return { issuer, clientId: env.VITE_OIDC_CLIENT_ID?.trim() || DEFAULT_CLIENT_ID };
}
