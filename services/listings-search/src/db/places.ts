// Queries of the gazetteer (migration 0018, decision 0044): the places a typed name suggests, one place by its id,
// and the bounds a /cities/{slug} page searches in.
import type { Knex } from '@golightly/db';
import { boundsOf, placeSlug, type Bounds, type Box } from '../domain/place-bounds';
import { countryArea, footerRegionArea, stateArea } from '../domain/place-areas';
import { FOOTER_REGIONS } from '../domain/place-names';
import type { SearchArea } from '../domain/search-filter';

type Db = Knex | Knex.Transaction;

export type PlaceKind = 'city' | 'region' | 'country';

export interface GazetteerPlace {
  id: string;
  kind: PlaceKind;
  name: string;
  regionCode: string | null;
  regionName: string | null;
  countryCode: string;
  countryName: string;
  lat: number;
  lng: number;
  population: number;
  bounds: Bounds;
}

interface PlaceDbRow extends Box {
  id: string;
  kind: PlaceKind;
  name: string;
  region_code: string | null;
  region_name: string | null;
  country_code: string;
  country_name: string;
  lat: number;
  lng: number;
  population: string | number;
}

const toPlace = (row: PlaceDbRow): GazetteerPlace => ({
  id: row.id,
  kind: row.kind,
  name: row.name,
  regionCode: row.region_code,
  regionName: row.region_name,
  countryCode: row.country_code,
  countryName: row.country_name,
  lat: row.lat,
  lng: row.lng,
  population: Number(row.population),
  bounds: boundsOf(row),
});

const PLACE_COLUMNS = [
  'id',
  'kind',
  'name',
  'region_code',
  'region_name',
  'country_code',
  'country_name',
  'lat',
  'lng',
  'population',
  'north',
  'south',
  'east',
  'west',
];

/**
 * A city is what a /cities/{slug} page means by its name when it is a real city (100,000 people or more); a smaller
 * town of the same name gives way to a state or country ('georgia', 'victoria').
 */
const CITY_BEFORE_REGION_POPULATION = 100_000;

/** What a /cities/{slug} page searches: its place's name and box (the map's), and for a state, country or region the
 * homes its listings name there (null for a city: its box). */
export interface CityPagePlace {
  name: string;
  bounds: Bounds;
  area: SearchArea | null;
}

interface RegionDbRow extends Box {
  name: string;
  kind: PlaceKind | null;
  region_code: string | null;
  country_code: string | null;
}

/** The homes of a gazetteer state or country (a region row standing for one place). */
const areaOfRegion = (region: RegionDbRow): SearchArea | null => {
  if (region.kind === 'country' && region.country_code) return countryArea(region.country_code);
  if (region.kind === 'region' && region.country_code) {
    return stateArea(region.country_code, region.name, region.region_code);
  }
  return null;
};

/**
 * The name, bounds and area of a /cities/{slug} (or /explore/{slug}) page: a footer region ('new-england'), a country
 * ('portugal', 'uk'), a state ('texas') or a city ('austin', 'new-york' for New York City, 'sao-paulo'), matched
 * without case or accents; null when the gazetteer knows no such place.
 */
export async function placeBoundsBySlug(db: Db, slug: string): Promise<CityPagePlace | null> {
  const wanted = placeSlug(slug);
  if (!wanted) return null;
  const region: RegionDbRow | undefined = await db('regions as r')
    .leftJoin('places as p', 'p.id', 'r.place_id')
    .where('r.slug', wanted)
    .first('r.name', 'r.north', 'r.south', 'r.east', 'r.west', 'p.kind', 'p.region_code', 'p.country_code');
  const footer = FOOTER_REGIONS.find((candidate) => candidate.slug === wanted);
  if (region && footer) return { name: region.name, bounds: boundsOf(region), area: footerRegionArea(footer) };
  // 'new-york' is filed as 'New York City': the city of that name wins over the state it is in.
  const city: PlaceDbRow | undefined = await db('places')
    .where({ kind: 'city' })
    .whereIn('slug', [wanted, `${wanted}-city`])
    .orderBy('population', 'desc')
    .first(PLACE_COLUMNS);
  if (city && (Number(city.population) >= CITY_BEFORE_REGION_POPULATION || !region)) {
    return { name: city.name, bounds: boundsOf(city), area: null };
  }
  return region ? { name: region.name, bounds: boundsOf(region), area: areaOfRegion(region) } : null;
}

/** One place by its id ('city:2267057', 'region:US-TX', 'country:PT'). */
export async function findPlace(db: Db, id: string): Promise<GazetteerPlace | null> {
  const row: PlaceDbRow | undefined = await db('places').where({ id }).first(PLACE_COLUMNS);
  return row ? toPlace(row) : null;
}

export interface PlaceMatchQuery {
  /** The typed text as matchText reads it ('sao paulo'). */
  text: string;
  /** An ISO country code, upper case. */
  country: string | null;
  limit: number;
}

/**
 * Places whose name starts with the text, or has a word that does ('paulo' finds São Paulo): a name that starts
 * with it first, then a word inside; the most populous first within each (so 'san' is Santiago, not San in Mali).
 */
export async function matchPlaces(db: Db, query: PlaceMatchQuery): Promise<GazetteerPlace[]> {
  const { text } = query;
  const prefix = `${escapeLike(text)}%`;
  const wordInside = `% ${escapeLike(text)}%`;
  const rows: PlaceDbRow[] = await db('places')
    .where((match) => {
      match.where('ascii_name', 'like', prefix);
      // Below three letters the trigram index cannot help, and a word inside would scan every place.
      if (text.length >= 3) match.orWhere('ascii_name', 'like', wordInside);
    })
    .modify((builder) => {
      if (query.country) builder.where({ country_code: query.country });
    })
    .orderByRaw('(ascii_name like ?) desc, population desc, id', [prefix])
    .limit(query.limit)
    .select(PLACE_COLUMNS);
  return rows.map(toPlace);
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
