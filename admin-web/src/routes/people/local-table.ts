// The account lists the server answers whole (pending applications, press users, property managers): what a search
// matches and how they sort, for ui/local-page.
import { localPage, type Compare } from '../../ui/local-page';
import type { TableState } from '../../ui/table-state';

export { byInstant } from '../../ui/local-page';

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

const byName: Compare<NamedAccount> = (a, b) =>
  a.lastName.localeCompare(b.lastName, 'en', { sensitivity: 'base' }) ||
  a.firstName.localeCompare(b.firstName, 'en', { sensitivity: 'base' });

/** The sorts every account list offers: name (last, then first) and profile id; add the list's dates. */
export const ACCOUNT_SORTS: Record<'name' | 'profileId', Compare<NamedAccount>> = {
  name: byName,
  profileId: (a, b) => a.profileId - b.profileId,
};

/** The page of an account list: her name, e-mail or exact profile id matched. */
export const localAccountPage = <Row extends NamedAccount>(
  rows: readonly Row[] | undefined,
  table: TableState<string>,
  sorts: Record<string, Compare<Row>>,
) => localPage(rows, table, { matches: accountMatches, sorts });
