import { mkdir, mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadAccountsConfig } from '../config';
import { createAccountsFileStore, createLocalFileStore, fileKey, newFileName, type FileStore } from './file-store';

const DATA_KEY = Buffer.alloc(32, 7).toString('base64');

describe("accounts' files in the shared file store", () => {
  let root: string;
  let store: FileStore;
  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'accounts-files-'));
    store = createLocalFileStore(root);
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  it('keeps a file by area and name, readable only by the service, and removes it', async () => {
    const name = newFileName('png');
    await store.put(fileKey('id-proofs', name), Uint8Array.from([1, 2, 3]), 'image/png');
    expect([...(await store.get(fileKey('id-proofs', name)))!.bytes]).toEqual([1, 2, 3]);
    expect((await stat(path.join(root, 'id-proofs', name))).mode & 0o777).toBe(0o600);
    expect(await readdir(path.join(root, 'id-proofs'))).toEqual([name]);
    expect(await store.get(fileKey('avatars', name))).toBeNull();
    await store.delete(fileKey('id-proofs', name));
    expect(await store.get(fileKey('id-proofs', name))).toBeNull();
  });

  it('reads the pictures and documents stored before the shared store, where they were', async () => {
    const name = newFileName('jpg');
    await mkdir(path.join(root, 'avatars'), { recursive: true });
    await writeFile(path.join(root, 'avatars', name), Buffer.from('an earlier picture'), { mode: 0o600 });
    expect(await store.get(fileKey('avatars', name))).toEqual({
      bytes: Buffer.from('an earlier picture'),
      contentType: 'image/jpeg',
    });
  });

  it('knows only the names it makes, so no path leaves its folder', () => {
    expect(() => fileKey('avatars', '../../etc/passwd')).toThrow('Not a stored file name');
    expect(() => fileKey('avatars', '../escape.png')).toThrow('Not a stored file name');
    expect(newFileName('jpg')).toMatch(/^[0-9a-f-]{36}\.jpg$/);
  });

  it('keeps its folder by default, ACCOUNTS_FILES_DIR when set, and goes to S3 by FILE_STORE=s3', () => {
    const config = (env: Record<string, string>) => loadAccountsConfig({ ACCOUNTS_DATA_KEY: DATA_KEY, ...env }).files;
    const repo = path.resolve(import.meta.dirname, '../../../..');
    expect(config({})).toEqual({ kind: 'disk', dir: path.join(repo, '.data', 'files', 'accounts') });
    expect(config({ ACCOUNTS_FILES_DIR: '/srv/files/accounts' })).toEqual({ kind: 'disk', dir: '/srv/files/accounts' });
    expect(config({ FILE_STORE_DIR: '/srv/files' })).toEqual({ kind: 'disk', dir: '/srv/files/accounts' });
    const s3 = config({ FILE_STORE: 's3', S3_BUCKET: 'golightly-files' });
    expect(s3).toMatchObject({ kind: 's3', bucket: 'golightly-files', prefix: 'accounts/' });
    expect(createAccountsFileStore(s3).description).toBe('S3 bucket golightly-files under accounts/');
  });
});
