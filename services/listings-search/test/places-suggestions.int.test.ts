// Place suggestions and a chosen place's geography (spec 000 §3, §5; decision 0044) over GraphQL as a visitor asks
// them through the gateway: known answers from the gazetteer, the country restriction and minimum length, accents,
// and never a street, an address or an establishment.
import { createLogger, IDENTITY_HEADER, signCaller } from '@golightly/service-kit';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subgraph } from '../src/app';
import { EXCLUDED_PLACE_TYPES, PLACE_TEXTS } from '../src/domain/place-suggestions';
import { loadTestGazetteer } from './support/gazetteer';
import { listingsTestbed, SETUP_MS, type ListingsTestbed } from './support/testbed';

const SECRET = 'place-suggestions-test-secret-0123456789';

interface Suggestion {
  placeId: string;
  description: string;
  mainText: string;
  secondaryText: string | null;
  types: string[];
}

const SUGGESTIONS = `query ($query: String!, $country: String, $minLength: Int) {
  placeSuggestions(query: $query, country: $country, minLength: $minLength) {
    placeId description mainText secondaryText types
  }
}`;

const GEOGRAPHY = `query ($placeId: String!) {
  placeGeography(placeId: $placeId) {
    placeId address administrativeAreaShort administrativeAreaLong countryCode geoType lat lng chosen
    addressParts { longName shortName types }
    bounds { northeast { lat lng } southwest { lat lng } }
  }
}`;

describe('place suggestions', () => {
  let bed: ListingsTestbed;
  let app: FastifyInstance;

  async function graphql<T>(query: string, variables: Record<string, unknown>) {
    const response = await app.inject({
      method: 'POST',
      url: '/graphql',
      headers: {
        [IDENTITY_HEADER]: signCaller({ identity: null, ip: '198.51.100.7' }, SECRET),
        'content-type': 'application/json',
      },
      payload: JSON.stringify({ query, variables }),
    });
    return response.json() as { data?: T; errors?: { message: string; extensions?: { code?: string } }[] };
  }

  const suggest = async (query: string, options: { country?: string; minLength?: number } = {}) => {
    const answer = await graphql<{ placeSuggestions: Suggestion[] }>(SUGGESTIONS, { query, ...options });
    expect(answer.errors).toBeUndefined();
    return answer.data!.placeSuggestions;
  };

  beforeAll(async () => {
    bed = await listingsTestbed('places-suggestions');
    await loadTestGazetteer(bed.db);
    app = await subgraph.buildApp({ db: bed.db, identitySecret: SECRET, logger: createLogger('test'), env: {} });
  }, SETUP_MS);
  afterAll(async () => {
    await app?.close();
    await bed?.close();
  });

  it("suggests Lisbon, Portugal first for 'lisb', at most eight", async () => {
    const found = await suggest('lisb');
    expect(found[0]).toMatchObject({
      description: 'Lisbon, Portugal',
      mainText: 'Lisbon',
      secondaryText: 'Portugal',
      types: ['locality', 'political'],
    });
    expect(found.length).toBeLessThanOrEqual(8);
    expect((await suggest('san')).length).toBe(8);
  });

  it('keeps to the country asked, in any case', async () => {
    const found = await suggest('austin', { country: 'us' });
    expect(found[0]!.description).toBe('Austin, Texas, United States');
    expect(found.every((suggestion) => suggestion.description.endsWith('United States'))).toBe(true);
    expect(await suggest('lisb', { country: 'BR' })).toEqual([]);
  });

  it('answers nothing for a query shorter than minLength, or only spaces', async () => {
    expect(await suggest('li', { minLength: 3 })).toEqual([]);
    expect((await suggest('lis', { minLength: 3 }))[0]!.mainText).toBe('Lisbon');
    expect(await suggest('   ')).toEqual([]);
    expect(await suggest('%_')).toEqual([]);
  });

  it('matches without accents or case, and a word inside a name', async () => {
    const cities = (found: Suggestion[]) => found.filter((s) => s.types.includes('locality')).map((s) => s.description);
    expect(cities(await suggest('sao paulo'))[0]).toBe('São Paulo, São Paulo, Brazil');
    expect(cities(await suggest('SÃO PAULO'))[0]).toBe('São Paulo, São Paulo, Brazil');
    expect(cities(await suggest('paulo'))).toContain('São Paulo, São Paulo, Brazil');
    expect(cities(await suggest('zurich'))[0]).toBe('Zürich, Switzerland');
  });

  it('suggests states and countries too, ranked with the cities by how many live there', async () => {
    const texas = (await suggest('texas'))[0]!;
    expect(texas).toMatchObject({
      description: 'Texas, United States',
      types: ['administrative_area_level_1', 'political'],
    });
    const portugal = (await suggest('portugal'))[0]!;
    expect(portugal).toMatchObject({ description: 'Portugal', secondaryText: null, types: ['country', 'political'] });
  });

  it('never suggests a street, an address, an establishment or a part of a city', async () => {
    for (const query of ['a', 'main street', 'hotel', 'new', 'st']) {
      for (const suggestion of await suggest(query)) {
        for (const excluded of EXCLUDED_PLACE_TYPES) expect(suggestion.types).not.toContain(excluded);
      }
    }
  });

  it("refuses a country that is not a code, or a minimum length that is not a count, with the rule's words", async () => {
    const badCountry = await graphql(SUGGESTIONS, { query: 'lisb', country: 'Portugal' });
    expect(badCountry.errors?.[0]).toMatchObject({
      message: PLACE_TEXTS.badCountry,
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const badLength = await graphql(SUGGESTIONS, { query: 'lisb', minLength: -1 });
    expect(badLength.errors?.[0]?.message).toBe(PLACE_TEXTS.badMinLength);
  });

  it("gives the chosen city's geography: its parts, state, country, centre and a box around it", async () => {
    const austin = (await suggest('austin', { country: 'US' }))[0]!;
    const answer = await graphql<{ placeGeography: Record<string, unknown> }>(GEOGRAPHY, { placeId: austin.placeId });
    const geography = answer.data!.placeGeography as {
      lat: number;
      lng: number;
      bounds: { northeast: { lat: number; lng: number }; southwest: { lat: number; lng: number } };
    };
    expect(geography).toMatchObject({
      placeId: austin.placeId,
      address: 'Austin, Texas, United States',
      administrativeAreaShort: 'TX',
      administrativeAreaLong: 'Texas',
      countryCode: 'US',
      geoType: 'city',
      chosen: true,
      addressParts: [
        { longName: 'Austin', shortName: 'Austin', types: ['locality', 'political'] },
        { longName: 'Texas', shortName: 'TX', types: ['administrative_area_level_1', 'political'] },
        { longName: 'United States', shortName: 'US', types: ['country', 'political'] },
      ],
    });
    expect(geography.lat).toBeCloseTo(30.267, 2);
    expect(geography.lng).toBeCloseTo(-97.743, 2);
    // Austin has some 930,000 people: about 21 km each way.
    const { northeast, southwest } = geography.bounds;
    expect((northeast.lat - southwest.lat) * 111.32).toBeGreaterThan(40);
    expect((northeast.lat - southwest.lat) * 111.32).toBeLessThan(46);
    expect(southwest.lng).toBeLessThan(geography.lng);
    expect(northeast.lng).toBeGreaterThan(geography.lng);
  });

  it('gives a state and a country their geoType and their extent', async () => {
    const texasId = (await suggest('texas'))[0]!.placeId;
    const texas = (await graphql<{ placeGeography: Record<string, unknown> }>(GEOGRAPHY, { placeId: texasId })).data!
      .placeGeography;
    expect(texas).toMatchObject({ geoType: 'state', administrativeAreaShort: 'TX', countryCode: 'US' });
    const portugalId = (await suggest('portugal'))[0]!.placeId;
    const portugal = (await graphql<{ placeGeography: Record<string, unknown> }>(GEOGRAPHY, { placeId: portugalId }))
      .data!.placeGeography as { geoType: string; lat: number; bounds: { southwest: { lat: number } } };
    expect(portugal).toMatchObject({ geoType: 'country', countryCode: 'PT', address: 'Portugal' });
    expect(portugal.lat).toBeCloseTo(38.72, 1); // Lisbon, the capital
    expect(portugal.bounds.southwest.lat).toBeLessThan(37.1); // the Algarve
  });

  it('answers null for a place it does not know', async () => {
    const answer = await graphql<{ placeGeography: null }>(GEOGRAPHY, { placeId: 'city:0' });
    expect(answer).toEqual({ data: { placeGeography: null } });
  });
});
