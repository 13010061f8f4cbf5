// The gateway's environment, validated at boot.
import { isIP } from 'node:net';
import {
  ConfigError,
  DEFAULT_PORTS,
  envSuffix,
  loadConfig,
  port,
  SERVICE_NAMES,
  url,
  z,
  type ServiceName,
} from '@golightly/config';
import { queryLimitsFrom, queryLimitsShape } from '@golightly/service-kit';

/** The local web server that proxies /graphql for the member and admin apps (`npm start`). */
export const DEFAULT_TRUSTED_PROXIES = ['127.0.0.1', '::1'];

const isAddressOrCidr = (entry: string) => {
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (!family || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
};

/**
 * Proxies whose X-Forwarded-For the gateway believes: comma-separated addresses or CIDRs, or `none`. Only a request
 * whose socket is one of them may name another client address; anyone else is keyed on the socket's own address.
 */
const trustedProxies = () =>
  z
    .string()
    .default(DEFAULT_TRUSTED_PROXIES.join(','))
    .transform((value) => (value.trim() === 'none' ? [] : value.split(',').map((entry) => entry.trim())))
    .refine((entries) => entries.every(isAddressOrCidr), {
      message: 'must be comma-separated IP addresses or CIDRs (e.g. 10.0.0.0/8), or none',
    });

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
      SUBGRAPH_TIMEOUT_MS: z.coerce.number().int().min(100).default(10_000),
      SESSION_TIMEOUT_MS: z.coerce.number().int().min(100).default(3000),
      SHUTDOWN_GRACE_MS: z.coerce.number().int().positive().default(10_000),
      // The public origin: an https one means the session cookie is Secure.
      SITE_URL: url().optional(),
      SECURE_COOKIES: z.enum(['1', '0', 'true', 'false', 'yes', 'no']).optional(),
      TRUSTED_PROXIES: trustedProxies(),
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
    timeouts: { subgraphMs: config.SUBGRAPH_TIMEOUT_MS as number, sessionMs: config.SESSION_TIMEOUT_MS as number },
    shutdownGraceMs: config.SHUTDOWN_GRACE_MS as number,
    secureCookies: secureCookies(config.SITE_URL as string | undefined, config.SECURE_COOKIES as string | undefined),
    trustedProxies: config.TRUSTED_PROXIES as string[],
    oidc: { issuer: config.OIDC_ISSUER as string | undefined, audience: config.OIDC_AUDIENCE as string },
    subgraphUrls,
  };
}

export type GatewayConfig = ReturnType<typeof loadGatewayConfig>;

/** Secure whenever the site is served over https: on by default there, and never switched off there. */
function secureCookies(siteUrl: string | undefined, setting: string | undefined): boolean {
  const https = siteUrl?.startsWith('https:') ?? false;
  const asked = setting === undefined ? undefined : ['1', 'true', 'yes'].includes(setting);
  if (https && asked === false) {
    throw new ConfigError([
      `SECURE_COOKIES=false is invalid: SITE_URL ${siteUrl} is https, where the session cookie must be Secure`,
    ]);
  }
  return asked ?? https;
}
