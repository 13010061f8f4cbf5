// What a trip type (catalogue 20, spec 000 §3 "tripType") selects in search (decision 0041). Listings do not pick
// trip types: each one names a kind of home by the catalogue item's name. Pure: no I/O.

export type TripKind = 'solo' | 'family' | 'business' | 'group' | 'longTerm';

/** Homes sized for one: a woman travelling alone does not pay for a house of eight. */
export const SOLO_CAPACITY_MAX = 2;
/** Room for friends on a girls' getaway. */
export const GROUP_CAPACITY_MIN = 3;
/** The house rule that makes a home fit for a family trip without a family-friendly amenity. */
export const CHILDREN_RULE_NAME = 'Suitable for children';

const KINDS: Record<string, TripKind> = {
  'solo travel': 'solo',
  'family trip': 'family',
  'business travel': 'business',
  "girls' getaway": 'group',
  'long-term stay': 'longTerm',
};

/**
 * The kinds of home the asked trip types select, each once. A trip type the club has no rule for (a name an admin
 * added later) narrows nothing: it is left out rather than finding no home.
 */
export function tripKindsOf(itemNames: readonly string[]): TripKind[] {
  const kinds = itemNames.flatMap((name) => KINDS[name.trim().toLowerCase()] ?? []);
  return [...new Set(kinds)];
}
