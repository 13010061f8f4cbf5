// The bounds of a /cities/{slug} page (decision 0044): footer regions, countries, states and cities by their slug,
// each box around the place it names.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boxHolds, type Bounds } from '../src/domain/place-bounds';
import { placeBoundsBySlug } from '../src/db/places';
import { loadTestGazetteer } from './support/gazetteer';
import { listingsTestbed, SETUP_MS, type ListingsTestbed } from './support/testbed';

const holds = (bounds: Bounds, lat: number, lng: number) =>
  boxHolds(
    {
      north: bounds.northeast.lat,
      east: bounds.northeast.lng,
      south: bounds.southwest.lat,
      west: bounds.southwest.lng,
    },
    { lat, lng },
  );

describe('placeBoundsBySlug', () => {
  let bed: ListingsTestbed;
  beforeAll(async () => {
    bed = await listingsTestbed('places-bounds');
    await loadTestGazetteer(bed.db);
  }, SETUP_MS);
  afterAll(() => bed?.close());

  const bounds = async (slug: string) => {
    const place = await placeBoundsBySlug(bed.db, slug);
    if (!place) throw new Error(`no place for ${slug}`);
    return place;
  };

  it('resolves the footer regions to boxes around what they name', async () => {
    expect((await bounds('texas')).name).toBe('Texas');
    expect(holds((await bounds('texas')).bounds, 30.2672, -97.7431)).toBe(true); // Austin
    expect(holds((await bounds('texas')).bounds, 35.687, -105.9378)).toBe(false); // Santa Fe
    const newEngland = (await bounds('new-england')).bounds;
    expect(holds(newEngland, 42.3601, -71.0589)).toBe(true); // Boston
    expect(holds(newEngland, 42.9956, -71.4548)).toBe(true); // Manchester, New Hampshire
    expect(holds(newEngland, 43.6591, -70.2568)).toBe(true); // Portland, Maine
    expect(holds((await bounds('florida')).bounds, 25.7617, -80.1918)).toBe(true); // Miami
    expect((await bounds('uk')).name).toBe('United Kingdom');
    expect(holds((await bounds('uk')).bounds, 55.9533, -3.1883)).toBe(true); // Edinburgh
    expect(holds((await bounds('california')).bounds, 37.7749, -122.4194)).toBe(true);
    expect(holds((await bounds('colorado')).bounds, 39.7392, -104.9903)).toBe(true); // Denver
    const europe = (await bounds('europe')).bounds;
    for (const [lat, lng] of [
      [38.7223, -9.1393],
      [59.3293, 18.0686],
      [64.1466, -21.9426],
      [41.0082, 28.9784],
    ] as const)
      expect(holds(europe, lat, lng)).toBe(true);
    expect(holds(europe, 40.7128, -74.006)).toBe(false);
  });

  it('resolves cities by name, the city of that name before its state', async () => {
    const austin = await bounds('austin');
    expect(austin.name).toBe('Austin');
    expect(holds(austin.bounds, 30.2468, -97.7507)).toBe(true);
    expect(holds(austin.bounds, 29.7604, -95.3698)).toBe(false); // Houston
    expect((await bounds('new-york')).name).toBe('New York City');
    expect((await bounds('lisbon')).name).toBe('Lisbon');
    expect((await bounds('sao-paulo')).name).toBe('São Paulo');
    expect((await bounds('São Paulo')).name).toBe('São Paulo');
    expect((await bounds('LISBON')).name).toBe('Lisbon');
    // A city box is 10 to 40 km around it.
    const { northeast, southwest } = (await bounds('lisbon')).bounds;
    expect(northeast.lat - southwest.lat).toBeGreaterThan(0.15);
    expect(northeast.lat - southwest.lat).toBeLessThan(0.75);
  });

  it('resolves countries and states by name, the country before a state of the same name', async () => {
    const portugal = await bounds('portugal');
    expect(portugal.name).toBe('Portugal');
    expect(holds(portugal.bounds, 41.1579, -8.6291)).toBe(true); // Porto
    expect((await bounds('georgia')).name).toBe('Georgia');
    expect(holds((await bounds('georgia')).bounds, 41.7151, 44.8271)).toBe(true); // Tbilisi
    expect(holds((await bounds('new-mexico')).bounds, 35.0844, -106.6504)).toBe(true); // Albuquerque
    expect(holds((await bounds('united-states')).bounds, 21.3069, -157.8583)).toBe(true); // Honolulu
  });

  it('finds nothing for a name it does not know, or none', async () => {
    expect(await placeBoundsBySlug(bed.db, 'atlantis-under-the-sea')).toBeNull();
    expect(await placeBoundsBySlug(bed.db, '')).toBeNull();
    expect(await placeBoundsBySlug(bed.db, '---')).toBeNull();
  });
});
