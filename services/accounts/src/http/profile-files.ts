// The images of a profile, as REST paths the gateway forwards with the caller's identity (decision 0009):
//   POST /uploads/profile-photo         the member's picture (the image's bytes as the body)
//   POST /uploads/id-proof?documentType  an identity document for the admins to review
//   GET  /id-proof/{fileName}            a document's image, to its owner and to admins with ID proof verification
//   GET  /id-proof-image?fileName&userId the same, at the path spec 001 §2 names
//   GET  /images/avatar/{size_}{file}    a member's current picture (spec 000 §9: images/avatar/medium_{file})
// Uploads are checked by their bytes (PNG or JPG, under 1 MB), re-encoded without any metadata (decision 0033), stored
// under a name accounts makes, then recorded. Identity documents are never served on a public path.
import type { Knex } from '@golightly/db';
import { adminAccessError, NOT_LOGGED_IN_MESSAGE, type Identity } from '@golightly/service-kit';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { openAvatar, openIdDocumentImage } from '../app/profile-images';
import { uploadIdDocument } from '../app/upload-id-document';
import { uploadProfilePhoto } from '../app/upload-profile-photo';
import type { AccountsConfig } from '../config';
import type { FieldCrypto } from '../db/field-crypto';
import { createAccountsFileStore, type FileStore } from '../files/file-store';
import type { AvatarSize } from '../files/images';
import { callerOf } from '../graphql/context';

/**
 * The most an upload request may carry. Larger than the 1 MB image limit on purpose: an image of a few MB gets the
 * image rule's own message rather than a bare "payload too large". The gateway's route allows the same.
 */
export const UPLOAD_BODY_LIMIT = 4 * 1_048_576;

/** A size prefix the web app may put before a picture's name (x_medium_, medium_, small_ ...), then the name. */
const AVATAR_PATH = /^(?:(?:x_)?(small|medium|large)_)?([0-9a-f-]{36}\.(?:png|jpg))$/;

/** The stored size each prefix asks for (with or without x_); a bare name, once the upload itself, gets the largest. */
const AVATAR_PREFIX_SIZES: Record<string, AvatarSize> = { small: 'x_small', medium: 'x_medium', large: 'x_large' };
const avatarSize = (prefix: string | undefined): AvatarSize => (prefix && AVATAR_PREFIX_SIZES[prefix]) || 'x_large';

/** The admin page of spec 000 §6 that opens members' identity documents (ID Proof Verification Management). */
const ID_PROOF_REVIEW_URLS = ['/siteadmin/id-proof'];

const answer = (reply: FastifyReply, code: number, status: string, errorMessage: string) =>
  reply.code(code).send({ status, errorMessage });

/** The member uploading for her own profile; an answer has been sent when it returns null. */
function uploadingMember(identity: Identity | null, reply: FastifyReply, action: string): string | null {
  if (!identity) {
    void answer(reply, 401, 'error', NOT_LOGGED_IN_MESSAGE);
    return null;
  }
  if (identity.admin || identity.coHost) {
    void answer(reply, 403, 'error', `Only the member herself may ${action}.`);
    return null;
  }
  return identity.userId;
}

export function createFileStore(config: AccountsConfig): FileStore {
  return createAccountsFileStore(config.files);
}

export function profileFileRoutes(
  db: Knex,
  config: AccountsConfig,
  crypto: FieldCrypto,
  files: FileStore = createFileStore(config),
) {
  const bodyOf = (body: unknown) => (body as Buffer | undefined) ?? Buffer.alloc(0);
  const accountGone = (reply: FastifyReply) => answer(reply, 404, 'error', 'Your account no longer exists.');
  const invalid = (reply: FastifyReply, result: { tooLarge: boolean; message: string }) =>
    answer(reply, result.tooLarge ? 413 : 400, 'invalid', result.message);

  return async (app: FastifyInstance) => {
    // Uploads arrive as the file's own bytes, whatever content type the browser names: the bytes are what is checked.
    app.removeAllContentTypeParsers();
    app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: UPLOAD_BODY_LIMIT }, (_request, body, done) =>
      done(null, body),
    );

    app.post('/uploads/profile-photo', { bodyLimit: UPLOAD_BODY_LIMIT }, async (request, reply) => {
      const userId = uploadingMember(request.identity, reply, 'upload a profile photo');
      if (userId === null) return reply;
      const result = await uploadProfilePhoto({ db, files }, userId, bodyOf(request.body));
      if (result.status === 'accountGone') return accountGone(reply);
      if (result.status === 'invalid') return invalid(reply, result);
      request.log.info({ userId, fileName: result.picture }, 'profile photo uploaded');
      if (result.leftOver) {
        const { fileName, error } = result.leftOver;
        request.log.warn({ err: error, userId, fileName }, 'the replaced profile photo could not be removed');
      }
      return reply.code(201).send({ status: 'success', errorMessage: null, picture: result.picture, url: result.url });
    });

    app.post<{ Querystring: { documentType?: string } }>(
      '/uploads/id-proof',
      { bodyLimit: UPLOAD_BODY_LIMIT },
      async (request, reply) => {
        const userId = uploadingMember(request.identity, reply, 'upload an identity document');
        if (userId === null) return reply;
        const result = await uploadIdDocument({ db, crypto, files }, userId, {
          documentType: request.query.documentType,
          bytes: bodyOf(request.body),
        });
        if (result.status === 'accountGone') return accountGone(reply);
        if (result.status === 'invalid') return invalid(reply, result);
        if (result.status === 'tooManyWaiting') return answer(reply, 409, 'tooManyWaiting', result.message);
        request.log.info({ userId, documentId: result.document.id }, 'identity document uploaded');
        return reply.code(201).send({ status: 'success', errorMessage: null, document: result.document });
      },
    );

    /** Sends a document's image to its owner or an admin; everyone else hears there is no such image. */
    async function sendIdProof(
      identity: Identity | null,
      fileName: string,
      ownerId: string | undefined,
      reply: FastifyReply,
    ) {
      if (!identity) return answer(reply, 401, 'error', NOT_LOGGED_IN_MESSAGE);
      // An admin sees members' documents only with ID proof verification, as getIdDocuments and reviewIdDocument.
      const refusal = identity.admin ? adminAccessError(identity, ID_PROOF_REVIEW_URLS) : null;
      if (refusal) return answer(reply, 403, 'error', refusal.message);
      const image = await openIdDocumentImage({ db, files }, callerOf(identity), { fileName, ownerId });
      if (image.status === 'notFound') return answer(reply, 404, 'error', 'There is no such document.');
      return reply
        .header('content-type', image.contentType)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', `inline; filename="${fileName}"`)
        .send(image.bytes);
    }

    app.get<{ Params: { fileName: string } }>('/id-proof/:fileName', async (request, reply) =>
      sendIdProof(request.identity, request.params.fileName, undefined, reply),
    );

    app.get<{ Querystring: { fileName?: string; userId?: string } }>('/id-proof-image', async (request, reply) =>
      sendIdProof(request.identity, request.query.fileName ?? '', request.query.userId || undefined, reply),
    );

    app.get<{ Params: { name: string } }>('/images/avatar/:name', async (request, reply) => {
      const [, prefix, fileName] = AVATAR_PATH.exec(request.params.name) ?? [];
      const picture = fileName ? await openAvatar({ db, files }, fileName, avatarSize(prefix)) : undefined;
      if (!picture || picture.status === 'notFound') return answer(reply, 404, 'error', 'There is no such picture.');
      return reply
        .header('content-type', picture.contentType)
        .header('cache-control', 'public, max-age=86400')
        .header('x-content-type-options', 'nosniff')
        .send(picture.bytes);
    });
  };
}
