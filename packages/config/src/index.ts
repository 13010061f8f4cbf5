// Environment configuration: every process validates its variables at boot and fails fast with their names.
import { z } from 'zod';

export { z };

export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Parses `env` against `shape`; throws ConfigError naming each bad or missing variable. */
export function loadConfig<T extends z.ZodRawShape>(
  shape: T,
  env: Record<string, string | undefined> = process.env,
): z.infer<z.ZodObject<T>> {
  // An empty variable (FOO= in a compose file) means "not set", so defaults apply.
  const given = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const result = z.object(shape).safeParse(given);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => {
    const variable = issue.path.join('.');
    const value = given[variable];
    return value === undefined
      ? `${variable} is required but not set (${issue.message})`
      : `${variable}=${shownValue(variable, value)} is invalid: ${issue.message}`;
  });
  throw new ConfigError(problems);
}

const SECRET_NAME = /SECRET|KEY|PASSWORD|TOKEN|CREDENTIAL/i;

/**
 * A malformed value is echoed to help whoever deploys, but a secret never is: the message reaches logs and
 * terminals. Secret-named variables show only their length; URLs lose their user and password.
 */
export function shownValue(variable: string, value: string): string {
  if (SECRET_NAME.test(variable)) return `(hidden, ${value.length} characters)`;
  if (/^[a-z][a-z0-9+.-]*:\/\/[^/?#]*@/i.test(value)) {
    return JSON.stringify(value.replace(/^([a-z][a-z0-9+.-]*:\/\/)[^/?#]*@/i, '$1***@'));
  }
  return JSON.stringify(value);
}

/** A TCP port given as text. */
export const port = (fallback: number) => z.coerce.number().int().min(0).max(65535).default(fallback);

/** A URL given as text, e.g. postgres://... */
export const url = () => z.string().url();

/** A boolean flag given as text: 1/true/yes or 0/false/no. */
export const flag = (fallback: boolean) =>
  z
    .enum(['1', '0', 'true', 'false', 'yes', 'no'])
    .default(fallback ? 'true' : 'false')
    .transform((v) => v === '1' || v === 'true' || v === 'yes');

/** Names of the eight subgraph services, in the order they listen (gateway port + 1 ...). */
export const SERVICE_NAMES = [
  'accounts',
  'listings-search',
  'bookings-payments',
  'social-events',
  'gosolo',
  'hustle',
  'notifications',
  'integrations',
] as const;
export type ServiceName = (typeof SERVICE_NAMES)[number];

/** Default local ports: gateway 4000, services 4001..4008, member web 3000, admin web 3001. */
export const DEFAULT_PORTS = {
  gateway: 4000,
  web: 3000,
  adminWeb: 3001,
  postgres: 5433,
  service: (name: ServiceName) => 4001 + SERVICE_NAMES.indexOf(name),
} as const;

/** Where `npm start` has a service listen: right after the gateway's port, in SERVICE_NAMES' order. */
export const servicePortAfter = (gatewayPort: number, name: ServiceName) =>
  gatewayPort + 1 + SERVICE_NAMES.indexOf(name);

/** `listings-search` -> `LISTINGS_SEARCH`, for per-service variables like DATABASE_URL_LISTINGS_SEARCH. */
export const envSuffix = (name: string) => name.toUpperCase().replace(/-/g, '_');

/** `listings-search` -> `listings_search`, the service's database name. */
export const databaseName = (name: string) => name.replace(/-/g, '_');

export { DEMO_ADMINS, DEMO_MEMBERS, DEMO_PASSWORD } from './demo';

/** The one reserved system account (spec 000 §6 "fixed user id"): a fixed id, the same in every environment. */
export const RESERVED_ACCOUNT_ID = '00000000-0000-4000-8000-000000000001';
