// Demo picks for a first `npm start` (decision 0045), so a signed-in member's home page shows rows of homes: the five
// hand-written listings as Top picks, and six live demo listings in each other list, chosen by what the list is about
// where a listing says it (longer stays, room for one or two, room for a family). Only while every list is empty: once
// an admin keeps any list, a restart never puts demo picks back.
import type { Knex } from '@golightly/db';
import type { PickKind } from '../domain/picks';

const PER_LIST = 6;

const liveListings = (trx: Knex.Transaction) =>
  trx('listings')
    .whereNull('deleted_at')
    .whereNull('host_suspended_at')
    .where({ approval_status: 'approved', is_published: true, is_listed: true })
    .orderBy('id')
    .limit(PER_LIST);

const CHOICES: Record<Exclude<PickKind, 'top'>, (trx: Knex.Transaction) => Knex.QueryBuilder> = {
  longTerm: (trx) => liveListings(trx).where({ is_longer_stay: true }),
  solo: (trx) => liveListings(trx).where('person_capacity', '<=', 2).where('id', '>', 100),
  unique: (trx) => liveListings(trx).where('id', '>', 140),
  family: (trx) => liveListings(trx).where('person_capacity', '>=', 4),
  business: (trx) => liveListings(trx).where('id', '>', 170),
};

/** Fills the lists when all are empty; returns how many picks it added. */
export async function seedDemoPicks(trx: Knex.Transaction): Promise<number> {
  if (await trx('listing_picks').first('kind')) return 0;
  const rows: { kind: PickKind; listing_id: number; position: number }[] = [];
  const top: number[] = await liveListings(trx).whereIn('id', [1, 2, 3, 4, 5]).pluck('id');
  top.forEach((id, at) => rows.push({ kind: 'top', listing_id: id, position: at + 1 }));
  for (const [kind, choose] of Object.entries(CHOICES) as [Exclude<PickKind, 'top'>, typeof CHOICES.solo][]) {
    const ids: number[] = await choose(trx).pluck('id');
    ids.forEach((id, at) => rows.push({ kind, listing_id: id, position: at + 1 }));
  }
  if (rows.length > 0) await trx('listing_picks').insert(rows);
  return rows.length;
}
