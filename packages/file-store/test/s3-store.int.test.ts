// The S3 store against a real S3-protocol server in this process (@20minutes/s3rver, which checks SigV4 signatures):
// the shared contract, the service's prefix in the bucket, and failures that name no secret.
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from '@20minutes/s3rver';
import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFileStore, createS3FileStore, FileStoreError, loadFileStoreConfig, newFileName } from '../src';
import type { S3FileStore } from '../src';
import { fileStoreContract } from './support/store-contract';

/** s3rver's one account. */
const CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
const BUCKET = 'golightly-test';

let directory: string;
let server: S3rver;
let endpoint: string;
let store: S3FileStore;
const opened: S3FileStore[] = [];
const open = (options: Partial<Parameters<typeof createS3FileStore>[0]> = {}) => {
  const made = createS3FileStore({
    bucket: BUCKET,
    region: 'eu-west-1',
    endpoint,
    forcePathStyle: true,
    credentials: CREDENTIALS,
    prefix: 'listings-search/',
    ...options,
  });
  opened.push(made);
  return made;
};

beforeAll(async () => {
  directory = await mkdtemp(path.join(tmpdir(), 'golightly-s3rver-'));
  server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: BUCKET }],
  });
  const { port } = await server.run();
  endpoint = `http://127.0.0.1:${port}`;
  store = open();
});
afterAll(async () => {
  for (const made of opened) made.close();
  await server?.close();
  await rm(directory, { recursive: true, force: true });
});

fileStoreContract('S3', () => store);

describe('the S3 store', () => {
  it("puts each file under the service's prefix, private, with its content type", async () => {
    const name = newFileName('png');
    await store.put(`photos/${name}`, Buffer.from('png bytes'), 'image/png');
    const client = new S3Client({ region: 'eu-west-1', endpoint, forcePathStyle: true, credentials: CREDENTIALS });
    try {
      const object = await client.send(new GetObjectCommand({ Bucket: BUCKET, Key: `listings-search/photos/${name}` }));
      expect(object.ContentType).toBe('image/png');
      expect(await object.Body!.transformToString()).toBe('png bytes');
      // Another service's prefix does not see it.
      expect(await open({ prefix: 'accounts/' }).get(`photos/${name}`)).toBeNull();
    } finally {
      client.destroy();
    }
  });

  it('is what FILE_STORE=s3 with the S3_* variables makes, under the service name', async () => {
    const config = loadFileStoreConfig(
      {
        FILE_STORE: 's3',
        S3_ENDPOINT: endpoint,
        S3_BUCKET: BUCKET,
        S3_REGION: 'eu-west-1',
        S3_ACCESS_KEY_ID: CREDENTIALS.accessKeyId,
        S3_SECRET_ACCESS_KEY: CREDENTIALS.secretAccessKey,
        S3_FORCE_PATH_STYLE: 'true',
      },
      { namespace: 'listings-search' },
    );
    const configured = createFileStore(config) as S3FileStore;
    opened.push(configured);
    const key = `photos/${newFileName('jpg')}`;
    await configured.put(key, Buffer.from('jpeg bytes'), 'image/jpeg');
    expect((await store.get(key))?.bytes.toString()).toBe('jpeg bytes');
    expect(configured.description).toBe(`S3 bucket ${BUCKET} under listings-search/ at ${endpoint}`);
  });

  it('refuses to work with a wrong secret, and its error names the key but no secret', async () => {
    const secret = 'wrong-secret-0123456789abcdefghijklmnop';
    const wrong = open({ credentials: { accessKeyId: CREDENTIALS.accessKeyId, secretAccessKey: secret } });
    const failure = await wrong.put(`photos/${newFileName('png')}`, Buffer.from([1]), 'image/png').catch((e) => e);
    expect(failure).toBeInstanceOf(FileStoreError);
    expect(failure.code).toBe('unavailable');
    expect(failure.message).toMatch(/^S3 PutObject of listings-search\/photos\/\S+ in bucket golightly-test failed: /);
    expect(failure.message).toContain('SignatureDoesNotMatch');
    expect(failure.message).toContain('HTTP 403');
    const everything = JSON.stringify({ ...failure, message: failure.message, stack: failure.stack });
    expect(everything).not.toContain(secret);
    expect(everything).not.toContain(CREDENTIALS.secretAccessKey);
    await expect(wrong.get(`photos/${newFileName('png')}`)).rejects.toMatchObject({ code: 'unavailable' });
  });

  it('says a missing bucket is a failure, not a missing file', async () => {
    const lost = open({ bucket: 'no-such-bucket' });
    await expect(lost.get(`photos/${newFileName('png')}`)).rejects.toThrow(/NoSuchBucket/);
    await expect(lost.put(`photos/${newFileName('png')}`, Buffer.from([1]), 'image/png')).rejects.toThrow(
      /NoSuchBucket/,
    );
  });

  it('fails with a clear error when the server cannot be reached', async () => {
    // A port that was free a moment ago and has nothing listening now.
    const port = await new Promise<number>((resolve) => {
      const probe = createServer().listen(0, '127.0.0.1', () => {
        const { port: free } = probe.address() as { port: number };
        probe.close(() => resolve(free));
      });
    });
    const down = open({ endpoint: `http://127.0.0.1:${port}` });
    const failure = await down.exists(`photos/${newFileName('png')}`).catch((e) => e);
    expect(failure).toBeInstanceOf(FileStoreError);
    expect(failure.message).toMatch(/^S3 HeadObject of listings-search\/photos\/\S+ in bucket golightly-test failed: /);
    expect(failure.message).toContain('ECONNREFUSED');
  });
});
