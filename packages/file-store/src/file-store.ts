// The one interface every service keeps its files behind (DESIGN §8): local disk by default, an S3-compatible bucket
// by configuration. Keys are checked on every call (keys.ts); a file is served as its key's extension says.
import type { FileContentType } from './keys';

export interface StoredFile {
  bytes: Buffer;
  contentType: FileContentType;
}

export interface FileStore {
  /** Where the files are, for logs: never a secret. */
  readonly description: string;
  /**
   * Writes the whole file or nothing: a reader sees the old file or the new one, never a part. `contentType` must be
   * the one of the key's extension (a JPEG goes under .jpg), so what is served is what was meant.
   */
  put(key: string, bytes: Uint8Array, contentType: FileContentType): Promise<void>;
  /** The file, or null when there is none under this key. */
  get(key: string): Promise<StoredFile | null>;
  exists(key: string): Promise<boolean>;
  /** Removes the file; nothing happens when there is none. */
  delete(key: string): Promise<void>;
}

export type FileStoreErrorCode = 'contentTypeMismatch' | 'unavailable';

/** A failure of the store itself. Its message names the operation, the key and the cause, never a credential. */
export class FileStoreError extends Error {
  constructor(
    public readonly code: FileStoreErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'FileStoreError';
  }
}
