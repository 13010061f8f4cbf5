// A real file store seen from the side: every key a use case writes is noted, and a write can be made to fail, so a
// test can tell that a refused or failed upload left no file behind. The files themselves go to the real store.
import type { FileStore } from '../../src/files/file-store';

export interface WatchedStore extends FileStore {
  /** The keys written so far, in order. */
  readonly written: string[];
  /** Which of the written keys are still in the store. */
  remaining(): Promise<string[]>;
}

/** `inner`, noting each key written; a write whose key matches `failOn` throws instead, as a full disk would. */
export function watchedStore(inner: FileStore, failOn?: RegExp): WatchedStore {
  const written: string[] = [];
  return {
    description: `${inner.description} (watched)`,
    written,
    async put(key, bytes, contentType) {
      written.push(key);
      if (failOn?.test(key)) throw new Error(`No space left on the device for ${key}`);
      await inner.put(key, bytes, contentType);
    },
    get: (key) => inner.get(key),
    exists: (key) => inner.exists(key),
    delete: (key) => inner.delete(key),
    async remaining() {
      const kept = await Promise.all(written.map(async (key) => ((await inner.exists(key)) ? key : null)));
      return kept.filter((key): key is string => key !== null);
    },
  };
}
