import { describe, expect, it } from 'vitest';
import { listingSlug } from './slug';

describe('the listing URL slug (spec 000 §9)', () => {
  it('lower-cases, turns comma-space into two hyphens and spaces into one', () => {
    expect(listingSlug('Tiled Apartment in Alfama, Lisbon')).toBe('tiled-apartment-in-alfama--lisbon');
    expect(listingSlug('Loft,Austin')).toBe('loft,austin');
  });
});
