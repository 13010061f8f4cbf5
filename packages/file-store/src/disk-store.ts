// The default store: files under one folder on local disk, each key a relative path, written atomically (temporary
// file, fsync, rename), readable only by the service (0600 files in 0700 folders).
import { randomUUID } from 'node:crypto';
import { mkdir, open, readFile, rename, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import { FileStoreError, type FileStore } from './file-store';
import { checkedKey, contentTypeOf } from './keys';

/** Errors that mean "no file under this key": absent, or a folder or something else that is not one. */
const NOT_A_FILE = new Set(['ENOENT', 'ENOTDIR', 'EISDIR']);
const isNotAFile = (error: unknown) => NOT_A_FILE.has((error as NodeJS.ErrnoException).code ?? '');

export function createDiskFileStore(options: { dir: string }): FileStore {
  const root = path.resolve(options.dir);

  const fileOf = (key: string) => {
    const file = path.resolve(root, checkedKey(key));
    // The key syntax already forbids it; this is the second lock on the same door.
    if (!file.startsWith(root + path.sep)) throw new FileStoreError('unavailable', 'A key resolved outside the store');
    return file;
  };

  return {
    description: `local disk at ${root}`,

    async put(key, bytes, contentType) {
      const file = fileOf(key);
      if (contentTypeOf(key) !== contentType) {
        throw new FileStoreError('contentTypeMismatch', `${contentType} cannot be stored under ${key}`);
      }
      await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
      // A dot name no key can have, in the same folder so that rename is atomic.
      const temporary = path.join(path.dirname(file), `.${path.basename(file)}.${randomUUID()}.tmp`);
      try {
        const handle = await open(temporary, 'wx', 0o600);
        try {
          await handle.writeFile(bytes);
          await handle.sync();
        } finally {
          await handle.close();
        }
        await rename(temporary, file);
      } catch (error) {
        await unlink(temporary).catch(() => undefined);
        throw error;
      }
    },

    async get(key) {
      const file = fileOf(key);
      try {
        return { bytes: await readFile(file), contentType: contentTypeOf(key) };
      } catch (error) {
        if (isNotAFile(error)) return null;
        throw error;
      }
    },

    async exists(key) {
      try {
        return (await stat(fileOf(key))).isFile();
      } catch (error) {
        if (isNotAFile(error)) return false;
        throw error;
      }
    },

    async delete(key) {
      try {
        await unlink(fileOf(key));
      } catch (error) {
        if (isNotAFile(error)) return;
        throw error;
      }
    },
  };
}
