// Step 2 of the host editor, the scene (spec 001 §4): the title, the description and the neighbourhood. Photos are
// part of the scene too, stored apart (listing_photos) and added through the file store.
import { checkText, Refusals, type Checked } from './fields';
import { LISTING_TEXTS as T, SPEC_TEXTS } from './texts';

export const TITLE_MAX = 255;
export const DESCRIPTION_MAX = 1000;
export const NEIGHBOURHOOD_MAX = 1000;
/** A photo's caption (setListingPhotoCaption). */
export const CAPTION_MAX = 255;
/** The reason she gives for unlisting a listing (setListingListed with listed false). */
export const UNLISTED_REASON_MAX = 255;

export interface SceneInput {
  title?: string | null;
  description?: string | null;
  neighbourhood?: string | null;
}

export interface Scene {
  title: string;
  description: string;
  neighbourhood: string;
}

export function checkScene(input: SceneInput): Checked<Scene> {
  const r = new Refusals();
  const title = checkText(r, 'title', input.title, { max: TITLE_MAX, required: SPEC_TEXTS.titleRequired });
  const description = checkText(r, 'description', input.description, {
    max: DESCRIPTION_MAX,
    required: T.descriptionRequired,
  });
  const neighbourhood = checkText(r, 'neighbourhood', input.neighbourhood, {
    max: NEIGHBOURHOOD_MAX,
    required: SPEC_TEXTS.neighbourhoodRequired,
  });
  return r.result(() => ({ title, description, neighbourhood }));
}
