// The page of a list the server answers whole (pending applications, press users, property managers): searched,
// sorted and paged here, from the same URL state (useTableState) as the server-paged lists.
import type { TableState } from '../../ui/table-state';

export interface NamedAccount {
  profileId: number;
  firstName: string;
  lastName: string;
  email?: string | null;
}

/** Part of her name or e-mail (any case), or her exact profile id. */
export function accountMatches(account: NamedAccount, search: string): boolean {
  const text = search.trim().toLowerCase();
  if (text === '') return true;
  if (/^\d+$/.test(text) && account.profileId === Number(text)) return true;
  const name = `${account.firstName} ${account.lastName}`.toLowerCase();
  return name.includes(text) || (account.email ?? '').toLowerCase().includes(text);
}

export type Compare<Row> = (a: Row, b: Row) => number;

const byName: Compare<NamedAccount> = (a, b) =>
  a.lastName.localeCompare(b.lastName, 'en', { sensitivity: 'base' }) ||
  a.firstName.localeCompare(b.firstName, 'en', { sensitivity: 'base' });

/** The sorts every account list offers: name (last, then first) and profile id; add the list's dates. */
export const ACCOUNT_SORTS: Record<'name' | 'profileId', Compare<NamedAccount>> = {
  name: byName,
  profileId: (a, b) => a.profileId - b.profileId,
};

/** ISO 8601 instants compare as text. */
export const byInstant =
  <Row>(instant: (row: Row) => string): Compare<Row> =>
  (a, b) =>
    instant(a).localeCompare(instant(b));

/** The rows and total of `table`'s page; undefined before the server answered. */
export function localPage<Row extends NamedAccount>(
  rows: readonly Row[] | undefined,
  table: TableState<string>,
  sorts: Record<string, Compare<Row>>,
): { rows: Row[] | undefined; total: number | undefined } {
  if (rows === undefined) return { rows: undefined, total: undefined };
  const found = rows.filter((row) => accountMatches(row, table.search));
  const compare = table.sort ? sorts[table.sort] : undefined;
  if (compare) {
    const sign = table.direction === 'desc' ? -1 : 1;
    // A stable sort: equal rows keep the server's order.
    found.sort((a, b) => sign * compare(a, b));
  }
  const start = (table.page - 1) * table.pageSize;
  return { rows: found.slice(start, start + table.pageSize), total: found.length };
}
