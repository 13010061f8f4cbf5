// Where admins sign in: the OpenID Connect issuer and client id from the build's environment, or null when unset.
export interface OidcConfig {
  /** The issuer URL; keycloak-js reads `<issuer>/.well-known/openid-configuration`. */
  issuer: string;
  clientId: string;
}

export const DEFAULT_CLIENT_ID = 'golightly-admin';

export function readOidcConfig(env: Partial<Record<string, string>> = import.meta.env): OidcConfig | null {
  const issuer = env.VITE_OIDC_ISSUER?.trim();
  if (!issuer) return null;
  return { issuer, clientId: env.VITE_OIDC_CLIENT_ID?.trim() || DEFAULT_CLIENT_ID };
}
