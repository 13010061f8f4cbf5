// Use case: the host writes what one of her listing's photos shows (setListingPhotoCaption, the photoDescription of
// spec 000 §3); an empty caption clears it.
import type { HostCaller } from '../domain/host';
import { checkCaption, PHOTO_TEXTS } from '../domain/listing-photos';
import { updateListing } from '../db/listings';
import { findPhotosInOrder, updateCaption } from '../db/photos';
import { conflict, invalid, type EditOutcome, type ListingsDeps } from './deps';
import { editOwnListing } from './edit-listing';

export async function captionListingPhoto(
  deps: ListingsDeps,
  host: HostCaller,
  listId: number,
  photoId: number,
  caption: string | null | undefined,
): Promise<EditOutcome> {
  return editOwnListing(deps, host, listId, async (trx, listing) => {
    const checked = checkCaption(caption);
    if (!checked.ok) return { refused: invalid(checked.errors) };
    const photos = await findPhotosInOrder(trx, listing.id);
    if (!photos.some((photo) => photo.id === photoId)) return { refused: conflict(PHOTO_TEXTS.photoGone) };
    await updateCaption(trx, listing.id, photoId, checked.value);
    return { listing: await updateListing(trx, listing.id, {}) };
  });
}
