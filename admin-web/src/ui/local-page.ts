// The page of a list the server answers whole (admins, roles, pending applications, press users…): searched, sorted
// and paged here from the same URL state (useTableState) as the server-paged lists.
import type { TableState } from './table-state';

export type Compare<Row> = (a: Row, b: Row) => number;

export const byText =
  <Row>(text: (row: Row) => string): Compare<Row> =>
  (a, b) =>
    text(a).localeCompare(text(b), 'en', { sensitivity: 'base' });

export const byNumber =
  <Row>(value: (row: Row) => number): Compare<Row> =>
  (a, b) =>
    value(a) - value(b);

/** ISO 8601 instants compare as text. */
export const byInstant =
  <Row>(instant: (row: Row) => string): Compare<Row> =>
  (a, b) =>
    instant(a).localeCompare(instant(b));

/**
 * The rows and total of `table`'s page; undefined before the server answered. `matches` gets the search in lower
 * case and is not asked when there is none.
 */
export function localPage<Row>(
  rows: readonly Row[] | undefined,
  table: TableState<string>,
  options: { matches(row: Row, search: string): boolean; sorts: Record<string, Compare<Row>> },
): { rows: Row[] | undefined; total: number | undefined } {
  if (rows === undefined) return { rows: undefined, total: undefined };
  const search = table.search.trim().toLowerCase();
  const found = rows.filter((row) => search === '' || options.matches(row, search));
  const compare = table.sort ? options.sorts[table.sort] : undefined;
  if (compare) {
    const sign = table.direction === 'desc' ? -1 : 1;
    // Array.prototype.sort is stable: equal rows keep the server's order.
    found.sort((a, b) => sign * compare(a, b));
  }
  const start = (table.page - 1) * table.pageSize;
  return { rows: found.slice(start, start + table.pageSize), total: found.length };
}
