// The admins' picks (issue 15 item 5, decision 0045): six ordered lists of live homes on a signed-in member's home
// page, each kept by its own picks manager through its own /siteadmin page (spec 000 §2 and §6), and the rules of the
// search settings (/siteadmin/settings/search, Manage Search Settings).
import type { FieldError } from './fields';

/** The six lists, in the order the home page shows them. */
export const PICK_KINDS = ['top', 'longTerm', 'solo', 'unique', 'family', 'business'] as const;
export type PickKind = (typeof PICK_KINDS)[number];

interface PickListInfo {
  /** The admin page (and so the privilege) that keeps the list, exactly as packages/admin-rules names it. */
  url: string;
  /** Its name on the admin screen, in the admin log and as the home page row's heading. */
  name: string;
}

export const PICK_LISTS: Readonly<Record<PickKind, PickListInfo>> = {
  top: { url: '/siteadmin/topPicks', name: 'Top picks' },
  longTerm: { url: '/siteadmin/long-term-stay', name: 'Long-term stay picks' },
  solo: { url: '/siteadmin/soloPicks', name: 'Solo travel picks' },
  unique: { url: '/siteadmin/uniquePicks', name: 'Unique stay picks' },
  family: { url: '/siteadmin/familyPicks', name: 'Family-friendly picks' },
  business: { url: '/siteadmin/businessPicks', name: 'Business travel picks' },
};

/** The most homes one list holds: a home page row people scroll through, not a second search. */
export const PICKS_PER_LIST_MAX = 24;

export const isPickKind = (kind: string): kind is PickKind => (PICK_KINDS as readonly string[]).includes(kind);

export const PICK_TEXTS = {
  unknownKind: (kind: string) => `There is no picks list "${kind}".`,
  notFound: (listId: number) => `There is no listing number ${listId}.`,
  notLive: (listId: number) =>
    `Listing ${listId} is not live (approved, published and listed, its host in good standing), so it cannot be picked.`,
  alreadyPicked: (listId: number, list: string) => `Listing ${listId} is already in ${list}.`,
  full: (list: string) => `${list} already holds ${PICKS_PER_LIST_MAX} homes: remove one before adding another.`,
  notPicked: (listId: number, list: string) => `Listing ${listId} is not in ${list}.`,
  stale: 'The list changed while you were ordering it: reload it and try again.',
  badListNumber: 'Enter a listing number.',
  badDirection: 'Move a pick up or down.',
} as const;

/** The move that changes nothing (the first one up, the last one down) is no error, and nothing is saved or logged. */
export type Direction = 'up' | 'down';

/**
 * The list ids in their new order after moving `listId` one place; the same order when it cannot move further, null
 * when it is not in the list.
 */
export function moveOne(order: readonly number[], listId: number, direction: Direction): number[] | null {
  const at = order.indexOf(listId);
  if (at < 0) return null;
  const to = direction === 'up' ? at - 1 : at + 1;
  if (to < 0 || to >= order.length) return [...order];
  const moved = [...order];
  [moved[at], moved[to]] = [moved[to]!, moved[at]!];
  return moved;
}

/** Whether `wanted` is the same listings as `current` (each once), only in another order. */
export function isPermutation(current: readonly number[], wanted: readonly number[]): boolean {
  if (current.length !== wanted.length || new Set(wanted).size !== wanted.length) return false;
  const have = new Set(current);
  return wanted.every((id) => have.has(id));
}

// ---------------------------------------------------------------------------------------------------------------
// Search settings

export const SEARCH_SETTINGS_URL = '/siteadmin/settings/search';
/** The base currency the price range is kept in; a member's chosen currency is converted from it. */
export const SEARCH_SETTINGS_CURRENCY = 'USD';
export const PRICE_LIMIT_MAX = 1_000_000;
export const PAGE_SIZE_MIN = 6;
export const PAGE_SIZE_MAX = 60;
export const PRICE_SORTS = ['asc', 'desc'] as const;
export type PriceSort = (typeof PRICE_SORTS)[number];

export interface SearchSettings {
  priceRangeMin: number;
  priceRangeMax: number;
  /** The order of results before a member picks one: null for the search's own (relevance). */
  defaultPriceSort: PriceSort | null;
  pageSize: number;
}

export interface SearchSettingsInput {
  priceRangeMin: number;
  priceRangeMax: number;
  defaultPriceSort?: string | null;
  pageSize: number;
}

export const SEARCH_SETTINGS_TEXTS = {
  nothingSaved: 'Nothing was saved: correct the fields marked and save again.',
  wholeDollars: 'Enter a whole number of US dollars, 0 or more.',
  priceTooHigh: `Enter at most ${PRICE_LIMIT_MAX.toLocaleString('en-US')} US dollars.`,
  maxAboveMin: 'The maximum must be greater than the minimum.',
  pageSize: `Show between ${PAGE_SIZE_MIN} and ${PAGE_SIZE_MAX} homes a page.`,
  sort: 'Choose lowest price first, highest price first or no default order.',
} as const;

type Checked = { ok: true; value: SearchSettings } | { ok: false; errors: FieldError[] };

/** The settings as the admin's form sends them, checked: max > min >= 0 in whole dollars, a page size in bounds. */
export function checkSearchSettings(input: SearchSettingsInput): Checked {
  const T = SEARCH_SETTINGS_TEXTS;
  const errors: FieldError[] = [];
  const dollars = (field: string, value: number) => {
    if (!Number.isInteger(value) || value < 0) errors.push({ field, message: T.wholeDollars });
    else if (value > PRICE_LIMIT_MAX) errors.push({ field, message: T.priceTooHigh });
  };
  dollars('priceRangeMin', input.priceRangeMin);
  dollars('priceRangeMax', input.priceRangeMax);
  if (errors.length === 0 && input.priceRangeMax <= input.priceRangeMin) {
    errors.push({ field: 'priceRangeMax', message: T.maxAboveMin });
  }
  const sort = input.defaultPriceSort ?? null;
  if (sort !== null && !(PRICE_SORTS as readonly string[]).includes(sort)) {
    errors.push({ field: 'defaultPriceSort', message: T.sort });
  }
  if (!Number.isInteger(input.pageSize) || input.pageSize < PAGE_SIZE_MIN || input.pageSize > PAGE_SIZE_MAX) {
    errors.push({ field: 'pageSize', message: T.pageSize });
  }
  if (errors.length > 0) return { ok: false, errors };
  return {
    ok: true,
    value: {
      priceRangeMin: input.priceRangeMin,
      priceRangeMax: input.priceRangeMax,
      defaultPriceSort: sort as PriceSort | null,
      pageSize: input.pageSize,
    },
  };
}

/** What changed, for the admin log ("price range maximum 1000 → 1500 USD"); empty when nothing did. */
export function describeSearchSettingsChanges(before: SearchSettings, after: SearchSettings): string[] {
  const changes: string[] = [];
  const sortName = (sort: PriceSort | null) =>
    sort === null ? 'none' : sort === 'asc' ? 'lowest price first' : 'highest price first';
  if (before.priceRangeMin !== after.priceRangeMin) {
    changes.push(`price range minimum ${before.priceRangeMin} → ${after.priceRangeMin} USD`);
  }
  if (before.priceRangeMax !== after.priceRangeMax) {
    changes.push(`price range maximum ${before.priceRangeMax} → ${after.priceRangeMax} USD`);
  }
  if (before.defaultPriceSort !== after.defaultPriceSort) {
    changes.push(`default order ${sortName(before.defaultPriceSort)} → ${sortName(after.defaultPriceSort)}`);
  }
  if (before.pageSize !== after.pageSize) changes.push(`page size ${before.pageSize} → ${after.pageSize}`);
  return changes;
}
