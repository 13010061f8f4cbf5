// Use case: read a member's travel-credit balance for her, or for an admin with Manage Travel Credit.
import type { Knex } from '@golightly/db';
import type { Identity } from '@golightly/service-kit';
import { findBaseCurrency, findRates } from '../db/currencies';
import { sumTravelCredit } from '../db/travel-credit';
import { mayReadTravelCredit, travelCreditBalance } from '../domain/travel-credit';

export type TravelCreditOutcome = { kind: 'balance'; amount: number; currency: string } | { kind: 'notHers' };

export async function readTravelCredit(
  db: Knex,
  identity: Identity | null | undefined,
  userId: string,
): Promise<TravelCreditOutcome> {
  if (!mayReadTravelCredit(identity, userId)) return { kind: 'notHers' };
  const base = await findBaseCurrency(db);
  // The migration inserts one and an index allows no second: without it the database is broken (masked, logged).
  if (!base) throw new Error('No base currency is stored');
  const sums = await sumTravelCredit(db, userId);
  const rates = sums.some((s) => s.currency !== base.code) ? await findRates(db, base.code) : [];
  return { kind: 'balance', ...travelCreditBalance(sums, base.code, rates) };
}
