// The page of a list answered whole: searched by part of a name or e-mail or an exact profile id, sorted, then cut
// to the page in the URL.
import { describe, expect, it } from 'vitest';
import { readTableState, type TableState } from '../../ui/table-state';
import { ACCOUNT_SORTS, accountMatches, localAccountPage } from './local-table';

const people = ['Ada Lovelace', 'Bea Arthur', 'Cleo Patra', 'Dora Maar', 'Eve Curie'].map((name, index) => {
  const [firstName, lastName] = name.split(' ') as [string, string];
  return { firstName, lastName, profileId: 100 + index, email: `${firstName.toLowerCase()}@golightly.test` };
});

const stateOf = (query: string) =>
  readTableState(new URLSearchParams(query), {
    pageSizes: [2, 20],
    sortKeys: ['name', 'profileId'],
  }) as TableState<string>;

describe('localPage', () => {
  it('cuts the sorted rows to the page and counts them all', () => {
    const page = localAccountPage(people, stateOf('sort=name&dir=asc&pageSize=2&page=2'), ACCOUNT_SORTS);
    expect(page.rows?.map((p) => p.lastName)).toEqual(['Lovelace', 'Maar']);
    expect(page.total).toBe(5);
  });

  it("keeps the server's order without a sort, and answers nothing before the server did", () => {
    expect(localAccountPage(people, stateOf(''), ACCOUNT_SORTS).rows).toEqual(people);
    expect(localAccountPage(undefined, stateOf(''), ACCOUNT_SORTS)).toEqual({ rows: undefined, total: undefined });
  });

  it('gives an empty page past the last one', () => {
    expect(localAccountPage(people, stateOf('pageSize=2&page=9'), ACCOUNT_SORTS)).toEqual({ rows: [], total: 5 });
  });
});

describe('accountMatches', () => {
  const ada = people[0]!;
  it('matches part of her name or e-mail in any case, or her whole profile id', () => {
    expect(['love', 'ADA L', 'ada@golight', '100', ''].map((text) => accountMatches(ada, text))).toEqual([
      true,
      true,
      true,
      true,
      true,
    ]);
  });

  it('does not match part of a profile id or another name', () => {
    expect(['10', 'Arthur', 'bea@'].map((text) => accountMatches(ada, text))).toEqual([false, false, false]);
  });
});
