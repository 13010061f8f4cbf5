// Keys of the file store: made by services, never from a client's file name, and checked on every call so that no
// key can leave the store's folder or bucket prefix, however it was built.
import { randomUUID } from 'node:crypto';

/** What each file extension a key may end in is served as: nothing else is stored, so nothing else is served. */
export const CONTENT_TYPES = {
  jpg: 'image/jpeg',
  png: 'image/png',
  pdf: 'application/pdf',
} as const;

export type FileExtension = keyof typeof CONTENT_TYPES;
export type FileContentType = (typeof CONTENT_TYPES)[FileExtension];

/** The longest key: well under S3's 1024 bytes and any file system's path limits, prefix included. */
export const KEY_MAX_LENGTH = 200;

/**
 * One folder or file name: lower-case letters, digits, `-` and `_`, with single dots only between them. So no `.`,
 * no `..`, no hidden or temporary names (which start with a dot), no upper case (case-insensitive disks).
 */
const SEGMENT = '[a-z0-9][a-z0-9_-]*(?:\\.[a-z0-9_-]+)*';
const KEY = new RegExp(`^(?:${SEGMENT}/){0,7}${SEGMENT}\\.(${Object.keys(CONTENT_TYPES).join('|')})$`);

export class InvalidKeyError extends Error {
  constructor(key: string) {
    // Only its length: a bad key is a bug, and whatever it holds stays out of logs.
    super(`Not a file store key (${key.length} characters): keys are folder/name.ext in a-z, 0-9, '-', '_', '.'`);
    this.name = 'InvalidKeyError';
  }
}

/** Whether `key` is one the store accepts: `folder/…/name.ext`, at most eight parts, a known extension. */
export function isValidKey(key: string): boolean {
  return key.length <= KEY_MAX_LENGTH && KEY.test(key);
}

/** The key itself when valid; throws InvalidKeyError otherwise. */
export function checkedKey(key: string): string {
  if (typeof key !== 'string' || !isValidKey(key)) throw new InvalidKeyError(String(key));
  return key;
}

/** What a stored file is served as: the content type of its key's extension. */
export function contentTypeOf(key: string): FileContentType {
  const extension = KEY.exec(checkedKey(key))![1] as FileExtension;
  return CONTENT_TYPES[extension];
}

/** A fresh file name nobody chose: `<uuid>.<extension>`. */
export function newFileName(extension: FileExtension): string {
  if (!(extension in CONTENT_TYPES)) throw new InvalidKeyError(String(extension));
  return `${randomUUID()}.${extension}`;
}

/** The names `newFileName` makes, for routes that take a name from a URL and must know it before any lookup. */
export const GENERATED_FILE_NAME = new RegExp(
  `^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\\.(?:${Object.keys(CONTENT_TYPES).join('|')})$`,
);
