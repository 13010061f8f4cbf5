// Several reads for one answer (db/reads.ts) on a real database: on a transaction they go one after another, so pg
// never gets a query while another is running on the connection (which it warns about, and pg 9 refuses); on the
// pool, side by side. Counted from knex's own query events: how many queries were sent and not yet answered at once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readAll } from '../src/db/reads';
import { listingsTestbed, SETUP_MS, type ListingsTestbed } from './support/testbed';

describe('readAll', () => {
  let bed: ListingsTestbed;
  // Only the test's own reads count (not the transaction's BEGIN and COMMIT), each once by its id.
  const running = new Set<string>();
  let most = 0;
  const sent = (query: { __knexQueryUid: string; sql: string }) => {
    if (!query.sql.includes('as n')) return;
    running.add(query.__knexQueryUid);
    most = Math.max(most, running.size);
  };
  const answered = (_response: unknown, query: { __knexQueryUid: string }) => {
    running.delete(query.__knexQueryUid);
  };

  beforeAll(async () => {
    bed = await listingsTestbed('listings_reads');
    bed.db.on('query', sent).on('query-response', answered).on('query-error', answered);
  }, SETUP_MS);
  afterAll(async () => {
    bed?.db.off('query', sent).off('query-response', answered).off('query-error', answered);
    await bed?.close();
  });

  const number = (db: ListingsTestbed['db'], n: number) => async () =>
    ((await db.raw('select ?::int as n', [n])) as { rows: { n: number }[] }).rows[0]!.n;
  /** The most queries in flight at once while `work` runs. */
  async function mostAtOnce(work: () => Promise<unknown>) {
    most = 0;
    await work();
    return most;
  }

  it('sends one query at a time on a transaction, in order', async () => {
    let answer: unknown;
    const atOnce = await mostAtOnce(async () => {
      answer = await bed.db.transaction((trx) => readAll(trx, [number(trx, 4), number(trx, 5), number(trx, 6)]));
    });
    expect(answer).toEqual([4, 5, 6]);
    expect(atOnce).toBe(1);
  });

  it('is told apart from Promise.all, which sends them all to the one connection at once', async () => {
    const atOnce = await mostAtOnce(() =>
      bed.db.transaction((trx) => Promise.all([number(trx, 7)(), number(trx, 8)(), number(trx, 9)()])),
    );
    expect(atOnce).toBe(3);
  });

  it('reads side by side on the pool, answering in order', async () => {
    expect(await readAll(bed.db, [number(bed.db, 1), number(bed.db, 2), number(bed.db, 3)])).toEqual([1, 2, 3]);
  });
});
