import { describe, expect, it } from 'vitest';
import {
  APPROXIMATE_RADIUS_M,
  distanceM,
  drawOffset,
  mapLocation,
  movePoint,
  OFFSET_MAX_M,
  OFFSET_MIN_M,
} from './approximate-location';

const LISBON = { lat: 38.7116, lng: -9.1285 };
/** Draws spread over [0, 1) in both directions, corners included. */
const DRAWS = [0, 0.001, 0.25, 0.5, 0.75, 0.999].flatMap((a) => [0, 0.001, 0.5, 0.999].map((b) => [a, b] as const));

describe('the approximate point of a home', () => {
  it('lies 150 to 400 m from the pin for every draw, so it is never the pin and the pin is inside the circle', () => {
    for (const [direction, distance] of DRAWS) {
      const moved = movePoint(LISBON, drawOffset(direction, distance));
      const away = distanceM(LISBON, moved);
      expect(away, `${direction}, ${distance}`).toBeGreaterThanOrEqual(OFFSET_MIN_M - 1);
      expect(away, `${direction}, ${distance}`).toBeLessThanOrEqual(OFFSET_MAX_M + 1);
      expect(moved).not.toEqual(LISBON);
    }
    expect(OFFSET_MAX_M).toBeLessThan(APPROXIMATE_RADIUS_M);
  });

  it('moves the same pin by the same offset to the same point every time', () => {
    const offset = drawOffset(0.3, 0.6);
    expect(movePoint(LISBON, offset)).toEqual(movePoint(LISBON, offset));
  });

  it('stays on the globe across the antimeridian and near the poles', () => {
    const fiji = movePoint({ lat: -17.7, lng: 179.999 }, { northM: 0, eastM: 400 });
    expect(fiji.lng).toBeLessThan(-179.99);
    expect(distanceM({ lat: -17.7, lng: 179.999 }, fiji)).toBeCloseTo(400, -1);
    const pole = movePoint({ lat: 89.9999, lng: 10 }, { northM: 400, eastM: 400 });
    expect(pole.lat).toBeLessThanOrEqual(90);
    expect(pole.lng).toBeGreaterThanOrEqual(-180);
    expect(pole.lng).toBeLessThan(180);
  });

  it('gives the host her pin exactly and everyone else the moved point with its circle', () => {
    const offset = drawOffset(0.1, 0.2);
    expect(mapLocation(LISBON, offset, true)).toEqual({ ...LISBON, exact: true, radiusMeters: 0 });
    const approximate = mapLocation(LISBON, offset, false);
    expect(approximate).toMatchObject({ exact: false, radiusMeters: APPROXIMATE_RADIUS_M });
    expect({ lat: approximate.lat, lng: approximate.lng }).toEqual(movePoint(LISBON, offset));
  });
});
