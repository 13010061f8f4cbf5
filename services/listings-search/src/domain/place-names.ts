// The names the city data set lacks (decision 0044): countries by their ISO code (the runtime's own ICU), states by
// their GeoNames admin code, and the footer's regions of spec 000 §2.
import type { Box } from './place-bounds';

const countryNames = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });

/** 'PT' → 'Portugal'; the code itself for one the runtime does not know. */
export function countryName(code: string): string {
  try {
    return countryNames.of(code) ?? code;
  } catch {
    return code;
  }
}

/** GeoNames files a US city's state by its postal code. */
export const US_STATE_NAMES: Readonly<Record<string, string>> = {
  AL: 'Alabama',
  AK: 'Alaska',
  AZ: 'Arizona',
  AR: 'Arkansas',
  CA: 'California',
  CO: 'Colorado',
  CT: 'Connecticut',
  DE: 'Delaware',
  DC: 'District of Columbia',
  FL: 'Florida',
  GA: 'Georgia',
  HI: 'Hawaii',
  ID: 'Idaho',
  IL: 'Illinois',
  IN: 'Indiana',
  IA: 'Iowa',
  KS: 'Kansas',
  KY: 'Kentucky',
  LA: 'Louisiana',
  ME: 'Maine',
  MD: 'Maryland',
  MA: 'Massachusetts',
  MI: 'Michigan',
  MN: 'Minnesota',
  MS: 'Mississippi',
  MO: 'Missouri',
  MT: 'Montana',
  NE: 'Nebraska',
  NV: 'Nevada',
  NH: 'New Hampshire',
  NJ: 'New Jersey',
  NM: 'New Mexico',
  NY: 'New York',
  NC: 'North Carolina',
  ND: 'North Dakota',
  OH: 'Ohio',
  OK: 'Oklahoma',
  OR: 'Oregon',
  PA: 'Pennsylvania',
  RI: 'Rhode Island',
  SC: 'South Carolina',
  SD: 'South Dakota',
  TN: 'Tennessee',
  TX: 'Texas',
  UT: 'Utah',
  VT: 'Vermont',
  VA: 'Virginia',
  WA: 'Washington',
  WV: 'West Virginia',
  WI: 'Wisconsin',
  WY: 'Wyoming',
};

const GB_NATIONS: Readonly<Record<string, string>> = {
  ENG: 'England',
  SCT: 'Scotland',
  WLS: 'Wales',
  NIR: 'Northern Ireland',
};

/** States and provinces named here, by country and GeoNames admin code; the demo countries add theirs. */
export function regionNameTables(
  more: Readonly<Record<string, Readonly<Record<string, string>>>> = {},
): Map<string, Readonly<Record<string, string>>> {
  return new Map(Object.entries({ ...more, US: US_STATE_NAMES, GB: GB_NATIONS }));
}

/**
 * GeoNames kinds of populated place that are never suggested: a section of a city (the spec's sublocality), and places
 * historical, destroyed or abandoned.
 */
export const EXCLUDED_FEATURE_CODES: ReadonlySet<string> = new Set(['PPLX', 'PPLH', 'PPLW', 'PPLQ']);

export type FooterRegion =
  | { slug: string; name: string; states: { country: string; codes: readonly string[] } }
  | { slug: string; name: string; country: string }
  | { slug: string; name: string; box: Box; countries: readonly string[] };

/**
 * Europe's countries (ISO 3166-1 alpha-2) for its city page (decision 0044's amendment): the United Kingdom is in
 * Europe geographically; Russia and Turkey are, west of the box's edge; the Caucasus is not.
 */
export const EUROPE_COUNTRIES: readonly string[] = (
  'AD AL AT AX BA BE BG BY CH CY CZ DE DK EE ES FI FO FR GB GG GI GR HR HU IE IM IS IT JE LI LT LU LV MC MD' +
  ' ME MK MT NL NO PL PT RO RS RU SE SI SJ SK SM TR UA VA XK'
).split(' ');

/** The footer's regional links of spec 000 §2, in its order, each to real bounds. */
export const FOOTER_REGIONS: readonly FooterRegion[] = [
  { slug: 'texas', name: 'Texas', states: { country: 'US', codes: ['TX'] } },
  {
    slug: 'new-england',
    name: 'New England',
    states: { country: 'US', codes: ['CT', 'ME', 'MA', 'NH', 'RI', 'VT'] },
  },
  { slug: 'florida', name: 'Florida', states: { country: 'US', codes: ['FL'] } },
  { slug: 'uk', name: 'United Kingdom', country: 'GB' },
  { slug: 'california', name: 'California', states: { country: 'US', codes: ['CA'] } },
  { slug: 'colorado', name: 'Colorado', states: { country: 'US', codes: ['CO'] } },
  // The continent from Iceland and the Canaries to the Urals' foot and Cyprus: no country's box would do (Russia's
  // reaches the Pacific), so a box of its own.
  {
    slug: 'europe',
    name: 'Europe',
    box: { north: 71.5, south: 27.5, west: -25, east: 45 },
    countries: EUROPE_COUNTRIES,
  },
];

export const FOOTER_REGION_SLUGS: readonly string[] = FOOTER_REGIONS.map((region) => region.slug);
