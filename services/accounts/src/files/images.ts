// Pictures and identity documents as accounts keeps them (decision 0033, amended): every upload is re-encoded by the
// shared image intake, so no EXIF, GPS place or other metadata of hers survives, and stored in the sizes its use
// needs as `<area>/<size>_<uuid>.<ext>`. Files stored before that (`<area>/<uuid>.<ext>`, as uploaded) are still
// found under their names, but are never served as they are: they are re-encoded on the way out.
import {
  acceptImage,
  deleteImage,
  IMAGE_REFUSAL_MESSAGES,
  imageKey,
  storeImage,
  type ImageIntake,
  type ImageRefusal,
  type StoredFile,
} from '@golightly/file-store';
import { checkImage, IMAGE_MESSAGES } from '../domain/images';
import { fileKey, STORED_FILE_NAME, type FileArea, type FileStore } from './file-store';

/**
 * A member's picture, by width: x_small for the header's 36 px avatar and lists (to 3× screens), x_medium for the
 * 125 px profile avatar and e-mails (images/avatar/medium_{file}, to 2.5×), x_large for a picture opened large.
 */
export const AVATAR_SIZES = { x_small: 120, x_medium: 320, x_large: 640 } as const;

/**
 * An identity document, one size: the upright original, at most 2000 px wide. Large enough for an admin to read a
 * passport's small print and its machine-readable zone on a photo of the whole page; never enlarged.
 */
export const ID_DOCUMENT_SIZES = { full: 2000 } as const;

export type AvatarSize = keyof typeof AVATAR_SIZES;
export type IdDocumentSize = keyof typeof ID_DOCUMENT_SIZES;

const AREA_SIZES: Record<FileArea, Readonly<Record<string, number>>> = {
  avatars: AVATAR_SIZES,
  'id-proofs': ID_DOCUMENT_SIZES,
};

export type AcceptedImage = Extract<ImageIntake, { ok: true }>;

export type ImageUpload = { ok: true; image: AcceptedImage } | { ok: false; tooLarge: boolean; message: string };

/** The member app's words where it has them (@golightly/account-rules), the store's clear defaults otherwise. */
const REFUSALS: Record<ImageRefusal, string> = { ...IMAGE_REFUSAL_MESSAGES, ...IMAGE_MESSAGES };

/**
 * Checks an upload for an area and makes its sizes. The member app's rule comes first (size, then the first bytes),
 * so a refusal reads exactly as in her browser; then sharp decodes it within a pixel budget and re-encodes it.
 */
export async function takeImage(area: FileArea, bytes: Uint8Array): Promise<ImageUpload> {
  const rule = checkImage(bytes);
  if (!rule.ok) return { ok: false, tooLarge: rule.reason === 'tooLarge', message: rule.message };
  const intake = await acceptImage(bytes, { sizes: AREA_SIZES[area] });
  if (!intake.ok) return { ok: false, tooLarge: intake.reason === 'tooLarge', message: REFUSALS[intake.reason] };
  return { ok: true, image: intake };
}

/** Stores every size of an accepted image under one new name (all or none) and returns that name. */
export const storeAreaImage = (store: FileStore, area: FileArea, image: AcceptedImage): Promise<string> =>
  storeImage(store, area, image);

/** Removes every size of a stored image, and the file as uploaded when it was stored before the sizes. */
export async function removeAreaImage(store: FileStore, area: FileArea, fileName: string): Promise<void> {
  if (!STORED_FILE_NAME.test(fileName)) return;
  await Promise.all([
    deleteImage(store, area, fileName, Object.keys(AREA_SIZES[area])),
    store.delete(fileKey(area, fileName)),
  ]);
}

/**
 * One size of a stored image, or null when there is none. A file stored before uploads were re-encoded is read
 * under its bare name and re-encoded here, at that size; one that no longer decodes is not served at all.
 */
export async function readAreaImage(
  store: FileStore,
  area: FileArea,
  fileName: string,
  size: string,
): Promise<StoredFile | null> {
  const width = AREA_SIZES[area][size];
  if (width === undefined) throw new Error(`Not a size of ${area}: ${size}`);
  if (!STORED_FILE_NAME.test(fileName)) return null;
  const sized = await store.get(imageKey(area, size, fileName));
  if (sized) return sized;
  const earlier = await store.get(fileKey(area, fileName));
  if (!earlier) return null;
  const intake = await acceptImage(earlier.bytes, { sizes: { [size]: width } });
  return intake.ok ? { bytes: intake.variants[0]!.bytes, contentType: intake.contentType } : null;
}
