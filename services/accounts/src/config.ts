// Settings of the accounts service beyond the ones every service reads.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadConfig, url, z } from '@golightly/config';

/** The repository's root: relative file locations are read from there, whatever the working directory. */
const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

export function loadAccountsConfig(env: Record<string, string | undefined>) {
  const config = loadConfig(
    {
      ACCOUNTS_DATA_KEY: z
        .string()
        .refine((v) => Buffer.from(v, 'base64').length === 32, 'must be 32 random bytes, base64-encoded'),
      SITE_URL: url().default('http://localhost:3000'),
      SESSION_DAYS: z.coerce.number().int().min(1).max(365).default(30),
      // Uploaded images (decision 0009): 'local' keeps them under ACCOUNTS_FILES_DIR; an S3 store comes later.
      ACCOUNTS_FILES_STORE: z.enum(['local']).default('local'),
      ACCOUNTS_FILES_DIR: z.string().min(1).default('.data/files/accounts'),
    },
    env,
  );
  return {
    dataKey: Buffer.from(config.ACCOUNTS_DATA_KEY, 'base64'),
    siteUrl: config.SITE_URL,
    sessionDays: config.SESSION_DAYS,
    files: { store: config.ACCOUNTS_FILES_STORE, dir: path.resolve(REPO_ROOT, config.ACCOUNTS_FILES_DIR) },
  };
}

export type AccountsConfig = ReturnType<typeof loadAccountsConfig>;
