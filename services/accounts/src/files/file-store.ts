// Where accounts keeps uploaded images: the shared file store (@golightly/file-store, decision 0033), on local disk
// under ACCOUNTS_FILES_DIR by default or in an S3 bucket under accounts/. Keys are `<area>/<uuid>.png|jpg` with names
// accounts makes, never a client's: the layout the service's own store used before, so every earlier file is read.
import { createDiskFileStore, createFileStore, type FileStore, type FileStoreConfig } from '@golightly/file-store';

export type { FileStore } from '@golightly/file-store';
export { newFileName } from '@golightly/file-store';

/** The folders of the store: public avatars, and identity documents served only to their owner and admins. */
export type FileArea = 'avatars' | 'id-proofs';

/** "<uuid>.png" or "<uuid>.jpg": the only names accounts stores, so a name from a URL is checked before any lookup. */
export const STORED_FILE_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(png|jpg)$/;

/** The key of a stored image; throws on a name accounts did not make. */
export function fileKey(area: FileArea, name: string): string {
  if (!STORED_FILE_NAME.test(name)) throw new Error(`Not a stored file name (${name.length} characters)`);
  return `${area}/${name}`;
}

/** The store the configuration names (config.ts: FILE_STORE, ACCOUNTS_FILES_DIR, S3_*). */
export const createAccountsFileStore = (config: FileStoreConfig): FileStore => createFileStore(config);

/** A disk store in `root` (tests, and tools that read a copied folder). */
export const createLocalFileStore = (root: string): FileStore => createDiskFileStore({ dir: root });
