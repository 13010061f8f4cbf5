// Where listing photos' files are (decision 0038): the shared file store (@golightly/file-store, decision 0033) under
// listings-search's own folder (FILE_STORE_DIR/listings-search on disk, listings-search/ in an S3 bucket), each photo
// in the sizes of IMAGE_SIZES as `listing-photos/<size>_<uuid>.jpg|png`, served at /upload/<size>_<uuid>.jpg|png.
import { fileURLToPath } from 'node:url';
import { createFileStore, deleteImage, IMAGE_SIZES, loadFileStoreConfig, type FileStore } from '@golightly/file-store';
import type { Logger } from '@golightly/service-kit';
import type { Knex } from '@golightly/db';
import { namesNoLongerUsed } from '../db/photos';

export type { FileStore } from '@golightly/file-store';

/** The store folder of listing photos. */
export const PHOTO_FOLDER = 'listing-photos';

/** The sizes each photo is kept in, by name: x_small 240, x_medium 640 (spec 001 §2's /upload/x_medium_), x_large 1280. */
export const PHOTO_SIZES = IMAGE_SIZES;

/** The repository's root: a relative FILE_STORE_DIR is read from there, whatever the working directory. */
const REPO_ROOT = fileURLToPath(new URL('../../../../', import.meta.url));

/** The store the environment names (FILE_STORE, FILE_STORE_DIR, S3_*); throws ConfigError on a bad setting. */
export const photoStoreFrom = (env: Record<string, string | undefined>): FileStore =>
  createFileStore(loadFileStoreConfig(env, { namespace: 'listings-search', root: REPO_ROOT }));

/** What a use case leaves to do after its transaction committed: photo files no row may name any more. */
export interface PhotoDeps {
  db: Knex;
  files: FileStore;
  log?: Pick<Logger, 'warn'>;
}

/**
 * Removes the files of these photos, every size, once no photo row names them (the demo listings share pictures).
 * Called only after the rows' transaction committed, never before. A file that cannot be removed is logged and left:
 * the rows are the truth, and a leftover file is never served to anyone who was not already given its name.
 */
export async function removeUnusedPhotoFiles(deps: PhotoDeps, names: readonly string[]): Promise<string[]> {
  const unused = await namesNoLongerUsed(deps.db, names);
  const sizes = Object.keys(PHOTO_SIZES);
  const removed: string[] = [];
  for (const name of unused) {
    try {
      await deleteImage(deps.files, PHOTO_FOLDER, name, sizes);
      removed.push(name);
    } catch (error) {
      deps.log?.warn({ err: error, fileName: name }, 'a listing photo file could not be removed');
    }
  }
  return removed;
}
