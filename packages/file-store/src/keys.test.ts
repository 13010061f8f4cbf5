import path from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  checkedKey,
  contentTypeOf,
  GENERATED_FILE_NAME,
  InvalidKeyError,
  isValidKey,
  KEY_MAX_LENGTH,
  newFileName,
} from './keys';

describe('file store keys', () => {
  it('accepts folder/name.ext keys in the alphabet, up to eight parts', () => {
    for (const key of [
      'x.png',
      'avatars/0b9c6b1e-7d0c-4b5e-9a55-1f0e0c1b2a3d.jpg',
      'listing-photos/x_medium_0b9c6b1e-7d0c-4b5e-9a55-1f0e0c1b2a3d.jpg',
      'gosolo/trips/12/house-rules.v2.pdf',
      `${'a/'.repeat(7)}x.png`,
    ]) {
      expect(isValidKey(key), key).toBe(true);
    }
  });

  it('serves a key as its extension says', () => {
    expect(contentTypeOf('a/b.jpg')).toBe('image/jpeg');
    expect(contentTypeOf('a/b.png')).toBe('image/png');
    expect(contentTypeOf('a/b.pdf')).toBe('application/pdf');
    expect(() => contentTypeOf('a/b.exe')).toThrow(InvalidKeyError);
  });

  it('keeps a bad key out of its error message', () => {
    expect(() => checkedKey('../../secret-token-value.png')).toThrow(/^Not a file store key \(28 characters\)/);
    expect(() => checkedKey('../../secret-token-value.png')).not.toThrow(/secret-token/);
  });

  it('makes fresh names nobody chose, which the routes recognise', () => {
    const names = new Set(Array.from({ length: 50 }, () => newFileName('jpg')));
    expect(names.size).toBe(50);
    for (const name of names) expect(name).toMatch(GENERATED_FILE_NAME);
    expect(() => newFileName('html' as 'jpg')).toThrow(InvalidKeyError);
  });

  it('never accepts a key that leaves its root, however it is written', () => {
    const root = path.resolve('/store');
    const pieces = fc.constantFrom('..', '.', '', '/', '\\', 'a', 'b.png', '%2e', '~', 'C:', '\0', 'x.jpg', '-', '_');
    fc.assert(
      fc.property(fc.array(pieces, { maxLength: 12 }), (parts) => {
        const key = parts.join('');
        if (!isValidKey(key)) return;
        const resolved = path.resolve(root, key);
        expect(resolved.startsWith(root + path.sep)).toBe(true);
        expect(path.relative(root, resolved)).toBe(key);
        expect(key.length).toBeLessThanOrEqual(KEY_MAX_LENGTH);
      }),
      { numRuns: 2000 },
    );
  });
});
