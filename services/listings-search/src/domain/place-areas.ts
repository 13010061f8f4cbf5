// Which homes a state, country or region page holds (decision 0044's amendment): those whose listing names that
// country and state, not those its box holds (a state's box, the union of its cities', reaches into its neighbours).
// Pure: no I/O.
import type { Box } from './place-bounds';
import { regionNameTables, type FooterRegion } from './place-names';
import type { SearchArea, SearchBox } from './search-filter';

const searchBoxOf = (box: Box): SearchBox => ({ swLat: box.south, swLng: box.west, neLat: box.north, neLng: box.east });

/** A state's names as a host may write it: its name and its code ('texas', 'tx'), lower case. */
const stateNames = (...names: readonly (string | null)[]): string[] => [
  ...new Set(names.flatMap((name) => (name && name.trim() !== '' ? [name.trim().toLowerCase()] : []))),
];

/** A footer region's homes: its states, its country, or its countries within its box. */
export function footerRegionArea(region: FooterRegion): SearchArea {
  if ('box' in region) return { countries: [...region.countries], states: null, box: searchBoxOf(region.box) };
  if ('country' in region) return { countries: [region.country], states: null, box: null };
  const names = regionNameTables().get(region.states.country) ?? {};
  return {
    countries: [region.states.country],
    states: stateNames(...region.states.codes.flatMap((code) => [code, names[code] ?? null])),
    box: null,
  };
}

/** A gazetteer state's homes: its country's listings whose state is its name or its code. */
export const stateArea = (countryCode: string, name: string, code: string | null): SearchArea => ({
  countries: [countryCode],
  states: stateNames(name, code),
  box: null,
});

/** A country's homes. */
export const countryArea = (countryCode: string): SearchArea => ({ countries: [countryCode], states: null, box: null });
