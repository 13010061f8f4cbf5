// Several reads for one answer: side by side on the pool, one after another on a transaction. A transaction is one
// connection, so pg runs its queries one at a time anyway, and warns (deprecated, to be refused in pg 9) when a second
// is sent before the first has answered.
import type { Knex } from '@golightly/db';

type Db = Knex | Knex.Transaction;
type Reads<T extends readonly unknown[]> = { readonly [K in keyof T]: () => PromiseLike<T[K]> };

/** Runs `reads` (each started only when its turn comes) and answers their results in order. */
export async function readAll<T extends readonly unknown[]>(db: Db, reads: Reads<T>): Promise<T> {
  if (!db.isTransaction) return (await Promise.all(reads.map((read) => read()))) as unknown as T;
  const results: unknown[] = [];
  for (const read of reads) results.push(await read());
  return results as unknown as T;
}
