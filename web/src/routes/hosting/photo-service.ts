// The photos of step 2 behind one small interface: upload a file, put the photos in order, caption one, make one the
// cover, delete one. listings-search has no photo calls yet (its photos go through the file store, a later step), so
// the editor's service says it is not available and the step shows the photos the listing has; the day the server
// has them, an implementation of this interface is all that changes.
import { createContext, useContext } from 'react';

export interface EditorPhoto {
  id: number;
  /** Stored file name, or a full URL when type is 'Golightly' (spec 001 §2). */
  name: string;
  photoDescription: string;
  type: string;
}

/** A change's outcome: the listing's photos after it, cover first, or why it was refused. */
export type PhotoOutcome = { ok: true; photos: EditorPhoto[] } | { ok: false; message: string };

export interface PhotoService {
  /** Whether photos can be changed at all. */
  readonly available: boolean;
  upload(listId: number, file: File): Promise<PhotoOutcome>;
  /** Every photo id of the listing, in the new order. */
  reorder(listId: number, photoIds: readonly number[]): Promise<PhotoOutcome>;
  caption(listId: number, photoId: number, caption: string): Promise<PhotoOutcome>;
  setCover(listId: number, photoId: number): Promise<PhotoOutcome>;
  remove(listId: number, photoId: number): Promise<PhotoOutcome>;
}

const notYet = async (): Promise<PhotoOutcome> => ({ ok: false, message: 'Photos can be added soon' });

/** Until listings-search takes photos: nothing can change, and the step says so. */
export const PHOTOS_NOT_YET: PhotoService = {
  available: false,
  upload: notYet,
  reorder: notYet,
  caption: notYet,
  setCover: notYet,
  remove: notYet,
};

export const PhotoServiceContext = createContext<PhotoService>(PHOTOS_NOT_YET);

export const usePhotoService = (): PhotoService => useContext(PhotoServiceContext);

/** Where a listing photo is shown (spec 001 §2): /upload/x_medium_{file}, or the name itself when it is a URL. */
export function photoUrl(photo: Pick<EditorPhoto, 'name' | 'type'>): string {
  if (photo.type === 'Golightly' || /^https?:\/\//i.test(photo.name)) return photo.name;
  return `/upload/x_medium_${encodeURIComponent(photo.name)}`;
}
