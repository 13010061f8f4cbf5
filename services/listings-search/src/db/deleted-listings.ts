// The deleted listings (/siteadmin/deleted-listings): their numbers, most recently deleted first, with the total
// matching the search; the records themselves are read by ./listings, so a listing reads alike on every screen.
import type { Knex } from '@golightly/db';

type Db = Knex | Knex.Transaction;

export interface DeletedListingFilter {
  search: string | null;
  limit: number;
  offset: number;
}

/** Ids of deleted listings matching a title, a city or an exact number, most recently deleted first. */
export async function findDeletedListingIds(
  db: Db,
  filter: DeletedListingFilter,
): Promise<{ ids: number[]; count: number }> {
  const where = (query: Knex.QueryBuilder) => {
    query.whereNotNull('deleted_at');
    if (filter.search) {
      const search = filter.search;
      const like = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      query.where((q) => {
        q.whereILike('title', like).orWhereILike('city', like);
        if (/^\d{1,10}$/.test(search) && Number(search) <= 2_147_483_647) q.orWhere('id', Number(search));
      });
    }
    return query;
  };
  const [{ count }] = await where(db('listings').count({ count: '*' }));
  const rows: { id: number }[] = await where(db('listings').select('id'))
    .orderBy([
      { column: 'deleted_at', order: 'desc' },
      { column: 'id', order: 'desc' },
    ])
    .limit(filter.limit)
    .offset(filter.offset);
  return { ids: rows.map((r) => r.id), count: Number(count) };
}
