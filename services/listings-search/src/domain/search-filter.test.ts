import { describe, expect, it } from 'vitest';
import { SEARCH_TEXTS, relaxedFilter, searchFilterOf, withDefaultSort } from './search-filter';
import { convertToDisplay, lowestNightMinor } from './search-prices';
import { tripKindsOf } from './search-trip-types';
import { localDate } from '@golightly/stay-rules';

const filterOf = (args: Parameters<typeof searchFilterOf>[0]) => {
  const result = searchFilterOf(args);
  if (!result.ok) throw new Error(result.errorMessage);
  return result.filter;
};

describe('the search filter', () => {
  it('counts every guest but infants, and falls back to personCapacity when no kind is given', () => {
    expect(filterOf({ womenCount: 2, menCount: 1, childCount: 1, otherCount: 1 }).guests).toBe(5);
    expect(filterOf({ personCapacity: 3 }).guests).toBe(3);
    expect(filterOf({}).guests).toBe(0);
  });

  it('reads 0 in counts and ids as any', () => {
    const filter = filterOf({ roomType: [0, 4, 4], amenities: [0], bedrooms: 0, universityId: 0 });
    expect(filter.roomTypeIds).toEqual([4]);
    expect(filter.requiredItemIds).toEqual([]);
    expect(filter.universityId).toBeNull();
  });

  it('drops the upper price bound with priceNoLimit', () => {
    expect(filterOf({ priceRange: [10, 500], priceNoLimit: true }).price).toEqual({ min: 10, max: null });
  });

  it('takes a box across the antimeridian, and refuses one upside down', () => {
    expect(filterOf({ sw_lat: -20, sw_lng: 170, ne_lat: -10, ne_lng: -170 }).box?.swLng).toBe(170);
    expect(searchFilterOf({ sw_lat: 10, sw_lng: 0, ne_lat: 5, ne_lng: 1 })).toEqual({
      ok: false,
      errorMessage: SEARCH_TEXTS.box,
    });
  });

  it('relaxes only the dates and guests for other results, and only when they were asked', () => {
    expect(relaxedFilter(filterOf({ bedrooms: 2 }))).toBeNull();
    const relaxed = relaxedFilter(filterOf({ bedrooms: 2, womenCount: 2, otherCurrentPage: 3 }))!;
    expect(relaxed).toMatchObject({ guests: 0, bedrooms: 2, page: 3 });
  });
});

describe('search prices and trip types', () => {
  it('prices a stay at its lowest night, seasons and weekends included', () => {
    const pricing = {
      basePriceMinor: 10000,
      weekendPriceMinor: 15000,
      seasons: [
        {
          name: 'Low',
          from: localDate('2027-03-02'),
          to: localDate('2027-03-02'),
          nightlyMinor: 7000,
          weekendMinor: null,
          extraGuestMinor: null,
          minimumStay: null,
          maximumStay: null,
          noCheckInDays: [],
          noCheckOutDays: [],
        },
      ],
    };
    expect(lowestNightMinor(pricing, localDate('2027-03-05'), localDate('2027-03-07'))).toBe(15000);
    expect(lowestNightMinor(pricing, localDate('2027-03-01'), localDate('2027-03-04'))).toBe(7000);
  });

  it('converts between currencies of different decimals through the base', () => {
    const rates = new Map([
      ['USD', 1],
      ['JPY', 150],
      ['EUR', 0.5],
    ]);
    expect(convertToDisplay(12000, 'JPY', 'USD', rates)).toBe(80);
    expect(convertToDisplay(11000, 'EUR', 'JPY', rates)).toBe(33000);
    expect(convertToDisplay(100, 'GBP', 'USD', rates)).toBeNull();
  });

  it('selects by trip names and ignores names it has no rule for', () => {
    expect(tripKindsOf(['Solo travel', 'Family trip', 'Solo travel', 'Yoga retreat'])).toEqual(['solo', 'family']);
  });
});

describe("the search settings' default order", () => {
  const filterOf = (priceSortOrder: string | null) => {
    const checked = searchFilterOf({ priceSortOrder });
    if (!checked.ok) throw new Error(checked.errorMessage);
    return checked.filter;
  };

  it('orders a search that named no order by the default, and leaves a named one alone', () => {
    expect(withDefaultSort(filterOf(null), 'asc').sort).toBe('asc');
    expect(withDefaultSort(filterOf(''), 'desc').sort).toBe('desc');
    expect(withDefaultSort(filterOf(null), null).sort).toBe('relevance');
    expect(withDefaultSort(filterOf('desc'), 'asc').sort).toBe('desc');
  });
});
