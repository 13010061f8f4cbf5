// A list the server answers whole (admins, roles): searched, sorted and paged here from the same URL state
// (useTableState) as the server-paged lists.
import type { TableState } from '../../ui/table-state';

export type Compare<Row> = (a: Row, b: Row) => number;

export const byText =
  <Row>(text: (row: Row) => string): Compare<Row> =>
  (a, b) =>
    text(a).localeCompare(text(b), 'en', { sensitivity: 'base' });

export const byNumber =
  <Row>(value: (row: Row) => number): Compare<Row> =>
  (a, b) =>
    value(a) - value(b);

/** The rows and total of `table`'s page; undefined before the server answered. */
export function localPage<Row>(
  rows: readonly Row[] | undefined,
  table: TableState<string>,
  options: { matches(row: Row, search: string): boolean; sorts: Record<string, Compare<Row>> },
): { rows: Row[] | undefined; total: number | undefined } {
  if (rows === undefined) return { rows: undefined, total: undefined };
  const search = table.search.toLowerCase();
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

/** "12 Mar 2026", as the lists show a day. */
export const dayFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium' });
export const dateTimeFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });
