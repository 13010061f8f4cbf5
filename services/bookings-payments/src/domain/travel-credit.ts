// Travel credit: who may read a member's balance, and the balance in the base currency.
import { isUrlAllowed, type Identity } from '@golightly/service-kit';
import type { RateRecord } from './currency';
import { fromMinor } from './reservation';

/** The admin page of spec 000 §6 that opens members' travel credit (Manage Travel Credit); the SDL mark names it. */
export const TRAVEL_CREDIT_ADMIN_URL = '/siteadmin/travelCredit';

/** One currency's total of a member's ledger. */
export interface CreditSum {
  currency: string;
  amountMinor: number;
}

/**
 * A member's credit is hers and, among admins, only theirs with Manage Travel Credit. A co-host's session acts for
 * her host's listings, not her purse, so it is refused like any other member.
 */
export function mayReadTravelCredit(identity: Identity | null | undefined, userId: string): boolean {
  if (!identity) return false;
  if (identity.admin) return isUrlAllowed(identity.admin, TRAVEL_CREDIT_ADMIN_URL);
  return !identity.coHost && identity.userId === userId;
}

/**
 * The balance in the base currency: each currency's total converted at the stored rate (units of that currency for
 * one unit of the base), rounded to the cent once at the end. No entries is a balance of zero.
 */
export function travelCreditBalance(
  sums: readonly CreditSum[],
  base: string,
  rates: readonly RateRecord[],
): { amount: number; currency: string } {
  let baseMinor = 0;
  for (const { currency, amountMinor } of sums) {
    const rate = currency === base ? 1 : rates.find((r) => r.code === currency)?.rate;
    // A currency the ledger references always has a rate; without one the data is broken (masked, logged).
    if (rate === undefined) throw new Error(`No ${base} rate for travel credit in ${currency}`);
    baseMinor += amountMinor / rate;
  }
  // "+ 0" turns a rounded -0 into 0.
  return { amount: fromMinor(Math.round(baseMinor)) + 0, currency: base };
}
