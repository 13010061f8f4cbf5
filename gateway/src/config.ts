// The gateway's environment, validated at boot.
import { DEFAULT_PORTS, envSuffix, flag, loadConfig, port, SERVICE_NAMES, url, z, type ServiceName } from '@golightly/config';
import { queryLimitsFrom, queryLimitsShape } from '@golightly/service-kit';

export function loadGatewayConfig(env: Record<string, string | undefined> = process.env) {
  const subgraphShape = Object.fromEntries(
    SERVICE_NAMES.map((name) => [`SUBGRAPH_URL_${envSuffix(name)}`, url().optional()]),
  );
  const config = loadConfig(
    {
      PORT: port(DEFAULT_PORTS.gateway),
      HOST: z.string().default('127.0.0.1'),
      INTERNAL_IDENTITY_SECRET: z.string().min(32, 'must be at least 32 characters'),
      ...queryLimitsShape,
      MAX_BODY_BYTES: z.coerce.number().int().min(1024).default(102_400),
      SHUTDOWN_GRACE_MS: z.coerce.number().int().positive().default(10_000),
      SECURE_COOKIES: flag(false),
      // Admin sign-in (decision 0011): unset means the accounts service's own provider.
      OIDC_ISSUER: url().optional(),
      OIDC_AUDIENCE: z.string().min(1).default('urn:golightly:admin-api'),
      ...subgraphShape,
    },
    env,
  );
  const subgraphUrls = Object.fromEntries(
    SERVICE_NAMES.map((name) => [
      name,
      ((config as Record<string, unknown>)[`SUBGRAPH_URL_${envSuffix(name)}`] as string | undefined) ??
        `http://localhost:${DEFAULT_PORTS.service(name)}/graphql`,
    ]),
  ) as Record<ServiceName, string>;
  return {
    port: config.PORT as number,
    host: config.HOST as string,
    identitySecret: config.INTERNAL_IDENTITY_SECRET as string,
    limits: { ...queryLimitsFrom(config), maxBodyBytes: config.MAX_BODY_BYTES as number },
    shutdownGraceMs: config.SHUTDOWN_GRACE_MS as number,
    secureCookies: config.SECURE_COOKIES as boolean,
    oidc: { issuer: config.OIDC_ISSUER as string | undefined, audience: config.OIDC_AUDIENCE as string },
    subgraphUrls,
  };
}

export type GatewayConfig = ReturnType<typeof loadGatewayConfig>;
