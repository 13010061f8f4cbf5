// A list screen's state — page, page size, sort, direction, search and named filters — kept in the URL's query
// string, so a link (or Back) reproduces the view. Values the URL gets wrong fall back to the defaults; changing the
// search, a filter, the sort or the page size goes back to page 1. The server does the paging, sorting and filtering:
// pass `table.page`, `table.pageSize`, `table.sort`… to the query's variables.
//
//   const TABLE: TableStateOptions<'area' | 'from' | 'to'> = {           // once, at module level
//     sortKeys: ['email', 'createdAt'], sort: 'createdAt', direction: 'desc',
//     filters: { area: { valid: oneOf(AREAS) }, from: { valid: isIsoDate }, to: { valid: isIsoDate } },
//   };
//   const table = useTableState(TABLE);
//   useQuery(Doc, { variables: { page: table.page, pageSize: table.pageSize, area: table.filters.area || null } });
//   table.setFilter('area', 'people');   // ?area=people (page 1)
//
// URL parameters: page, pageSize, sort, dir (asc|desc), q (the search), and each filter under its own name. A value
// equal to its default is left out of the URL.
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

export type SortDirection = 'asc' | 'desc';

export interface FilterSpec {
  /** The value when the URL has none or a bad one; '' (no filter) unless given. */
  default?: string;
  /** Whether a value from the URL is usable; anything else falls back to the default. */
  valid?: (value: string) => boolean;
}

export interface TableStateOptions<F extends string = never> {
  /** Rows per page: 20 unless given. */
  pageSize?: number;
  /** The page sizes offered (and accepted from the URL): 10, 20, 50, 100 unless given. */
  pageSizes?: readonly number[];
  /** The sort keys the server accepts; any other `sort` in the URL falls back to `sort`. */
  sortKeys?: readonly string[];
  /** The sort when the URL has none (the server's own order when not given). */
  sort?: string;
  direction?: SortDirection;
  /** Named filters the screen renders (selects, dates), each kept in the URL under its name ('' means its default). */
  filters?: Record<F, FilterSpec>;
}

export interface TableState<F extends string = never> {
  /** 1-based. */
  page: number;
  pageSize: number;
  pageSizes: readonly number[];
  /** The sort key, or undefined for the server's own order. */
  sort: string | undefined;
  direction: SortDirection;
  /** The submitted search text, trimmed; '' for none. */
  search: string;
  filters: Record<F, string>;
  /** Whether a search or any filter differs from its default (for "nothing matches" rather than "nothing yet"). */
  narrowed: boolean;
  setPage(page: number): void;
  setPageSize(pageSize: number): void;
  /** A header click: the same key flips the direction, another key sorts by it ascending. */
  toggleSort(key: string): void;
  setSearch(search: string): void;
  setFilter(name: F, value: string): void;
  /** Clears the search and every filter. */
  clearFilters(): void;
}

export const DEFAULT_PAGE_SIZE = 20;
export const DEFAULT_PAGE_SIZES: readonly number[] = [10, 20, 50, 100];
/** The longest search text kept from a URL. */
const MAX_SEARCH = 200;

/** A filter validator: one of these values. */
export const oneOf =
  (values: readonly string[]) =>
  (value: string): boolean =>
    values.includes(value);

/** A filter validator: a real calendar date written YYYY-MM-DD (what <input type="date"> gives). */
export function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

const positiveInt = (value: string | null): number | null =>
  value !== null && /^[1-9]\d{0,5}$/.test(value) ? Number(value) : null;

/** The state the URL describes, each bad or missing value replaced by its default. Pure, for the hook and tests. */
export function readTableState<F extends string>(
  params: URLSearchParams,
  options: TableStateOptions<F>,
): Omit<TableState<F>, `set${string}` | 'toggleSort' | 'clearFilters'> {
  const pageSizes = options.pageSizes ?? DEFAULT_PAGE_SIZES;
  const defaultSize = options.pageSize ?? DEFAULT_PAGE_SIZE;
  const size = positiveInt(params.get('pageSize'));
  const sort = params.get('sort');
  const dir = params.get('dir');
  const filters = {} as Record<F, string>;
  let narrowed = false;
  for (const [name, spec] of Object.entries(options.filters ?? {}) as Array<[F, FilterSpec]>) {
    const fallback = spec.default ?? '';
    const value = params.get(name);
    filters[name] = value !== null && value !== '' && (spec.valid?.(value) ?? true) ? value : fallback;
    if (filters[name] !== fallback) narrowed = true;
  }
  const search = (params.get('q') ?? '').trim().slice(0, MAX_SEARCH);
  return {
    page: positiveInt(params.get('page')) ?? 1,
    pageSize: size !== null && pageSizes.includes(size) ? size : defaultSize,
    pageSizes,
    sort: sort !== null && options.sortKeys?.includes(sort) ? sort : options.sort,
    direction: dir === 'asc' || dir === 'desc' ? dir : (options.direction ?? 'asc'),
    search,
    filters,
    narrowed: narrowed || search !== '',
  };
}

/**
 * The table's state from the URL, and setters that write it back (a new history entry each, so Back undoes them).
 * Define `options` once, outside the component (or memoise it): the state is recomputed when it changes.
 */
export function useTableState<F extends string = never>(options: TableStateOptions<F> = {}): TableState<F> {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => readTableState(params, options), [params, options]);

  /** Writes `changes` (null removes, a default is left out) and, unless only the page changes, goes to page 1. */
  const update = useCallback(
    (changes: Record<string, string | null>, defaults: Record<string, string | undefined>) => {
      setParams((current) => {
        const next = new URLSearchParams(current);
        for (const [name, value] of Object.entries(changes)) {
          if (value === null || value === '' || value === defaults[name]) next.delete(name);
          else next.set(name, value);
        }
        if (!('page' in changes)) next.delete('page');
        return next;
      });
    },
    [setParams],
  );

  return useMemo<TableState<F>>(() => {
    const filterDefaults = Object.fromEntries(
      Object.entries<FilterSpec>(options.filters ?? ({} as Record<F, FilterSpec>)).map(([name, spec]) => [
        name,
        spec.default ?? '',
      ]),
    );
    const defaults = {
      ...filterDefaults,
      page: '1',
      pageSize: String(options.pageSize ?? DEFAULT_PAGE_SIZE),
      sort: options.sort,
      dir: options.direction ?? 'asc',
    };
    return {
      ...state,
      setPage: (page) => update({ page: String(Math.max(1, Math.floor(page))) }, defaults),
      setPageSize: (pageSize) => update({ pageSize: String(pageSize) }, defaults),
      toggleSort: (sortKey) => {
        const direction: SortDirection = state.sort === sortKey ? (state.direction === 'asc' ? 'desc' : 'asc') : 'asc';
        // The direction is always written with a sort, so a link keeps it even if the defaults change.
        update({ sort: sortKey, dir: direction }, { ...defaults, sort: undefined, dir: undefined });
      },
      setSearch: (search) => update({ q: search.trim().slice(0, MAX_SEARCH) }, defaults),
      setFilter: (name, value) => update({ [name]: value }, defaults),
      clearFilters: () =>
        update({ q: null, ...Object.fromEntries(Object.keys(filterDefaults).map((name) => [name, null])) }, defaults),
    };
  }, [state, options, update]);
}

/** What a server-paged, sorted list asks for from `table`: the search (null for none), page, page size and sort. */
export const pageVariables = (table: TableState<string>) => ({
  search: table.search || null,
  page: table.page,
  pageSize: table.pageSize,
  sort: table.sort ?? null,
  direction: table.direction,
});
