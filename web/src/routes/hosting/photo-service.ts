// The photos of step 2 behind one small interface: upload a file, put the photos in order, caption one, make one the
// cover, delete one. The editor uses listings-search's (decision 0038): the upload is POST
// /uploads/listing-photo?listId= with the image's bytes, the rest are GraphQL changes answered like the editor's
// others; a test may put its own in PhotoServiceContext.
import { useApolloClient } from '@apollo/client/react';
import { createContext, useContext, useMemo } from 'react';
import {
  DeleteListingPhotoDocument,
  HostListingPhotosDocument,
  ReorderListingPhotosDocument,
  SetListingCoverPhotoDocument,
  SetListingPhotoCaptionDocument,
} from '../../gen/graphql';
import { uploadImage } from '../profile/uploads';
import type { EditAnswer } from './edit-answer';

export interface EditorPhoto {
  id: number;
  /** Stored file name, or a full URL when type is 'Golightly' (spec 001 §2). */
  name: string;
  photoDescription: string;
  type: string;
  isCover: boolean;
  /** The host's order, 0 first. */
  position: number;
}

/** A change's outcome: the listing's photos after it, or why it was refused (the server's words). */
export type PhotoOutcome = { ok: true; photos: EditorPhoto[] } | { ok: false; message: string };

export interface PhotoService {
  upload(listId: number, file: File): Promise<PhotoOutcome>;
  /** Every photo id of the listing, in the new order. */
  reorder(listId: number, photoIds: readonly number[]): Promise<PhotoOutcome>;
  caption(listId: number, photoId: number, caption: string): Promise<PhotoOutcome>;
  setCover(listId: number, photoId: number): Promise<PhotoOutcome>;
  remove(listId: number, photoId: number): Promise<PhotoOutcome>;
}

/** Another service than the server's (tests); none: the server's. */
export const PhotoServiceContext = createContext<PhotoService | null>(null);

type PhotosAnswer = EditAnswer<{ photos: EditorPhoto[] }> | null | undefined;

/** A change's answer as an outcome; `failed` when the server gave no reason. */
function outcomeOf(answer: PhotosAnswer, failed: string): PhotoOutcome {
  if (answer?.status === 'success' && answer.listing) return { ok: true, photos: answer.listing.photos };
  return { ok: false, message: answer?.errorMessage ?? failed };
}

/** listings-search's photos, through the gateway with the session cookie. */
function useServerPhotos(failed: string): PhotoService {
  const client = useApolloClient();
  return useMemo(() => {
    const photosOf = async (listId: number): Promise<PhotoOutcome> => {
      const { data } = await client.query({
        query: HostListingPhotosDocument,
        variables: { listId },
        fetchPolicy: 'network-only',
      });
      return data?.getStepTwo ? { ok: true, photos: data.getStepTwo.photos } : { ok: false, message: failed };
    };
    return {
      upload: async (listId, file) => {
        const answer = await uploadImage(`/uploads/listing-photo?listId=${listId}`, file);
        if (answer.status !== 'success') return { ok: false, message: answer.errorMessage ?? failed };
        return photosOf(listId);
      },
      reorder: async (listId, photoIds) => {
        const { data } = await client.mutate({
          mutation: ReorderListingPhotosDocument,
          variables: { listId, photoIds: [...photoIds] },
        });
        return outcomeOf(data?.reorderListingPhotos, failed);
      },
      caption: async (listId, photoId, photoDescription) => {
        const { data } = await client.mutate({
          mutation: SetListingPhotoCaptionDocument,
          variables: { listId, photoId, photoDescription },
        });
        return outcomeOf(data?.setListingPhotoCaption, failed);
      },
      setCover: async (listId, photoId) => {
        const { data } = await client.mutate({
          mutation: SetListingCoverPhotoDocument,
          variables: { listId, photoId },
        });
        return outcomeOf(data?.setListingCoverPhoto, failed);
      },
      remove: async (listId, photoId) => {
        const { data } = await client.mutate({ mutation: DeleteListingPhotoDocument, variables: { listId, photoId } });
        return outcomeOf(data?.deleteListingPhoto, failed);
      },
    };
  }, [client, failed]);
}

/** The photo service of the editor: the one a test provides, else the server's. */
export function usePhotoService(failed: string): PhotoService {
  const provided = useContext(PhotoServiceContext);
  const server = useServerPhotos(failed);
  return provided ?? server;
}

/** Where a listing photo is shown (spec 001 §2): /upload/x_medium_{file}, or the name itself when it is a URL. */
export function photoUrl(photo: Pick<EditorPhoto, 'name' | 'type'>): string {
  if (photo.type === 'Golightly' || /^https?:\/\//i.test(photo.name)) return photo.name;
  return `/upload/x_medium_${encodeURIComponent(photo.name)}`;
}

/** The photos in the host's order (the server lists the cover first). */
export const inHostOrder = (photos: readonly EditorPhoto[]): EditorPhoto[] =>
  [...photos].sort((a, b) => a.position - b.position || a.id - b.id);
