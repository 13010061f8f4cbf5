import { describe, expect, it } from 'vitest';
import { decodeQueryInPath, encodeQueryInPath, listingSlug } from './slug';

describe('the listing URL slug (spec 000 §9)', () => {
  it('lower-cases, turns comma-space into two hyphens and spaces into one', () => {
    expect(listingSlug('Tiled Apartment in Alfama, Lisbon')).toBe('tiled-apartment-in-alfama--lisbon');
    expect(listingSlug('Loft,Austin')).toBe('loft,austin');
  });

  it("encodes '?', '&' and '=' as three, two and four hyphens, and decodes them back", () => {
    const query = '?address=Lisbon&guests=2';
    expect(encodeQueryInPath(query)).toBe('---address----Lisbon--guests----2');
    expect(decodeQueryInPath(encodeQueryInPath(query))).toBe(query);
  });
});
