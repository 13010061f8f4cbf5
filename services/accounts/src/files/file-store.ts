// Where uploaded images live: files on local disk under ACCOUNTS_FILES_DIR today; an S3 bucket later, chosen by
// configuration behind the same interface (decision 0009). Names are made by accounts, never taken from a client.
import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** The folders of the store: public avatars, and identity documents served only to their owner and admins. */
export type FileArea = 'avatars' | 'id-proofs';

export interface FileStore {
  put(area: FileArea, name: string, bytes: Uint8Array): Promise<void>;
  /** The file's bytes, or null when there is no such file. */
  get(area: FileArea, name: string): Promise<Buffer | null>;
  remove(area: FileArea, name: string): Promise<void>;
}

/** "<uuid>.png" or "<uuid>.jpg": the only names the store knows, so no path can leave its folder. */
export const STORED_FILE_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(png|jpg)$/;

export const newFileName = (extension: 'png' | 'jpg') => `${randomUUID()}.${extension}`;

function checkedName(name: string): string {
  if (!STORED_FILE_NAME.test(name)) throw new Error(`Not a stored file name: ${JSON.stringify(name)}`);
  return name;
}

/** Files under `root`/<area>/<name>, written to a temporary name first so a reader never sees half a file. */
export function createLocalFileStore(root: string): FileStore {
  const fileOf = (area: FileArea, name: string) => path.join(root, area, checkedName(name));
  return {
    async put(area, name, bytes) {
      const target = fileOf(area, name);
      await mkdir(path.dirname(target), { recursive: true, mode: 0o700 });
      const temporary = `${target}.${process.pid}.tmp`;
      await writeFile(temporary, bytes, { mode: 0o600 });
      await rename(temporary, target);
    },
    async get(area, name) {
      if (!STORED_FILE_NAME.test(name)) return null;
      try {
        return await readFile(fileOf(area, name));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async remove(area, name) {
      await rm(fileOf(area, name), { force: true });
    },
  };
}
