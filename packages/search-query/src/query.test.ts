import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  decodeQueryPath,
  defaultSearch,
  encodeQueryPath,
  parseSearch,
  parseSearchLocation,
  searchPath,
  serialiseSearch,
  hasFilters,
  withGuests,
  withoutFilters,
  withPlace,
  type SearchFilters,
} from './index';

const id = fc.integer({ min: 1, max: 2_147_483_647 });
const ids = fc.uniqueArray(id, { maxLength: 5 });
const count = fc.integer({ min: 0, max: 99 });
const day = fc
  .date({ min: new Date('2020-01-01T00:00:00Z'), max: new Date('2035-12-31T00:00:00Z'), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10));
const coordinate = (limit: number) =>
  fc.double({ min: -limit, max: limit, noNaN: true, noDefaultInfinity: true }).map((degrees) => degrees + 0);
const text = fc.string({ unit: 'grapheme', maxLength: 30 }).map((value) => value.trim());

/** Any search the screen can hold: every value already as parseSearch would read it. */
const searches: fc.Arbitrary<SearchFilters> = fc
  .record({
    address: text,
    chosen: fc.boolean(),
    dates: fc.option(fc.tuple(day, day)),
    womenCount: count,
    menCount: count,
    childCount: count,
    otherCount: count,
    infants: count,
    personCapacity: fc.integer({ min: 1, max: 99 }),
    bookingType: fc.constantFrom(null, 'instant' as const, 'request' as const),
    roomType: ids,
    houseType: ids,
    amenities: ids,
    spaces: ids,
    houseRules: ids,
    familyFriendlyAmenities: ids,
    uniqueAmenities: ids,
    businessAmenities: ids,
    tripType: ids,
    priceRange: fc.option(
      fc.tuple(fc.integer({ min: 0, max: 5000 }), fc.integer({ min: 0, max: 5000 })).map(([a, b]) => {
        const range: [number, number] = [Math.min(a, b), Math.max(a, b)];
        return range;
      }),
    ),
    priceSortOrder: fc.constantFrom(null, 'asc' as const, 'desc' as const),
    bedrooms: count,
    bathrooms: fc.integer({ min: 0, max: 40 }).map((halves) => halves / 2),
    beds: count,
    isExclusive: fc.boolean(),
    isLongerStay: fc.boolean(),
    industry: text,
    universityId: fc.nat(),
    bounds: fc.option(
      fc.tuple(coordinate(90), coordinate(90), coordinate(180), coordinate(180)).map(([a, b, west, east]) => ({
        swLat: Math.min(a, b),
        swLng: west,
        neLat: Math.max(a, b),
        neLng: east,
      })),
    ),
    zoomLevel: fc.option(fc.integer({ min: 0, max: 20 })),
    searchByMap: fc.boolean(),
    currentPage: fc.integer({ min: 1, max: 500 }),
    otherCurrentPage: fc.integer({ min: 1, max: 500 }),
  })
  .map(({ dates, ...rest }) => {
    const ordered = dates && dates[0] !== dates[1] ? [dates[0], dates[1]].sort() : null;
    return {
      ...rest,
      chosen: rest.chosen && rest.address !== '',
      searchByMap: rest.searchByMap && rest.bounds !== null,
      startDate: ordered ? ordered[0]! : null,
      endDate: ordered ? ordered[1]! : null,
      bathrooms: rest.bathrooms === 0 ? 0 : rest.bathrooms,
    };
  });

describe('search query (spec 000 §9)', () => {
  it('reads back every search it writes', () => {
    fc.assert(
      fc.property(searches, (filters) => {
        expect(parseSearch(serialiseSearch(filters))).toEqual(filters);
      }),
    );
  });

  it('reads back every search written into the path with the hyphen encoding', () => {
    fc.assert(
      fc.property(searches, (filters) => {
        const query = serialiseSearch(filters);
        expect(decodeQueryPath(encodeQueryPath(`?${query}`))).toBe(`?${query}`);
        expect(parseSearchLocation(`/s/${encodeQueryPath(`?${query}`)}`, '')).toEqual(filters);
      }),
    );
  });

  it('encodes the query marks as hyphens and decodes them in reverse', () => {
    expect(encodeQueryPath('?address=Austin&womenCount=1')).toBe('---address----Austin--womenCount----1');
    expect(decodeQueryPath('---startDate----2026-12-01--endDate----2026-12-05')).toBe(
      '?startDate=2026-12-01&endDate=2026-12-05',
    );
    expect(encodeQueryPath('address=Winston-Salem')).toBe('address----Winston%2DSalem');
  });

  it('writes the defaults, joins lists with a pipe and leaves empty values out', () => {
    expect(serialiseSearch(defaultSearch())).toBe('personCapacity=1&womenCount=1');
    const search = { ...withPlace(defaultSearch(), 'Austin, TX', true), amenities: [3, 7], isExclusive: true };
    expect(searchPath(search)).toBe(
      '/s/refinement_paths?address=Austin%2C%20TX&chosen=true&personCapacity=1&womenCount=1&amenities=3|7&isExclusive=true',
    );
  });

  it('reads no query as one woman on the first page', () => {
    expect(parseSearch('')).toEqual(defaultSearch());
    expect(parseSearch('?')).toEqual(defaultSearch());
  });

  it('reads what cannot be right as "any"', () => {
    const filters = parseSearch(
      'startDate=2026-02-30&endDate=2026-03-02&menCount=-2&roomType=1|x|0|1|5&priceRange=90|10&bathrooms=1.3' +
        '&sw_lat=95&sw_lng=0&ne_lat=10&ne_lng=10&searchByMap=true&currentPage=0&bookingType=now&priceSortOrder=up' +
        '&address=%E0%A4%A',
    );
    expect(filters).toEqual({ ...defaultSearch(), roomType: [1, 5] });
  });

  it('keeps dates only as a range whose end follows its start', () => {
    expect(parseSearch('startDate=2026-03-05&endDate=2026-03-01').startDate).toBeNull();
    expect(parseSearch('startDate=2026-03-05&endDate=2026-03-06')).toMatchObject({
      startDate: '2026-03-05',
      endDate: '2026-03-06',
    });
  });

  it('a new place replaces the map box, keeps the other filters and starts from the first page', () => {
    const before = {
      ...parseSearch('sw_lat=1&sw_lng=1&ne_lat=2&ne_lng=2&searchByMap=true&currentPage=3'),
      amenities: [4],
    };
    const after = withPlace(before, '  Lisbon ', true);
    expect(after).toMatchObject({ address: 'Lisbon', chosen: true, bounds: null, searchByMap: false, currentPage: 1 });
    expect(after.amenities).toEqual([4]);
    expect(withPlace(after, '', true)).toMatchObject({ address: '', chosen: false });
    const box = { swLat: 30, swLng: -98, neLat: 31, neLng: -97 };
    expect(serialiseSearch(withPlace(defaultSearch(), 'Austin', true, box))).toBe(
      'address=Austin&chosen=true&personCapacity=1&womenCount=1&sw_lat=30&sw_lng=-98&ne_lat=31&ne_lng=-97',
    );
    expect(parseSearch('address=Austin&chosen=1').chosen).toBe(true);
  });

  it('counts women, men, children and others as guests, never infants', () => {
    const filters = withGuests(defaultSearch(), { womenCount: 2, childCount: 1, infants: 2 });
    expect(filters).toMatchObject({ personCapacity: 3, womenCount: 2, childCount: 1, infants: 2 });
  });

  it('"Clear all" clears every filter and keeps the place, its box, the dates, the guests and the order', () => {
    const place =
      'address=Austin&chosen=true&startDate=2026-05-01&endDate=2026-05-04&personCapacity=3&womenCount=2&childCount=1' +
      '&infants=1&priceSortOrder=asc&sw_lat=30&sw_lng=-98&ne_lat=31&ne_lng=-97&zoomLevel=9&searchByMap=true';
    const filtered = parseSearch(
      `${place}&bookingType=instant&roomType=1|2&amenities=31&priceRange=10|500&bedrooms=2&beds=1&bathrooms=1.5` +
        '&isExclusive=true&isLongerStay=true&industry=law&universityId=7&currentPage=3',
    );
    expect(hasFilters(filtered)).toBe(true);
    const cleared = withoutFilters(filtered);
    expect(serialiseSearch(cleared)).toBe(serialiseSearch(parseSearch(place)));
    expect(hasFilters(cleared)).toBe(false);
    expect(hasFilters(parseSearch(`${place}&currentPage=2`))).toBe(false);
  });

  it('leaves nothing "Clear all" clears, whatever the search, and never touches the bar or the map', () => {
    fc.assert(
      fc.property(searches, (filters) => {
        const cleared = withoutFilters(filters);
        expect(hasFilters(cleared)).toBe(false);
        const { address, chosen, startDate, endDate, personCapacity, bounds, searchByMap, priceSortOrder } = filters;
        expect(cleared).toMatchObject({
          address,
          chosen,
          startDate,
          endDate,
          personCapacity,
          bounds,
          searchByMap,
          priceSortOrder,
          currentPage: 1,
        });
        expect(withoutFilters(cleared)).toEqual(cleared);
      }),
    );
  });
});
