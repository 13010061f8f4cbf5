// One suite of what every FileStore promises, run against the disk store and against an S3-protocol server.
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { FileStoreError, InvalidKeyError, newFileName, type FileStore } from '../../src';

/** Keys no store may accept: traversal, absolute paths, other alphabets, unknown extensions. */
export const BAD_KEYS = [
  '../escape.png',
  'photos/../../escape.png',
  '/etc/passwd.png',
  'photos//x.png',
  'photos/./x.png',
  '.hidden.png',
  'photos/.x.png',
  'x..png',
  'Photos/x.png',
  'photos\\x.png',
  'photos/x.png/',
  'photos/x.png\0.png',
  'photos/é.png',
  'photos/x y.png',
  'photos/x.html',
  'photos/x.svg',
  'photos/x',
  'photos/x.PNG',
  '',
  `${'a/'.repeat(8)}x.png`,
  `photos/${'x'.repeat(200)}.png`,
];

export function fileStoreContract(name: string, store: () => FileStore) {
  describe(`${name}: the FileStore contract`, () => {
    it('keeps a file under its key, says it exists, serves it with its type and forgets it when deleted', async () => {
      const key = `photos/${newFileName('jpg')}`;
      const bytes = randomBytes(4096);
      await store().put(key, bytes, 'image/jpeg');
      expect(await store().exists(key)).toBe(true);
      expect(await store().get(key)).toEqual({ bytes, contentType: 'image/jpeg' });
      await store().delete(key);
      expect(await store().get(key)).toBeNull();
      expect(await store().exists(key)).toBe(false);
    });

    it('answers null and false for a key it never stored, and deleting it twice is no error', async () => {
      const key = `photos/${newFileName('png')}`;
      expect(await store().get(key)).toBeNull();
      expect(await store().exists(key)).toBe(false);
      await store().delete(key);
      await store().put(key, Buffer.from([1]), 'image/png');
      await store().delete(key);
      await store().delete(key);
      expect(await store().exists(key)).toBe(false);
    });

    it('replaces a file written again under the same key, whole', async () => {
      const key = `documents/${newFileName('pdf')}`;
      await store().put(key, Buffer.from('%PDF-1.7 first'), 'application/pdf');
      await store().put(key, Buffer.from('%PDF-1.7 second, longer'), 'application/pdf');
      expect((await store().get(key))?.bytes.toString()).toBe('%PDF-1.7 second, longer');
    });

    it('keeps every byte value and an empty file as given', async () => {
      const all = Buffer.from(Array.from({ length: 256 }, (_, i) => i));
      const [allKey, emptyKey] = [`bytes/${newFileName('png')}`, `bytes/${newFileName('png')}`];
      await store().put(allKey, all, 'image/png');
      await store().put(emptyKey, new Uint8Array(0), 'image/png');
      expect((await store().get(allKey))?.bytes).toEqual(all);
      expect((await store().get(emptyKey))?.bytes).toEqual(Buffer.alloc(0));
    });

    it('keeps the same name in two folders apart', async () => {
      const name = newFileName('jpg');
      await store().put(`a/${name}`, Buffer.from('A'), 'image/jpeg');
      await store().put(`b/${name}`, Buffer.from('B'), 'image/jpeg');
      expect((await store().get(`a/${name}`))?.bytes.toString()).toBe('A');
      expect((await store().get(`b/${name}`))?.bytes.toString()).toBe('B');
    });

    it('refuses a content type its key does not say, and stores nothing', async () => {
      const key = `photos/${newFileName('jpg')}`;
      const put = store().put(key, Buffer.from('<html>'), 'image/png');
      await expect(put).rejects.toBeInstanceOf(FileStoreError);
      await expect(put).rejects.toMatchObject({ code: 'contentTypeMismatch' });
      expect(await store().exists(key)).toBe(false);
    });

    it('refuses every key outside its alphabet in every operation', async () => {
      for (const key of BAD_KEYS) {
        await expect(store().put(key, Buffer.from([1]), 'image/png'), key).rejects.toBeInstanceOf(InvalidKeyError);
        await expect(store().get(key), key).rejects.toBeInstanceOf(InvalidKeyError);
        await expect(store().exists(key), key).rejects.toBeInstanceOf(InvalidKeyError);
        await expect(store().delete(key), key).rejects.toBeInstanceOf(InvalidKeyError);
      }
    });
  });
}
