// The states, provinces and territories a payout address chooses from (getStripeStates), for the countries that need one.
import { findCountryByCode } from './countries';

export interface PayoutState {
  readonly id: number;
  readonly countryId: number;
  readonly stateName: string;
  /** The code the card payment provider expects in an address: "CA", "NSW", "ON". */
  readonly stateCode: string;
  readonly isEnable: boolean;
}

/*
 * Ids are stable, like country ids: United States 1-51, Australia 52-59, Canada 60-72; new rows take 73 and up.
 * Rows are [id, code, name].
 */
type Row = readonly [number, string, string];

const UNITED_STATES: readonly Row[] = [
  [1, 'AL', 'Alabama'],
  [2, 'AK', 'Alaska'],
  [3, 'AZ', 'Arizona'],
  [4, 'AR', 'Arkansas'],
  [5, 'CA', 'California'],
  [6, 'CO', 'Colorado'],
  [7, 'CT', 'Connecticut'],
  [8, 'DE', 'Delaware'],
  [9, 'DC', 'District of Columbia'],
  [10, 'FL', 'Florida'],
  [11, 'GA', 'Georgia'],
  [12, 'HI', 'Hawaii'],
  [13, 'ID', 'Idaho'],
  [14, 'IL', 'Illinois'],
  [15, 'IN', 'Indiana'],
  [16, 'IA', 'Iowa'],
  [17, 'KS', 'Kansas'],
  [18, 'KY', 'Kentucky'],
  [19, 'LA', 'Louisiana'],
  [20, 'ME', 'Maine'],
  [21, 'MD', 'Maryland'],
  [22, 'MA', 'Massachusetts'],
  [23, 'MI', 'Michigan'],
  [24, 'MN', 'Minnesota'],
  [25, 'MS', 'Mississippi'],
  [26, 'MO', 'Missouri'],
  [27, 'MT', 'Montana'],
  [28, 'NE', 'Nebraska'],
  [29, 'NV', 'Nevada'],
  [30, 'NH', 'New Hampshire'],
  [31, 'NJ', 'New Jersey'],
  [32, 'NM', 'New Mexico'],
  [33, 'NY', 'New York'],
  [34, 'NC', 'North Carolina'],
  [35, 'ND', 'North Dakota'],
  [36, 'OH', 'Ohio'],
  [37, 'OK', 'Oklahoma'],
  [38, 'OR', 'Oregon'],
  [39, 'PA', 'Pennsylvania'],
  [40, 'RI', 'Rhode Island'],
  [41, 'SC', 'South Carolina'],
  [42, 'SD', 'South Dakota'],
  [43, 'TN', 'Tennessee'],
  [44, 'TX', 'Texas'],
  [45, 'UT', 'Utah'],
  [46, 'VT', 'Vermont'],
  [47, 'VA', 'Virginia'],
  [48, 'WA', 'Washington'],
  [49, 'WV', 'West Virginia'],
  [50, 'WI', 'Wisconsin'],
  [51, 'WY', 'Wyoming'],
];

const AUSTRALIA: readonly Row[] = [
  [52, 'ACT', 'Australian Capital Territory'],
  [53, 'NSW', 'New South Wales'],
  [54, 'NT', 'Northern Territory'],
  [55, 'QLD', 'Queensland'],
  [56, 'SA', 'South Australia'],
  [57, 'TAS', 'Tasmania'],
  [58, 'VIC', 'Victoria'],
  [59, 'WA', 'Western Australia'],
];

const CANADA: readonly Row[] = [
  [60, 'AB', 'Alberta'],
  [61, 'BC', 'British Columbia'],
  [62, 'MB', 'Manitoba'],
  [63, 'NB', 'New Brunswick'],
  [64, 'NL', 'Newfoundland and Labrador'],
  [65, 'NT', 'Northwest Territories'],
  [66, 'NS', 'Nova Scotia'],
  [67, 'NU', 'Nunavut'],
  [68, 'ON', 'Ontario'],
  [69, 'PE', 'Prince Edward Island'],
  [70, 'QC', 'Quebec'],
  [71, 'SK', 'Saskatchewan'],
  [72, 'YT', 'Yukon'],
];

function countryId(countryCode: string): number {
  const country = findCountryByCode(countryCode);
  if (!country) throw new Error(`Unknown payout-state country ${countryCode}`);
  return country.id;
}

const STATES_BY_COUNTRY_ID: ReadonlyMap<number, readonly PayoutState[]> = new Map(
  (
    [
      ['US', UNITED_STATES],
      ['AU', AUSTRALIA],
      ['CA', CANADA],
    ] as const
  ).map(([countryCode, rows]) => {
    const id = countryId(countryCode);
    const states = rows.map(([stateId, stateCode, stateName]) =>
      Object.freeze({ id: stateId, countryId: id, stateName, stateCode, isEnable: true }),
    );
    return [id, Object.freeze(states)];
  }),
);

/** The country ids that have a state list: 229 (United States), 13 (Australia), 242 (Canada). */
export const PAYOUT_STATE_COUNTRY_IDS: readonly number[] = Object.freeze([...STATES_BY_COUNTRY_ID.keys()]);

const NONE: readonly PayoutState[] = Object.freeze([]);

/** The states to choose from for a payout country; none for a country without a state list. */
export function getStripeStates(countryId: number): readonly PayoutState[] {
  return STATES_BY_COUNTRY_ID.get(countryId) ?? NONE;
}
