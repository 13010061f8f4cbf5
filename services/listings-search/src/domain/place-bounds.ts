// The gazetteer's pure rules (decision 0044): how a typed name is matched, how a place is named in a path, and the box
// a search of a place looks in.

export interface LatLng {
  lat: number;
  lng: number;
}

/** A search box; `east < west` when it crosses the antimeridian (as the maps' own bounds say it). */
export interface Box {
  north: number;
  south: number;
  east: number;
  west: number;
}

export interface Bounds {
  northeast: LatLng;
  southwest: LatLng;
}

/** Lower case, accents and punctuation gone, single spaces: 'São Paulo' and 'sao-paulo' both read 'sao paulo'. */
export function matchText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** A place's name as a /cities/{city} path part: 'New York City' → 'new-york-city', 'São Paulo' → 'sao-paulo'. */
export function placeSlug(name: string): string {
  return matchText(name).replace(/ /g, '-');
}

const KM_PER_DEGREE = 111.32;

/**
 * How far around a city its search looks: 10 km for a town of up to 100,000, growing with the cube root of its
 * people (a city's area grows about as fast), at most 40 km (a city of millions and its near suburbs).
 */
export function cityRadiusKm(population: number): number {
  return Math.min(40, Math.max(10, 10 * Math.cbrt(Math.max(population, 0) / 100_000)));
}

/** The box `radiusKm` around a point, its width widened towards the poles so it stays about square on the ground. */
export function boxAround(point: LatLng, radiusKm: number): Box {
  const dLat = radiusKm / KM_PER_DEGREE;
  const dLng = radiusKm / (KM_PER_DEGREE * Math.max(Math.cos((point.lat * Math.PI) / 180), 0.05));
  return {
    north: Math.min(90, point.lat + dLat),
    south: Math.max(-90, point.lat - dLat),
    east: wrapLng(point.lng + Math.min(dLng, 179)),
    west: wrapLng(point.lng - Math.min(dLng, 179)),
  };
}

const wrapLng = (lng: number) => (lng > 180 ? lng - 360 : lng < -180 ? lng + 360 : lng);

/** The longitude span of a box (degrees, 0 to 360), across the antimeridian when it crosses it. */
const span = (box: Box) => (box.east >= box.west ? box.east - box.west : box.east + 360 - box.west);

/**
 * The smallest box holding every box given: the plain one, or the one across the antimeridian when that is
 * narrower (New Zealand with the Chatham Islands, Fiji). Null for none.
 */
export function unionOf(boxes: readonly Box[]): Box | null {
  if (boxes.length === 0) return null;
  let north = -90;
  let south = 90;
  let west = 180;
  let east = -180;
  let westShifted = 360;
  let eastShifted = 0;
  const shift = (lng: number) => (lng < 0 ? lng + 360 : lng);
  for (const box of boxes) {
    north = Math.max(north, box.north);
    south = Math.min(south, box.south);
    if (box.east < box.west) {
      // Already across the antimeridian: only the shifted union can hold it.
      west = -180;
      east = 180;
    } else {
      west = Math.min(west, box.west);
      east = Math.max(east, box.east);
    }
    const shiftedWest = shift(box.west);
    const shiftedEast = box.east < box.west ? shift(box.east) + 360 : shift(box.east);
    if (shiftedEast >= shiftedWest) {
      westShifted = Math.min(westShifted, shiftedWest);
      eastShifted = Math.max(eastShifted, shiftedEast);
    } else {
      // A box lying across the Greenwich meridian cannot be shifted whole: the plain union is the one.
      westShifted = 0;
      eastShifted = 720;
    }
  }
  const plain: Box = { north, south, west, east };
  if (eastShifted - westShifted >= 360 || eastShifted - westShifted >= span(plain)) return plain;
  return {
    north,
    south,
    west: wrapLng(westShifted),
    east: wrapLng(eastShifted > 360 ? eastShifted - 360 : eastShifted),
  };
}

/** Whether a point is inside a box (across the antimeridian too). */
export function boxHolds(box: Box, point: LatLng): boolean {
  if (point.lat > box.north || point.lat < box.south) return false;
  return box.east >= box.west
    ? point.lng >= box.west && point.lng <= box.east
    : point.lng >= box.west || point.lng <= box.east;
}

export const boundsOf = (box: Box): Bounds => ({
  northeast: { lat: box.north, lng: box.east },
  southwest: { lat: box.south, lng: box.west },
});

/** The middle of a box (across the antimeridian too). */
export function centreOf(box: Box): LatLng {
  const lng = box.west + span(box) / 2;
  return { lat: (box.north + box.south) / 2, lng: wrapLng(lng) };
}
