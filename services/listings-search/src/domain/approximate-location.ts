// Where a home is on the map for those who may not know its address (decision 0037): the exact pin moved by a fixed
// offset of its own, 150 to 400 m in a random direction, drawn once per listing and kept. The map draws a circle of
// 500 m around the moved point, so the home is always inside it and never at its centre. Pure: no I/O.
import type { ListingRecord, Viewer } from './listing';
import { seesPrivateFields } from './listing';

/** The circle the map draws around an approximate point, in metres. */
export const APPROXIMATE_RADIUS_M = 500;
/** How far the approximate point is from the home, in metres: never at it, always well inside the circle. */
export const OFFSET_MIN_M = 150;
export const OFFSET_MAX_M = 400;

const EARTH_RADIUS_M = 6_371_008.8;
const toRadians = (degrees: number) => (degrees * Math.PI) / 180;
const toDegrees = (radians: number) => (radians * 180) / Math.PI;

/** A listing's offset from its pin: metres north (negative: south) and east (negative: west). */
export interface MapOffset {
  northM: number;
  eastM: number;
}

export interface MapPoint {
  lat: number;
  lng: number;
}

/** What the map shows a caller: the pin itself, or an approximate point with the circle around it. */
export interface MapLocation extends MapPoint {
  exact: boolean;
  /** 0 for the exact pin; the circle's radius otherwise. */
  radiusMeters: number;
}

/**
 * A new offset from two uniform numbers in [0, 1): a direction, and a distance from OFFSET_MIN_M to OFFSET_MAX_M
 * whose square is uniform, so the moved points spread evenly over the ring rather than crowding its inner edge.
 */
export function drawOffset(directionDraw: number, distanceDraw: number): MapOffset {
  const inner = OFFSET_MIN_M ** 2;
  const outer = OFFSET_MAX_M ** 2;
  const distance = Math.sqrt(inner + distanceDraw * (outer - inner));
  const angle = directionDraw * 2 * Math.PI;
  return { northM: distance * Math.cos(angle), eastM: distance * Math.sin(angle) };
}

/** Longitude in [-180, 180). */
const wrapLongitude = (lng: number) => ((((lng + 180) % 360) + 360) % 360) - 180;

/** Six decimals, as the listing stores its pin (about 0.1 m). */
const sixDecimals = (value: number) => Math.round(value * 1e6) / 1e6;

/**
 * The point `offset` away from `point`. Near a pole a metre east is many degrees of longitude: the cosine is held
 * above a floor there, and the latitude stays on the globe.
 */
export function movePoint(point: MapPoint, offset: MapOffset): MapPoint {
  const lat = point.lat + toDegrees(offset.northM / EARTH_RADIUS_M);
  const cosine = Math.max(Math.cos(toRadians(point.lat)), 0.01);
  const lng = point.lng + toDegrees(offset.eastM / (EARTH_RADIUS_M * cosine));
  return { lat: sixDecimals(Math.max(-90, Math.min(90, lat))), lng: sixDecimals(wrapLongitude(lng)) };
}

/** Great-circle distance in metres (haversine). */
export function distanceM(a: MapPoint, b: MapPoint): number {
  const dLat = toRadians(b.lat - a.lat);
  const dLng = toRadians(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(toRadians(a.lat)) * Math.cos(toRadians(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * Who sees the exact pin: its host, her co-hosts and admins who manage listings (those who see the street address).
 * Guests of a confirmed stay will join them once this service learns of stays (decision 0037). `asGuest`: the host
 * previews her listing as guests will see it.
 */
export const seesExactLocation = (listing: ListingRecord, viewer: Viewer, asGuest = false): boolean =>
  !asGuest && seesPrivateFields(listing, viewer);

/** The map location a caller gets: the pin, or the pin moved by the listing's own offset. */
export function mapLocation(pin: MapPoint, offset: MapOffset, exact: boolean): MapLocation {
  if (exact) return { ...pin, exact: true, radiusMeters: 0 };
  return { ...movePoint(pin, offset), exact: false, radiusMeters: APPROXIMATE_RADIUS_M };
}
