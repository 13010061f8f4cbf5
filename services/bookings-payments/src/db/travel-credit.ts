// Queries of the travel-credit ledger.
import type { Knex } from '@golightly/db';
import type { CreditSum } from '../domain/travel-credit';

/** A member's ledger summed per currency (one row per currency she holds credit in). */
export async function sumTravelCredit(db: Knex, userId: string): Promise<CreditSum[]> {
  const rows: { currency: string; minor: string }[] = await db('travel_credit_entries')
    .select('currency')
    .sum({ minor: 'amount_minor' })
    .where({ user_id: userId })
    .groupBy('currency');
  return rows.map((row) => ({ currency: row.currency, amountMinor: Number(row.minor) }));
}
