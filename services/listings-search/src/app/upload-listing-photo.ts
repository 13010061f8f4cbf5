// Use case: the host (or her co-host) adds a photo to her listing (POST /uploads/listing-photo). Her standing and
// the listing being hers are checked before the image is even decoded; the image is checked by its bytes and
// re-encoded in every size (the file store's intake: no metadata survives); then, in one transaction that locks the
// listing, ownership and the photo count are checked again, the sizes are stored and the row is written. Two uploads
// at the limit cannot both pass: the second waits for the first's lock and counts its photo. Files stored for an
// upload that does not commit are removed again.
import { acceptImage, storeImage } from '@golightly/file-store';
import { hostRefusal, type HostCaller } from '../domain/host';
import { MAX_PHOTOS_PER_LISTING, PHOTO_TEXTS, photoRefusalMessage } from '../domain/listing-photos';
import { findListing, updateListing } from '../db/listings';
import { countPhotos, findPhotosInOrder, insertPhoto, nextPosition, type ListingPhoto } from '../db/photos';
import { SPEC_TEXTS } from '../domain/texts';
import { conflict, type EditOutcome } from './deps';
import { editOwnListing } from './edit-listing';
import { PHOTO_FOLDER, PHOTO_SIZES, removeUnusedPhotoFiles, type PhotoDeps } from './photo-files';

export type UploadOutcome =
  | (Extract<EditOutcome, { status: 'success' }> & { photo: ListingPhoto })
  | { status: 'invalid'; errorMessage: string; tooLarge: boolean }
  | Exclude<EditOutcome, { status: 'success' | 'invalid' }>;

export async function uploadListingPhoto(
  deps: PhotoDeps,
  host: HostCaller,
  listId: number,
  bytes: Uint8Array,
): Promise<UploadOutcome> {
  const refusal = hostRefusal(host.standing);
  if (refusal) return { status: 'forbidden', errorMessage: refusal };
  // A first look without a lock: a stranger's upload is refused before any work is done on her file.
  const listing = await findListing(deps.db, listId);
  if (!listing || listing.deletedAt !== null || listing.hostId !== host.userId) {
    return { status: 'notFound', errorMessage: SPEC_TEXTS.listingUnavailable };
  }
  if ((await countPhotos(deps.db, listId)) >= MAX_PHOTOS_PER_LISTING) {
    return { status: 'conflict', errorMessage: PHOTO_TEXTS.tooMany };
  }

  const image = await acceptImage(bytes, { sizes: PHOTO_SIZES });
  if (!image.ok) {
    return {
      status: 'invalid',
      errorMessage: photoRefusalMessage(image.reason),
      tooLarge: image.reason === 'tooLarge',
    };
  }

  let stored: string | null = null;
  let photo: ListingPhoto | null = null;
  let committed = false;
  try {
    const outcome = await editOwnListing(deps, host, listId, async (trx, locked) => {
      if ((await countPhotos(trx, locked.id)) >= MAX_PHOTOS_PER_LISTING) {
        return { refused: conflict(PHOTO_TEXTS.tooMany) };
      }
      const isCover = (await findPhotosInOrder(trx, locked.id)).every((p) => !p.isCover);
      const position = await nextPosition(trx, locked.id);
      stored = await storeImage(deps.files, PHOTO_FOLDER, image);
      photo = await insertPhoto(trx, { listingId: locked.id, name: stored, position, isCover });
      // The host's "last updated" stamp moves with her photos too; the terms do not change, so nothing is published.
      return { listing: await updateListing(trx, locked.id, {}) };
    });
    if (outcome.status !== 'success') {
      return outcome.status === 'invalid' ? { ...outcome, tooLarge: false } : outcome;
    }
    committed = true;
    return { ...outcome, photo: photo! };
  } finally {
    // Stored, but the row never committed (refused, or the transaction failed): the files go again.
    if (stored !== null && !committed) await removeUnusedPhotoFiles(deps, [stored]);
  }
}
