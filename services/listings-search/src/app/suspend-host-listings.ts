// Use case (UserDeleted, decision 0040): a host's account ended. Deleted by an admin, so restorable for 30 days: each
// listing of hers is suspended, hidden from everyone but the admins who manage listings and no longer bookable, with
// its approval, publication and listed states kept for a restore. Deleted by herself (erased, never restored): each
// is deleted as her own delete does. Runs in the transaction of the event's inbox row, so a redelivery does nothing.
import type { Knex } from '@golightly/db';
import { lockListingsOfHost, suspendListingsOfHost } from '../db/host-suspension';
import { onHostDeleted } from '../domain/host-suspension';
import type { ListingRecord } from '../domain/listing';
import { markDeleted } from './delete-listing';
import { publishTermsIfChanged } from './edit-listing';

export interface HostDeletion {
  hostId: string;
  /** An admin's deletion, which accounts may undo (UserRestored). */
  restorable: boolean;
  /** When accounts deleted her: the suspension's stamp, the same however often the event arrives. */
  deletedAt: Date;
}

/** What became of her listings: the numbers of those suspended, or of those deleted. */
export type HostDeletionOutcome = { suspended: number[] } | { deleted: number[] };

export async function closeHostListings(trx: Knex.Transaction, deletion: HostDeletion): Promise<HostDeletionOutcome> {
  if (onHostDeleted(deletion.restorable) === 'suspend') {
    const suspended = await suspendHostListings(trx, deletion.hostId, deletion.deletedAt);
    return { suspended: suspended.map((listing) => listing.id) };
  }
  const deleted = await deleteHostListings(trx, deletion.hostId);
  return { deleted: deleted.map((listing) => listing.id) };
}

/**
 * Suspends her listings not yet suspended and publishes each one's full terms (bookable false), so bookings-payments
 * refuses new requests from this transaction on. Listings already suspended or deleted are left alone.
 */
export async function suspendHostListings(trx: Knex.Transaction, hostId: string, at: Date): Promise<ListingRecord[]> {
  const suspended = await suspendListingsOfHost(trx, hostId, at);
  for (const listing of suspended) await publishTermsIfChanged(trx, null, listing);
  return suspended;
}

/**
 * Deletes her listings not deleted yet, each as her own deleteListing does (ListingDeleted), or as an admin's deletion
 * does when `by` is admin (her account purged after an admin deleted it), and publishes each one's terms: a deletion
 * always changes them (deleted, never bookable again).
 */
export async function deleteHostListings(
  trx: Knex.Transaction,
  hostId: string,
  by: 'host' | 'admin' = 'host',
): Promise<ListingRecord[]> {
  const deleted: ListingRecord[] = [];
  for (const listing of await lockListingsOfHost(trx, hostId)) {
    const after = await markDeleted(trx, listing, by, null);
    await publishTermsIfChanged(trx, null, after);
    deleted.push(after);
  }
  return deleted;
}
