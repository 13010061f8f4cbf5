import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalFileStore, newFileName, type FileStore } from './file-store';

describe('the local file store', () => {
  let root: string;
  let store: FileStore;
  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'accounts-files-'));
    store = createLocalFileStore(root);
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  it('keeps a file by area and name, readable only by the service, and removes it', async () => {
    const name = newFileName('png');
    await store.put('id-proofs', name, Uint8Array.from([1, 2, 3]));
    expect([...(await store.get('id-proofs', name))!]).toEqual([1, 2, 3]);
    expect((await stat(path.join(root, 'id-proofs', name))).mode & 0o777).toBe(0o600);
    expect(await readdir(path.join(root, 'id-proofs'))).toEqual([name]);
    expect(await store.get('avatars', name)).toBeNull();
    await store.remove('id-proofs', name);
    expect(await store.get('id-proofs', name)).toBeNull();
  });

  it('knows only the names it makes, so no path leaves its folder', async () => {
    expect(await store.get('avatars', '../../etc/passwd')).toBeNull();
    await expect(store.put('avatars', '../escape.png', Uint8Array.from([1]))).rejects.toThrow('Not a stored file name');
    expect(newFileName('jpg')).toMatch(/^[0-9a-f-]{36}\.jpg$/);
  });
});
