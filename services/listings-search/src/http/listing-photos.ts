// Listing photos over REST (decision 0038), as the gateway forwards them with the caller's identity:
//   POST /uploads/listing-photo?listId={listId}   a photo for the host's listing (the image's bytes as the body)
//   GET  /upload/{size}_{file}                      a photo in one of its sizes (spec 001 §2: /upload/x_medium_{file})
// Uploads arrive as the file's own bytes, as accounts' pictures do (decision 0009): the bytes are what is checked,
// whatever the browser names them. Only the host and her co-host add photos to a listing.
import type { Knex } from '@golightly/db';
import { imageRoutes } from '@golightly/file-store';
import { HOST_RULE, standingRefusal, type Logger } from '@golightly/service-kit';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { PHOTO_FOLDER, PHOTO_SIZES, type FileStore } from '../app/photo-files';
import { uploadListingPhoto } from '../app/upload-listing-photo';
import type { ListingPhoto } from '../db/photos';
import { SPEC_TEXTS } from '../domain/texts';
import { hostOf } from '../graphql/context';

/**
 * The most an upload request may carry. Larger than the 1 MB photo limit on purpose: a photo of a few MB gets the
 * photo rule's own words rather than a bare "payload too large". The gateway's route allows the same.
 */
export const PHOTO_UPLOAD_BODY_LIMIT = 4 * 1_048_576;

const TO = 'add photos to a listing';
const LIST_ID = /^[1-9][0-9]{0,9}$/;

const answer = (reply: FastifyReply, code: number, status: string, errorMessage: string) =>
  reply.code(code).send({ status, errorMessage });

const STATUS_CODES = { notFound: 404, conflict: 409, forbidden: 403 } as const;

/** A stored photo as the editor shows it, with the path of its medium size. */
const photoAnswer = (photo: ListingPhoto) => ({
  id: photo.id,
  name: photo.name,
  photoDescription: photo.photoDescription,
  type: photo.type,
  isCover: photo.isCover,
  position: photo.position,
  url: `/upload/x_medium_${photo.name}`,
});

export function listingPhotoRoutes(db: Knex, files: FileStore) {
  return async (app: FastifyInstance) => {
    await app.register(imageRoutes({ store: files, folder: PHOTO_FOLDER, sizes: PHOTO_SIZES }));

    // Its own scope: the upload reads any body as bytes, which the service's other routes must not.
    await app.register(async (scope) => {
      scope.removeAllContentTypeParsers();
      scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: PHOTO_UPLOAD_BODY_LIMIT }, (_req, body, done) =>
        done(null, body),
      );

      scope.post<{ Querystring: { listId?: string } }>(
        '/uploads/listing-photo',
        { bodyLimit: PHOTO_UPLOAD_BODY_LIMIT },
        async (request, reply) => {
          const refusal = standingRefusal(request.identity, { ...HOST_RULE, to: TO });
          if (refusal) {
            const code = refusal.extensions.code === 'UNAUTHENTICATED' ? 401 : 403;
            return answer(reply, code, 'error', refusal.message);
          }
          const listId = request.query.listId ?? '';
          // Not a listing number: as unknown as someone else's listing.
          if (!LIST_ID.test(listId) || Number(listId) > 2_147_483_647) {
            return answer(reply, 404, 'notFound', SPEC_TEXTS.listingUnavailable);
          }
          const host = hostOf(request.identity, TO);
          const bytes = (request.body as Buffer | undefined) ?? Buffer.alloc(0);
          const log = request.log as Logger;
          const outcome = await uploadListingPhoto({ db, files, log }, host, Number(listId), bytes);
          if (outcome.status === 'invalid') {
            return answer(reply, outcome.tooLarge ? 413 : 400, 'invalid', outcome.errorMessage);
          }
          if (outcome.status !== 'success') {
            return answer(reply, STATUS_CODES[outcome.status], outcome.status, outcome.errorMessage);
          }
          log.info({ listId: outcome.listing.id, photoId: outcome.photo.id }, 'listing photo uploaded');
          return reply.code(201).send({ status: 'success', errorMessage: null, photo: photoAnswer(outcome.photo) });
        },
      );
    });
  };
}
