// Use case: the host chooses which of her listing's photos is its cover (setListingCoverPhoto): the one search
// results, the listing page and the e-mails show first. A listing has one cover while it has photos.
import type { HostCaller } from '../domain/host';
import { PHOTO_TEXTS } from '../domain/listing-photos';
import { updateListing } from '../db/listings';
import { findPhotosInOrder, setCover } from '../db/photos';
import { conflict, type EditOutcome, type ListingsDeps } from './deps';
import { editOwnListing } from './edit-listing';

export async function setListingCoverPhoto(
  deps: ListingsDeps,
  host: HostCaller,
  listId: number,
  photoId: number,
): Promise<EditOutcome> {
  return editOwnListing(deps, host, listId, async (trx, listing) => {
    const photos = await findPhotosInOrder(trx, listing.id);
    if (!photos.some((photo) => photo.id === photoId)) return { refused: conflict(PHOTO_TEXTS.photoGone) };
    await setCover(trx, listing.id, photoId);
    return { listing: await updateListing(trx, listing.id, {}) };
  });
}
