// The photo rules on their own: the spec's rule for a wrong or too large file, captions, whole orders, the cover.
import { describe, expect, it } from 'vitest';
import { checkCaption, coverOf, isWholeOrder, PHOTO_RULE, PHOTO_TEXTS, photoRefusalMessage } from './listing-photos';
import { LISTING_TEXTS } from './texts';

describe('listing photo rules', () => {
  it("answers a file of the wrong type or of 1 MB or more with spec 001 §5's rule, word for word", () => {
    expect(PHOTO_RULE).toBe('Photos .jpeg/.jpg/.png, max 1Mb.');
    expect(photoRefusalMessage('wrongType')).toBe(PHOTO_RULE);
    expect(photoRefusalMessage('tooLarge')).toBe(PHOTO_RULE);
    expect(photoRefusalMessage('empty')).toBe(PHOTO_TEXTS.empty);
    expect(photoRefusalMessage('undecodable')).toBe(PHOTO_TEXTS.undecodable);
    expect(photoRefusalMessage('tooManyPixels')).toBe(PHOTO_TEXTS.tooManyPixels);
  });

  it('trims a caption and refuses one over 255 characters, counting characters rather than UTF-16 units', () => {
    expect(checkCaption('  Breakfast on the terrace ')).toEqual({ ok: true, value: 'Breakfast on the terrace' });
    expect(checkCaption(null)).toEqual({ ok: true, value: '' });
    expect(checkCaption('🌅'.repeat(255))).toMatchObject({ ok: true });
    expect(checkCaption('a'.repeat(256))).toEqual({
      ok: false,
      errors: [{ field: 'photoDescription', message: LISTING_TEXTS.tooLong(255) }],
    });
  });

  it('takes an order only when it names every photo once and nothing else', () => {
    expect(isWholeOrder([1, 2, 3], [3, 1, 2])).toBe(true);
    expect(isWholeOrder([], [])).toBe(true);
    expect(isWholeOrder([1, 2, 3], [1, 2])).toBe(false);
    expect(isWholeOrder([1, 2, 3], [1, 2, 2])).toBe(false);
    expect(isWholeOrder([1, 2, 3], [1, 2, 4])).toBe(false);
    expect(isWholeOrder([1, 2], [1, 2, 3])).toBe(false);
  });

  it('keeps the chosen cover, or else makes the first photo in order the cover', () => {
    const photo = (id: number, position: number, isCover = false) => ({ id, position, isCover });
    expect(coverOf([photo(1, 0), photo(2, 1, true)])).toBe(2);
    expect(coverOf([photo(7, 2), photo(5, 1), photo(9, 1)])).toBe(5);
    expect(coverOf([])).toBeNull();
  });
});
