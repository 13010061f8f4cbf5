// The places /exploreMore and /explore-more offer (issue 15 item 3): the footer's regions, in its order, and a few big
// cities that hold demo homes, each a /cities/{slug} page. Every slug is checked against the gazetteer in
// e2e/search.spec.ts, so a tile never leads to "We don't know that place yet".
import type { MessageDescriptor } from 'react-intl';
import { searchScreenMessages as m } from '../../i18n/areas/search';
import { footerMessages as f } from '../../i18n/messages';

export interface ExplorePlace {
  slug: string;
  name: MessageDescriptor;
}

export const EXPLORE_REGIONS: readonly ExplorePlace[] = [
  { slug: 'texas', name: f.regionTexas },
  { slug: 'new-england', name: f.regionNewEngland },
  { slug: 'florida', name: f.regionFlorida },
  { slug: 'uk', name: f.regionUk },
  { slug: 'california', name: f.regionCalifornia },
  { slug: 'colorado', name: f.regionColorado },
  { slug: 'europe', name: f.regionEurope },
];

export const EXPLORE_CITIES: readonly ExplorePlace[] = [
  { slug: 'new-york', name: m.cityNewYork },
  { slug: 'los-angeles', name: m.cityLosAngeles },
  { slug: 'london', name: m.cityLondon },
  { slug: 'paris', name: m.cityParis },
  { slug: 'tokyo', name: m.cityTokyo },
  { slug: 'sydney', name: m.citySydney },
];

/** A place's page. */
export const cityPath = (slug: string) => `/cities/${slug}`;
