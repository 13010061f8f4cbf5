// Where accounts keeps uploaded images: the shared file store (@golightly/file-store, decision 0033), on local disk
// under FILE_STORE_DIR/accounts (ACCOUNTS_FILES_DIR when set) or in an S3 bucket under accounts/. Names are ones
// accounts makes, never a client's: `<area>/<size>_<uuid>.png|jpg` for the re-encoded sizes (images.ts), and
// `<area>/<uuid>.png|jpg` for files stored as uploaded before that, which are still read where they are.
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

/** The store the configuration names (config.ts: FILE_STORE, FILE_STORE_DIR, ACCOUNTS_FILES_DIR, S3_*). */
export const createAccountsFileStore = (config: FileStoreConfig): FileStore => createFileStore(config);

/** A disk store in `root` (tests, and tools that read a copied folder). */
export const createLocalFileStore = (root: string): FileStore => createDiskFileStore({ dir: root });
