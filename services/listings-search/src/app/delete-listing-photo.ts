// Use case: the host deletes one of her listing's photos (deleteListingPhoto). The row goes in a transaction that
// locks the listing; a deleted cover passes to the first photo left in her order. The files (every size) are removed
// only after that transaction committed, never before, and only when no other row names them.
import type { HostCaller } from '../domain/host';
import { coverOf, PHOTO_TEXTS } from '../domain/listing-photos';
import { updateListing } from '../db/listings';
import { deletePhoto, findPhotosInOrder, setCover } from '../db/photos';
import { conflict, type EditOutcome } from './deps';
import { editOwnListing } from './edit-listing';
import { removeUnusedPhotoFiles, type PhotoDeps } from './photo-files';

export async function deleteListingPhoto(
  deps: PhotoDeps,
  host: HostCaller,
  listId: number,
  photoId: number,
): Promise<EditOutcome> {
  let fileName: string | null = null;
  const outcome = await editOwnListing(deps, host, listId, async (trx, listing) => {
    fileName = await deletePhoto(trx, listing.id, photoId);
    if (fileName === null) return { refused: conflict(PHOTO_TEXTS.photoGone) };
    const left = await findPhotosInOrder(trx, listing.id);
    const cover = coverOf(left);
    if (cover !== null && !left.some((photo) => photo.isCover)) await setCover(trx, listing.id, cover);
    return { listing: await updateListing(trx, listing.id, {}) };
  });
  if (outcome.status === 'success' && fileName !== null) await removeUnusedPhotoFiles(deps, [fileName]);
  return outcome;
}
