// The disk store in a temporary folder: the shared contract, then what only a disk shows (modes, atomic writes, the
// layout accounts used before this package, so its files stay readable).
import { mkdir, mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDiskFileStore, newFileName, type FileStore } from '../src';
import { fileStoreContract } from './support/store-contract';

let root: string;
let store: FileStore;
beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'golightly-file-store-'));
  store = createDiskFileStore({ dir: path.join(root, 'files') });
});
afterAll(() => rm(root, { recursive: true, force: true }));

fileStoreContract('disk', () => store);

describe('the disk store', () => {
  it('writes files only the service can read, in folders only it can open', async () => {
    const name = newFileName('png');
    await store.put(`modes/deeper/${name}`, Buffer.from([1, 2, 3]), 'image/png');
    expect((await stat(path.join(root, 'files', 'modes', 'deeper', name))).mode & 0o777).toBe(0o600);
    expect((await stat(path.join(root, 'files', 'modes', 'deeper'))).mode & 0o777).toBe(0o700);
    expect((await stat(path.join(root, 'files'))).mode & 0o777).toBe(0o700);
  });

  it('leaves no temporary file behind, after a write or after a failed one', async () => {
    const name = newFileName('jpg');
    await store.put(`atomic/${name}`, Buffer.from('whole'), 'image/jpeg');
    // A folder where the file should go: the rename fails, and the half-way file goes with it.
    const blocked = newFileName('jpg');
    await mkdir(path.join(root, 'files', 'atomic', blocked));
    await expect(store.put(`atomic/${blocked}`, Buffer.from('x'), 'image/jpeg')).rejects.toThrow();
    expect((await readdir(path.join(root, 'files', 'atomic'))).sort()).toEqual([name, blocked].sort());
    expect(await store.get(`atomic/${blocked}`)).toBeNull();
    expect(await store.exists(`atomic/${blocked}`)).toBe(false);
    await store.delete(`atomic/${blocked}`);
  });

  it('gives a reader one whole file when two writers race on a key', async () => {
    const key = `race/${newFileName('png')}`;
    const [first, second] = [Buffer.alloc(256 * 1024, 1), Buffer.alloc(128 * 1024, 2)];
    await Promise.all([store.put(key, first, 'image/png'), store.put(key, second, 'image/png')]);
    const read = (await store.get(key))!.bytes;
    expect(read.equals(first) || read.equals(second)).toBe(true);
    expect(await readdir(path.join(root, 'files', 'race'))).toHaveLength(1);
  });

  it('reads files written before it in the same layout: folder/name under the service folder', async () => {
    const name = newFileName('jpg');
    await mkdir(path.join(root, 'files', 'avatars'), { recursive: true });
    await writeFile(path.join(root, 'files', 'avatars', name), Buffer.from('an older picture'));
    expect(await store.get(`avatars/${name}`)).toEqual({
      bytes: Buffer.from('an older picture'),
      contentType: 'image/jpeg',
    });
  });

  it('says where it keeps files', () => {
    expect(store.description).toBe(`local disk at ${path.join(root, 'files')}`);
  });
});
