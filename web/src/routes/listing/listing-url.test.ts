import { describe, expect, it } from 'vitest';
import { isCanonicalPath, listingIdOf, listingPath } from './listing-url';

describe('the listing address', () => {
  it('reads the listing number at the end of the segment, with or without a slug', () => {
    expect(listingIdOf('1234567')).toBe(1234567);
    expect(listingIdOf('tiled-apartment-in-alfama-1234567')).toBe(1234567);
    expect(listingIdOf('loft--paris-42')).toBe(42);
    expect(listingIdOf('studio-1%2F2-bath-7')).toBe(7);
  });

  it('finds no number in a segment without one, or one out of range', () => {
    for (const segment of [undefined, '', 'loft', 'loft-', '0', 'loft-2147483648', 'loft12', '12abc']) {
      expect(listingIdOf(segment), String(segment)).toBeNull();
    }
  });

  it("writes the listing's own address from its slug and number, preview after it", () => {
    expect(listingPath({ id: 1234567, slug: 'tiled-apartment-in-alfama' })).toBe(
      '/rooms/tiled-apartment-in-alfama-1234567',
    );
    expect(listingPath({ id: 42, slug: 'loft--paris' }, true)).toBe('/rooms/loft--paris-42/preview');
    expect(listingPath({ id: 7, slug: '' })).toBe('/rooms/7');
    expect(listingPath({ id: 7, slug: 'studio-1/2-bath?' })).toBe('/rooms/studio-1%2F2-bath%3F-7');
  });

  it('keeps an address that only writes the same characters differently, and moves any other', () => {
    const canonical = listingPath({ id: 7, slug: 'café--lisboa' });
    expect(isCanonicalPath('/rooms/café--lisboa-7', canonical)).toBe(true);
    expect(isCanonicalPath(canonical, canonical)).toBe(true);
    expect(isCanonicalPath(`${canonical}/`, canonical)).toBe(true);
    expect(isCanonicalPath('/rooms/7', canonical)).toBe(false);
    expect(isCanonicalPath('/rooms/old-title-7', canonical)).toBe(false);
    expect(isCanonicalPath('/rooms/%E0%A4%A-7', canonical)).toBe(false);
  });
});
