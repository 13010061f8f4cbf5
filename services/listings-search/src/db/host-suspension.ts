// Queries of a host's listings as a whole when accounts ends or restores her account (decision 0040). Each update
// moves the listing's version on (its terms are published again) but not its updated stamp: the host changed nothing.
import type { Knex } from '@golightly/db';
import type { ListingRecord } from '../domain/listing';
import { findListingsByIds } from './listings';

/** The listings of these rows as stored, in number order. */
async function listingsOf(trx: Knex.Transaction, rows: { id: number }[]): Promise<ListingRecord[]> {
  const listings = await findListingsByIds(
    trx,
    rows.map((row) => row.id),
  );
  return listings.sort((a, b) => a.id - b.id);
}

/** Suspends the host's listings that are neither deleted nor suspended already; returns them. */
export async function suspendListingsOfHost(trx: Knex.Transaction, hostId: string, at: Date): Promise<ListingRecord[]> {
  const rows = await trx('listings')
    .where({ host_id: hostId })
    .whereNull('deleted_at')
    .whereNull('host_suspended_at')
    .update({ host_suspended_at: at, version: trx.raw('version + 1') })
    .returning('id');
  return listingsOf(trx, rows);
}

/** Ends the suspension of every listing of the host that has one; returns them. */
export async function unsuspendListingsOfHost(trx: Knex.Transaction, hostId: string): Promise<ListingRecord[]> {
  const rows = await trx('listings')
    .where({ host_id: hostId })
    .whereNotNull('host_suspended_at')
    .update({ host_suspended_at: null, version: trx.raw('version + 1') })
    .returning('id');
  return listingsOf(trx, rows);
}

/** Locks the host's listings that are not deleted, in number order; returns them. */
export async function lockListingsOfHost(trx: Knex.Transaction, hostId: string): Promise<ListingRecord[]> {
  const rows = await trx('listings')
    .where({ host_id: hostId })
    .whereNull('deleted_at')
    .orderBy('id')
    .forUpdate()
    .select('id');
  return listingsOf(trx, rows);
}
