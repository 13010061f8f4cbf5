import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { defaultSearch, parseSearch, toSearchListingVariables } from './index';

const context = { priceRangeMax: 1000 };

describe('SearchListing variables (spec 000 §5)', () => {
  it('sends one woman and the first pages when nothing is chosen', () => {
    expect(toSearchListingVariables(defaultSearch(), context)).toEqual({
      personCapacity: 1,
      womenCount: 1,
      currentPage: 1,
      otherCurrentPage: 1,
    });
  });

  it('sends counts and ids only when non-zero, and never infants', () => {
    fc.assert(
      fc.property(fc.nat(5), fc.nat(5), fc.nat(5), fc.nat(3), (menCount, bedrooms, universityId, infants) => {
        const variables = toSearchListingVariables(
          { ...defaultSearch(), menCount, bedrooms, universityId, infants },
          context,
        );
        expect('menCount' in variables).toBe(menCount > 0);
        expect('bedrooms' in variables).toBe(bedrooms > 0);
        expect('universityId' in variables).toBe(universityId > 0);
        expect(JSON.stringify(variables)).not.toContain('infants');
      }),
    );
  });

  it('has no upper price bound when the range reaches the configured maximum', () => {
    const below = toSearchListingVariables({ ...defaultSearch(), priceRange: [10, 999] }, context);
    expect(below).toMatchObject({ priceRange: [10, 999] });
    expect(below.priceNoLimit).toBeUndefined();
    const atMax = toSearchListingVariables({ ...defaultSearch(), priceRange: [10, 1000] }, context);
    expect(atMax).toMatchObject({ priceRange: [10, 1000], priceNoLimit: true });
  });

  it('searches the map box when searching by map, else the place', () => {
    const byMap = parseSearch('address=Austin&chosen=true&sw_lat=30&sw_lng=-98&ne_lat=31&ne_lng=-97&searchByMap=true');
    expect(toSearchListingVariables(byMap, context)).toMatchObject({
      searchByMap: true,
      sw_lat: 30,
      sw_lng: -98,
      ne_lat: 31,
      ne_lng: -97,
    });
    expect(toSearchListingVariables(byMap, context).geography).toBeUndefined();

    const byPlace = parseSearch('address=Austin&chosen=true');
    const geography = { geoType: 'city', lat: 30.27, lng: -97.74 };
    expect(toSearchListingVariables(byPlace, { ...context, geography })).toMatchObject({
      geography: { address: 'Austin', chosen: true, geoType: 'city' },
      geoType: 'city',
      lat: 30.27,
      lng: -97.74,
    });
    expect(toSearchListingVariables(byPlace, context).searchByMap).toBeUndefined();

    const placeWithBox = parseSearch('address=Austin&chosen=true&sw_lat=30&sw_lng=-98&ne_lat=31&ne_lng=-97');
    const sent = toSearchListingVariables(placeWithBox, context);
    expect(sent.geography).toEqual({
      address: 'Austin',
      chosen: true,
      bounds: { northeast: { lat: 31, lng: -97 }, southwest: { lat: 30, lng: -98 } },
    });
    expect(sent.sw_lat).toBeUndefined();
  });

  it('sends the dates, the lists and the flags as chosen', () => {
    const filters = parseSearch(
      'startDate=2026-05-01&endDate=2026-05-06&amenities=3|7&houseRules=2&bookingType=instant&isExclusive=true' +
        '&isLongerStay=true&priceSortOrder=asc&bathrooms=1.5&industry=Tech',
    );
    expect(toSearchListingVariables(filters, context)).toMatchObject({
      dates: { startDate: '2026-05-01', endDate: '2026-05-06' },
      amenities: [3, 7],
      houseRules: [2],
      bookingType: 'instant',
      isExclusive: true,
      isLongerStay: true,
      priceSortOrder: 'asc',
      bathrooms: 1.5,
      industry: 'Tech',
    });
  });
});
