// Choosing the store from the environment: the disk by default under the data folder, S3 by the S3_* variables,
// every mistake named at boot and no secret in any message or printed configuration.
import path from 'node:path';
import { inspect } from 'node:util';
import { ConfigError } from '@golightly/config';
import { describe, expect, it } from 'vitest';
import { createFileStore, loadFileStoreConfig } from '../src';

const SECRET = 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY';
const root = path.resolve('/srv/golightly');

describe('the file store configuration', () => {
  it("keeps files on disk by default, in the service's folder under .data/files", () => {
    expect(loadFileStoreConfig({}, { namespace: 'listings-search', root })).toEqual({
      kind: 'disk',
      dir: path.join(root, '.data', 'files', 'listings-search'),
    });
    expect(loadFileStoreConfig({ FILE_STORE: '' }, { namespace: 'gosolo', root })).toMatchObject({ kind: 'disk' });
  });

  it("puts each service's folder under FILE_STORE_DIR, and a service's own folder setting wins", () => {
    expect(loadFileStoreConfig({ FILE_STORE_DIR: '/var/files' }, { namespace: 'gosolo', root })).toEqual({
      kind: 'disk',
      dir: path.resolve('/var/files/gosolo'),
    });
    expect(loadFileStoreConfig({ FILE_STORE_DIR: 'files' }, { namespace: 'gosolo', root })).toEqual({
      kind: 'disk',
      dir: path.join(root, 'files', 'gosolo'),
    });
    expect(
      loadFileStoreConfig({ FILE_STORE_DIR: '/var/files' }, { namespace: 'accounts', dir: 'old/accounts', root }),
    ).toEqual({ kind: 'disk', dir: path.join(root, 'old', 'accounts') });
  });

  it('reads the S3 settings, the service name as its prefix in the bucket', () => {
    const config = loadFileStoreConfig(
      {
        FILE_STORE: 's3',
        S3_ENDPOINT: 'http://minio.internal:9000',
        S3_BUCKET: 'golightly-files',
        S3_REGION: 'eu-central-1',
        S3_ACCESS_KEY_ID: 'AKIAEXAMPLE',
        S3_SECRET_ACCESS_KEY: SECRET,
        S3_FORCE_PATH_STYLE: '1',
      },
      { namespace: 'accounts' },
    );
    expect(config).toMatchObject({
      kind: 's3',
      bucket: 'golightly-files',
      region: 'eu-central-1',
      endpoint: 'http://minio.internal:9000',
      forcePathStyle: true,
      prefix: 'accounts/',
      credentials: { accessKeyId: 'AKIAEXAMPLE', secretAccessKey: SECRET },
    });
    // Printed or logged, the configuration shows no key.
    expect(JSON.stringify(config)).not.toContain(SECRET);
    expect(inspect(config, { depth: 5 })).not.toContain(SECRET);
    expect(createFileStore(config).description).toBe(
      'S3 bucket golightly-files under accounts/ at http://minio.internal:9000',
    );
  });

  it("leaves credentials to the SDK's default chain when none are given, on AWS with its default region", () => {
    const config = loadFileStoreConfig({ FILE_STORE: 's3', S3_BUCKET: 'golightly-files' }, { namespace: 'hustle' });
    expect(config).toEqual({
      kind: 's3',
      bucket: 'golightly-files',
      region: 'us-east-1',
      endpoint: undefined,
      forcePathStyle: false,
      prefix: 'hustle/',
    });
    expect('credentials' in config && config.credentials).toBeFalsy();
  });

  it('names every missing or bad variable, and never echoes the secret', () => {
    const problems = (env: Record<string, string>) => {
      try {
        loadFileStoreConfig(env, { namespace: 'accounts' });
      } catch (error) {
        expect(error).toBeInstanceOf(ConfigError);
        return (error as ConfigError).problems;
      }
      throw new Error('accepted');
    };
    expect(problems({ FILE_STORE: 's3' })).toEqual(['S3_BUCKET is required but not set (FILE_STORE=s3)']);
    expect(problems({ FILE_STORE: 's3', S3_BUCKET: 'files', S3_SECRET_ACCESS_KEY: SECRET })).toEqual([
      'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together: set both, or neither for the default chain',
    ]);
    expect(problems({ FILE_STORE: 'ftp' })[0]).toMatch(/^FILE_STORE="ftp" is invalid/);
    expect(problems({ FILE_STORE: 's3', S3_BUCKET: 'Bad_Bucket' })[0]).toMatch(/^S3_BUCKET="Bad_Bucket" is invalid/);
    expect(problems({ FILE_STORE: 's3', S3_BUCKET: 'files', S3_ENDPOINT: 'not a url' })[0]).toMatch(/^S3_ENDPOINT=/);
    const secretProblem = problems({ FILE_STORE: 's3', S3_BUCKET: 'files', S3_SECRET_ACCESS_KEY: SECRET });
    expect(secretProblem.join('\n')).not.toContain(SECRET);
    expect(problems({ S3_FORCE_PATH_STYLE: 'maybe' })[0]).toMatch(/^S3_FORCE_PATH_STYLE="maybe" is invalid/);
  });

  it('takes only service names as namespaces', () => {
    expect(() => loadFileStoreConfig({}, { namespace: '../etc' })).toThrow('Not a file store namespace');
  });
});
