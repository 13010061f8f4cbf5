// Settings of the accounts service beyond the ones every service reads.
import { loadConfig, url, z } from '@golightly/config';

export function loadAccountsConfig(env: Record<string, string | undefined>) {
  const config = loadConfig(
    {
      ACCOUNTS_DATA_KEY: z
        .string()
        .refine((v) => Buffer.from(v, 'base64').length === 32, 'must be 32 random bytes, base64-encoded'),
      SITE_URL: url().default('http://localhost:3000'),
      SESSION_DAYS: z.coerce.number().int().min(1).max(365).default(30),
    },
    env,
  );
  return {
    dataKey: Buffer.from(config.ACCOUNTS_DATA_KEY, 'base64'),
    siteUrl: config.SITE_URL,
    sessionDays: config.SESSION_DAYS,
  };
}

export type AccountsConfig = ReturnType<typeof loadAccountsConfig>;
