// A listing's photos (step 2, the scene; decision 0038): how many a listing may have, their captions, the one cover
// and the host's order, and the words a host reads when a photo is refused. The image itself is checked by the file
// store's intake (magic bytes, under 1 MB, decodable); this module words its refusals.
import type { ImageRefusal } from '@golightly/file-store';
import { CAPTION_MAX } from '@golightly/listing-rules';
import { checkText, Refusals, type Checked } from './fields';

/** The most photos one listing may have: enough for every room of a large home, few enough to page through. */
export const MAX_PHOTOS_PER_LISTING = 40;

/** A caption's longest length, in characters (listing_photos.photo_description), shared with the host editor. */
export { CAPTION_MAX };

/** Spec 001 §5, verbatim: the rule for listing photos, which is also what a refused photo is told. */
export const PHOTO_RULE = 'Photos .jpeg/.jpg/.png, max 1Mb.';

export const PHOTO_TEXTS = {
  rule: PHOTO_RULE,
  empty: 'Please choose a photo to upload.',
  undecodable: 'This photo could not be read. Please choose another .jpeg, .jpg or .png file.',
  tooManyPixels: 'This photo has too many pixels to be processed. Please choose a smaller one.',
  tooMany: `A listing can have at most ${MAX_PHOTOS_PER_LISTING} photos. Please delete one before adding another.`,
  photoGone: 'This photo may have been deleted.',
  orderMismatch: "Please put all of this listing's photos in order, each once.",
} as const;

/**
 * What a host reads when the file store's intake refuses her photo: the spec's rule for a file of the wrong type
 * (by its bytes) or of 1 MB or more, a plain sentence otherwise.
 */
export function photoRefusalMessage(reason: ImageRefusal): string {
  switch (reason) {
    case 'wrongType':
    case 'tooLarge':
      return PHOTO_TEXTS.rule;
    case 'empty':
      return PHOTO_TEXTS.empty;
    case 'undecodable':
      return PHOTO_TEXTS.undecodable;
    case 'tooManyPixels':
      return PHOTO_TEXTS.tooManyPixels;
  }
}

/** A caption: trimmed, at most CAPTION_MAX characters; empty clears it. */
export function checkCaption(text: string | null | undefined): Checked<string> {
  const r = new Refusals();
  const caption = checkText(r, 'photoDescription', text, { max: CAPTION_MAX });
  return r.result(() => caption);
}

/** Whether a new order names every photo of the listing exactly once (and nothing else): all or nothing. */
export function isWholeOrder(current: readonly number[], wanted: readonly number[]): boolean {
  if (wanted.length !== current.length || new Set(wanted).size !== wanted.length) return false;
  const have = new Set(current);
  return wanted.every((id) => have.has(id));
}

export interface PhotoPlace {
  id: number;
  position: number;
  isCover: boolean;
}

/**
 * The cover a listing should have: the one the host chose, or else the first photo in her order (so the first photo
 * uploaded is the cover, and deleting the cover passes it to the first one left); null without photos.
 */
export function coverOf(photos: readonly PhotoPlace[]): number | null {
  const chosen = photos.find((photo) => photo.isCover);
  if (chosen) return chosen.id;
  const first = [...photos].sort((a, b) => a.position - b.position || a.id - b.id)[0];
  return first?.id ?? null;
}
