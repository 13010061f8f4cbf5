// The gazetteer's pure rules (decision 0044): matching text, slugs, the box around a city, boxes across the
// antimeridian, what a query may ask, and which of the data set's places are kept.
import { describe, expect, it } from 'vitest';
import { buildGazetteer, type GazetteerCity } from '../src/db/gazetteer';
import { boxAround, boxHolds, cityRadiusKm, matchText, placeSlug, unionOf } from '../src/domain/place-bounds';
import { countryName, FOOTER_REGION_SLUGS } from '../src/domain/place-names';
import { PLACE_TEXTS, suggestionLookup } from '../src/domain/place-suggestions';

describe('place names', () => {
  it('matches without accents, case or punctuation', () => {
    expect(matchText('  São   Paulo ')).toBe('sao paulo');
    expect(matchText('Zürich')).toBe('zurich');
    expect(matchText('Washington, D.C.')).toBe('washington d c');
    expect(matchText('Kraków')).toBe('krakow');
  });

  it('writes a place as a path part', () => {
    expect(placeSlug('New York City')).toBe('new-york-city');
    expect(placeSlug('São Paulo')).toBe('sao-paulo');
    expect(placeSlug('new-england')).toBe('new-england');
  });

  it('names countries by their code', () => {
    expect(countryName('PT')).toBe('Portugal');
    expect(countryName('GB')).toBe('United Kingdom');
  });

  it('has the footer regions of spec 000 §2 in its order', () => {
    expect(FOOTER_REGION_SLUGS).toEqual(['texas', 'new-england', 'florida', 'uk', 'california', 'colorado', 'europe']);
  });
});

describe('place boxes', () => {
  it('sizes a city by its people, 10 to 40 km', () => {
    expect(cityRadiusKm(1_000)).toBe(10);
    expect(cityRadiusKm(100_000)).toBe(10);
    expect(cityRadiusKm(1_000_000)).toBeCloseTo(21.5, 1);
    expect(cityRadiusKm(20_000_000)).toBe(40);
  });

  it('keeps a box about square on the ground away from the equator', () => {
    const oslo = boxAround({ lat: 59.9, lng: 10.75 }, 20);
    expect(oslo.north - oslo.south).toBeCloseTo(0.359, 2);
    expect(oslo.east - oslo.west).toBeCloseTo(0.718, 1);
  });

  it('joins boxes across the antimeridian when that is narrower', () => {
    const fiji = unionOf([boxAround({ lat: -18.1, lng: 178.4 }, 10), boxAround({ lat: -16.8, lng: -179.9 }, 10)])!;
    expect(fiji.west).toBeGreaterThan(178);
    expect(fiji.east).toBeLessThan(-179);
    expect(boxHolds(fiji, { lat: -17, lng: 179.9 })).toBe(true);
    expect(boxHolds(fiji, { lat: -17, lng: 0 })).toBe(false);
    const portugal = unionOf([boxAround({ lat: 38.7, lng: -9.1 }, 10), boxAround({ lat: 41.1, lng: -8.6 }, 10)])!;
    expect(portugal.west).toBeLessThan(portugal.east);
    expect(boxHolds(portugal, { lat: 40, lng: -8.8 })).toBe(true);
    expect(unionOf([])).toBeNull();
  });
});

describe('what a suggestion query asks', () => {
  it('answers nothing under the minimum length, and refuses what is not a country code or a count', () => {
    expect(suggestionLookup({ query: 'li', minLength: 3 })).toEqual({ status: 'none' });
    expect(suggestionLookup({ query: 'Lis', minLength: 3, country: 'pt' })).toEqual({
      status: 'lookup',
      text: 'lis',
      country: 'PT',
    });
    expect(suggestionLookup({ query: '--', minLength: 0 })).toEqual({ status: 'none' });
    expect(suggestionLookup({ query: 'lis', country: 'PRT' })).toEqual({
      status: 'invalid',
      message: PLACE_TEXTS.badCountry,
    });
    expect(suggestionLookup({ query: 'lis', minLength: 1.5 })).toEqual({
      status: 'invalid',
      message: PLACE_TEXTS.badMinLength,
    });
  });
});

describe('building the gazetteer', () => {
  const city = (cityId: number, name: string, featureCode: string, adminCode: string, population: number) =>
    ({
      cityId,
      name,
      country: 'US',
      featureCode,
      adminCode,
      population,
      loc: { coordinates: [-97.74 + cityId / 10, 30.27] },
    }) satisfies GazetteerCity;

  it('leaves out sections of cities and lost places, and builds states and countries from the cities', () => {
    const { places, regions } = buildGazetteer([
      city(1, 'Austin', 'PPLA', 'TX', 930_000),
      city(2, 'Hyde Park', 'PPLX', 'TX', 20_000),
      city(3, 'Old Town', 'PPLH', 'TX', 2_000),
      city(4, 'Round Rock', 'PPL', 'TX', 120_000),
    ]);
    expect(places.map((place) => place.id).sort()).toEqual(['city:1', 'city:4', 'country:US', 'region:US-TX']);
    const texas = places.find((place) => place.id === 'region:US-TX')!;
    expect(texas).toMatchObject({
      name: 'Texas',
      kind: 'region',
      population: 1_050_000,
      country_name: 'United States',
    });
    expect(regions.map((region) => region.slug)).toEqual(['texas', 'europe', 'united-states']);
    expect(regions.find((region) => region.slug === 'texas')!.place_id).toBe('region:US-TX');
  });
});
