import { describe, expect, it } from 'vitest';
import { isVisibleTo, type ListingRecord } from './listing';

const listing: ListingRecord = {
  id: 1,
  hostId: 'host',
  title: 'Loft',
  city: 'Austin',
  state: 'TX',
  country: 'US',
  personCapacity: 2,
  isPublished: false,
};

describe('listing visibility', () => {
  it('hides an unpublished listing from other members', () => {
    expect(isVisibleTo(listing, 'guest')).toBe(false);
    expect(isVisibleTo(listing, undefined)).toBe(false);
  });
  it('shows an unpublished listing to its host', () => {
    expect(isVisibleTo(listing, 'host')).toBe(true);
  });
  it('shows a published listing to everyone', () => {
    expect(isVisibleTo({ ...listing, isPublished: true }, undefined)).toBe(true);
  });
});
