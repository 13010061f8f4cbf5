// The street address of a home (street, building, zip): its host's own (decision 0034), and its guest's once her stay
// there is confirmed, while a cancellation is asked and after it (decision 0052). Anyone else reads none of it.
import { hasAddressStay } from '../db/guest-stays';
import { seesPrivateFields, type ListingRecord, type Viewer } from '../domain/listing';
import type { ListingsDeps } from './deps';

/** Whether `viewer` may read the listing's street address. */
export async function readsAddress(deps: ListingsDeps, listing: ListingRecord, viewer: Viewer): Promise<boolean> {
  if (seesPrivateFields(listing, viewer)) return true;
  if (viewer.kind !== 'member') return false;
  return hasAddressStay(deps.db, viewer.userId, listing.id);
}
