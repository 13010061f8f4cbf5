// Settings of the accounts service beyond the ones every service reads.
import { fileURLToPath } from 'node:url';
import { loadConfig, url, z } from '@golightly/config';
import { loadFileStoreConfig } from '@golightly/file-store';

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
      // Uploaded images (decisions 0009, 0033): the shared file store, FILE_STORE=disk (the default) or s3. On disk
      // they stay where they always were: ACCOUNTS_FILES_DIR, else FILE_STORE_DIR/accounts, else .data/files/accounts.
      ACCOUNTS_FILES_DIR: z.string().min(1).optional(),
    },
    env,
  );
  return {
    dataKey: Buffer.from(config.ACCOUNTS_DATA_KEY, 'base64'),
    siteUrl: config.SITE_URL,
    sessionDays: config.SESSION_DAYS,
    files: loadFileStoreConfig(env, { namespace: 'accounts', dir: config.ACCOUNTS_FILES_DIR, root: REPO_ROOT }),
  };
}

export type AccountsConfig = ReturnType<typeof loadAccountsConfig>;
