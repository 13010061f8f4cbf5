// Use case: the host puts her listing's photos in a new order (reorderListingPhotos): every photo of the listing,
// each once, or nothing changes. The cover stays the one she chose; it is shown first wherever she put it.
import type { HostCaller } from '../domain/host';
import { isWholeOrder, PHOTO_TEXTS } from '../domain/listing-photos';
import { updateListing } from '../db/listings';
import { findPhotosInOrder, setOrder } from '../db/photos';
import { invalid, type EditOutcome, type ListingsDeps } from './deps';
import { editOwnListing } from './edit-listing';

export async function reorderListingPhotos(
  deps: ListingsDeps,
  host: HostCaller,
  listId: number,
  photoIds: readonly number[],
): Promise<EditOutcome> {
  return editOwnListing(deps, host, listId, async (trx, listing) => {
    const current = (await findPhotosInOrder(trx, listing.id)).map((photo) => photo.id);
    if (!isWholeOrder(current, photoIds)) {
      return { refused: invalid([{ field: 'photoIds', message: PHOTO_TEXTS.orderMismatch }]) };
    }
    await setOrder(trx, listing.id, photoIds);
    return { listing: await updateListing(trx, listing.id, {}) };
  });
}
