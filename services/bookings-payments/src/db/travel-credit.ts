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

/** Why credit was granted or spent (the ledger's check constraint). */
export type CreditReason = 'referral' | 'refund' | 'admin' | 'stay';

export interface NewCreditEntry {
  userId: string;
  /** Positive when granted, negative when spent; minor units of `currency`. */
  amountMinor: number;
  currency: string;
  reason: CreditReason;
  /** The reservation or invitation it came from, when there is one. */
  reference?: string | null;
}

/** Adds one row to a member's ledger; returns its id. */
export async function insertCreditEntry(db: Knex, entry: NewCreditEntry): Promise<number> {
  const [row] = await db('travel_credit_entries')
    .insert({
      user_id: entry.userId,
      amount_minor: entry.amountMinor,
      currency: entry.currency,
      reason: entry.reason,
      reference: entry.reference ?? null,
    })
    .returning('id');
  return Number(row.id);
}
