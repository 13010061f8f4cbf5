// Use case (UserRestored, decision 0040): an admin brought back a host's account within its 30 days. Her suspended
// listings come back exactly as they were (approval, publication, listed), each with its full terms published again,
// so what was bookable before is bookable again. Runs in the transaction of the event's inbox row.
import type { Knex } from '@golightly/db';
import { unsuspendListingsOfHost } from '../db/host-suspension';
import type { ListingRecord } from '../domain/listing';
import { publishTermsIfChanged } from './edit-listing';

/** Ends the suspension of her listings and publishes each one's terms; returns them. Nothing suspended: nothing. */
export async function restoreHostListings(trx: Knex.Transaction, hostId: string): Promise<ListingRecord[]> {
  const restored = await unsuspendListingsOfHost(trx, hostId);
  for (const listing of restored) await publishTermsIfChanged(trx, null, listing);
  return restored;
}
