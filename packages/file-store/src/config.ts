// Which store a service uses, from its environment: FILE_STORE=disk (the default) or s3, validated at boot like every
// other setting (@golightly/config), secrets never echoed.
import path from 'node:path';
import { ConfigError, flag, loadConfig, url, z } from '@golightly/config';
import { createDiskFileStore } from './disk-store';
import type { FileStore } from './file-store';
import { createS3FileStore, type S3FileStoreOptions } from './s3-store';

/** S3's bucket naming rules (lower case, digits, dots and hyphens, 3 to 63 characters). */
const BUCKET_NAME = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;
const NAMESPACE = /^[a-z][a-z0-9-]{0,62}$/;

/** The variables, as @golightly/config shapes. */
export const FILE_STORE_SETTINGS = {
  /** disk: files under FILE_STORE_DIR/<service>; s3: objects under <service>/ in S3_BUCKET. */
  FILE_STORE: z.enum(['disk', 's3']).default('disk'),
  /** The folder every service's files go under (each in its own subfolder); `.data/files` by default. */
  FILE_STORE_DIR: z.string().min(1).optional(),
  /** An S3-compatible server's URL; AWS S3 itself when not set. */
  S3_ENDPOINT: url().optional(),
  S3_BUCKET: z.string().regex(BUCKET_NAME, 'must be an S3 bucket name (a-z, 0-9, dots and hyphens)').optional(),
  S3_REGION: z
    .string()
    .regex(/^[a-z0-9-]{2,32}$/, 'must be a region name like eu-west-1')
    .default('us-east-1'),
  /** With S3_SECRET_ACCESS_KEY, or neither: then the SDK's default chain (a pod or instance role). */
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** true for most self-hosted servers (MinIO, Ceph): the bucket goes in the path, not the host name. */
  S3_FORCE_PATH_STYLE: flag(false),
};

export type FileStoreConfig = { kind: 'disk'; dir: string } | ({ kind: 's3' } & S3FileStoreOptions);

export interface FileStoreConfigOptions {
  /** The service's name: its folder under FILE_STORE_DIR and its key prefix in the bucket. */
  namespace: string;
  /** The service's own folder setting when it has one (accounts: ACCOUNTS_FILES_DIR); wins over FILE_STORE_DIR. */
  dir?: string;
  /** What relative folders are resolved against: the working directory unless given. */
  root?: string;
}

/** Reads the store's settings from `env`; throws ConfigError naming each bad or missing variable. */
export function loadFileStoreConfig(
  env: Record<string, string | undefined>,
  options: FileStoreConfigOptions,
): FileStoreConfig {
  if (!NAMESPACE.test(options.namespace)) throw new Error(`Not a file store namespace: ${options.namespace}`);
  const settings = loadConfig(FILE_STORE_SETTINGS, env);
  if (settings.FILE_STORE === 'disk') {
    const root = options.root ?? process.cwd();
    const dir = options.dir
      ? path.resolve(root, options.dir)
      : path.resolve(root, settings.FILE_STORE_DIR ?? path.join('.data', 'files'), options.namespace);
    return { kind: 'disk', dir };
  }
  const problems: string[] = [];
  if (!settings.S3_BUCKET) problems.push('S3_BUCKET is required but not set (FILE_STORE=s3)');
  if (!settings.S3_ACCESS_KEY_ID !== !settings.S3_SECRET_ACCESS_KEY) {
    problems.push('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together: set both, or neither for the default chain');
  }
  if (problems.length > 0) throw new ConfigError(problems);
  const config: FileStoreConfig = {
    kind: 's3',
    bucket: settings.S3_BUCKET!,
    region: settings.S3_REGION,
    endpoint: settings.S3_ENDPOINT,
    forcePathStyle: settings.S3_FORCE_PATH_STYLE,
    prefix: `${options.namespace}/`,
  };
  if (settings.S3_ACCESS_KEY_ID && settings.S3_SECRET_ACCESS_KEY) {
    // Not enumerable: a logged or printed configuration shows no key.
    Object.defineProperty(config, 'credentials', {
      value: { accessKeyId: settings.S3_ACCESS_KEY_ID, secretAccessKey: settings.S3_SECRET_ACCESS_KEY },
      enumerable: false,
    });
  }
  return config;
}

/** The store a configuration names. */
export function createFileStore(config: FileStoreConfig): FileStore {
  if (config.kind === 'disk') return createDiskFileStore({ dir: config.dir });
  // Field by field: the credentials are not enumerable, so a spread would drop them.
  const { bucket, region, endpoint, forcePathStyle, credentials, prefix } = config;
  return createS3FileStore({ bucket, region, endpoint, forcePathStyle, credentials, prefix });
}
