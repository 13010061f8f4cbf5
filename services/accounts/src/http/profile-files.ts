// The images of a profile, as REST paths the gateway forwards with the caller's identity (decision 0009):
//   POST /uploads/profile-photo         the member's picture (the image's bytes as the body)
//   POST /uploads/id-proof?documentType  an identity document for the admins to review
//   GET  /id-proof/{fileName}            a document's image, to its owner and to admins with ID proof verification
//   GET  /id-proof-image?fileName&userId the same, at the path spec 001 §2 names
//   GET  /images/avatar/{size_}{file}    a member's current picture (spec 000 §9: images/avatar/medium_{file})
// Uploads are checked by their bytes (PNG or JPG, under 1 MB), stored under a name accounts makes, then recorded.
import { createHash } from 'node:crypto';
import type { Knex } from '@golightly/db';
import { adminAccessError, type Identity } from '@golightly/service-kit';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AccountsConfig } from '../config';
import type { FieldCrypto } from '../db/field-crypto';
import {
  avatarUrl,
  countDocumentsAwaitingReview,
  findCurrentPicture,
  findIdDocument,
  findProfileRow,
  insertIdDocument,
  publicProfileOf,
  refreshSteps,
  setProfilePicture,
  toIdDocument,
} from '../db/profile';
import { createLocalFileStore, newFileName, STORED_FILE_NAME, type FileStore } from '../files/file-store';
import { ID_DOCUMENT_MESSAGES, mayUploadAnother, parseDocumentType } from '../domain/id-documents';
import { checkImage } from '../domain/images';
import { isProfileComplete } from '../domain/profile';
import { idDocumentUploaded, profileUpdated } from '../events/publish';

/**
 * The most an upload request may carry. Larger than the 1 MB image limit on purpose: an image of a few MB gets the
 * image rule's own message rather than a bare "payload too large". The gateway's route allows the same.
 */
export const UPLOAD_BODY_LIMIT = 4 * 1_048_576;

/** A size prefix the web app may put before a picture's name (x_medium_, medium_, small_ ...), then the name. */
const AVATAR_PATH = /^(?:(?:x_)?(?:small|medium|large)_)?([0-9a-f-]{36}\.(?:png|jpg))$/;

/** The admin page of spec 000 §6 that opens members' identity documents (ID Proof Verification Management). */
const ID_PROOF_REVIEW_URLS = ['/siteadmin/id-proof'];

const answer = (reply: FastifyReply, code: number, status: string, errorMessage: string) =>
  reply.code(code).send({ status, errorMessage });

/** The member uploading for her own profile; an answer has been sent when it returns null. */
function uploadingMember(identity: Identity | null, reply: FastifyReply, action: string): string | null {
  if (!identity) {
    void answer(reply, 401, 'error', `Please log in to ${action}.`);
    return null;
  }
  if (identity.admin || identity.coHost) {
    void answer(reply, 403, 'error', `Only the member herself may ${action}.`);
    return null;
  }
  return identity.userId;
}

export function createFileStore(config: AccountsConfig): FileStore {
  return createLocalFileStore(config.files.dir);
}

export function profileFileRoutes(
  db: Knex,
  config: AccountsConfig,
  crypto: FieldCrypto,
  files: FileStore = createFileStore(config),
) {
  const decrypt = (value: string | null) => (value ? crypto.decrypt(value) : null);
  const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest();

  return async (app: FastifyInstance) => {
    // Uploads arrive as the file's own bytes, whatever content type the browser names: the bytes are what is checked.
    app.removeAllContentTypeParsers();
    app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: UPLOAD_BODY_LIMIT }, (_request, body, done) =>
      done(null, body),
    );

    app.post('/uploads/profile-photo', { bodyLimit: UPLOAD_BODY_LIMIT }, async (request, reply) => {
      const userId = uploadingMember(request.identity, reply, 'upload a profile photo');
      if (userId === null) return reply;
      const bytes = (request.body as Buffer | undefined) ?? Buffer.alloc(0);
      const image = checkImage(bytes);
      if (!image.ok) return answer(reply, image.reason === 'tooLarge' ? 413 : 400, 'invalid', image.message);
      const fileName = newFileName(image.extension);
      await files.put('avatars', fileName, bytes);
      try {
        await db.transaction(async (trx) => {
          const member = await findProfileRow(trx, { userId }, true);
          if (!member) throw Object.assign(new Error('Your account no longer exists.'), { statusCode: 404 });
          await setProfilePicture(trx, {
            userId,
            fileName,
            contentType: image.contentType,
            byteSize: bytes.length,
            sha256: sha256(bytes),
          });
          const steps = await refreshSteps(trx, userId);
          const saved = (await findProfileRow(trx, { userId }))!;
          await profileUpdated(trx, publicProfileOf(saved), ['picture'], isProfileComplete(steps));
        });
      } catch (error) {
        await files.remove('avatars', fileName);
        throw error;
      }
      request.log.info({ userId, fileName, bytes: bytes.length }, 'profile photo uploaded');
      return reply
        .code(201)
        .send({ status: 'success', errorMessage: null, picture: fileName, url: avatarUrl(fileName) });
    });

    app.post<{ Querystring: { documentType?: string } }>(
      '/uploads/id-proof',
      { bodyLimit: UPLOAD_BODY_LIMIT },
      async (request, reply) => {
        const userId = uploadingMember(request.identity, reply, 'upload an identity document');
        if (userId === null) return reply;
        const documentType = parseDocumentType(request.query.documentType);
        if (documentType === null) return answer(reply, 400, 'invalid', ID_DOCUMENT_MESSAGES.documentType);
        const bytes = (request.body as Buffer | undefined) ?? Buffer.alloc(0);
        const image = checkImage(bytes);
        if (!image.ok) return answer(reply, image.reason === 'tooLarge' ? 413 : 400, 'invalid', image.message);

        const fileName = newFileName(image.extension);
        let stored = false;
        try {
          const document = await db.transaction(async (trx) => {
            const member = await findProfileRow(trx, { userId }, true);
            if (!member) throw Object.assign(new Error('Your account no longer exists.'), { statusCode: 404 });
            if (!mayUploadAnother(await countDocumentsAwaitingReview(trx, userId))) return null;
            await files.put('id-proofs', fileName, bytes);
            stored = true;
            const row = await insertIdDocument(trx, {
              userId,
              documentType,
              fileName,
              contentType: image.contentType,
              byteSize: bytes.length,
              sha256: sha256(bytes),
            });
            await idDocumentUploaded(trx, {
              userId,
              profileId: member.profile_id,
              documentId: row.id,
              documentType,
              email: decrypt(member.email_encrypted) ?? '',
              firstName: member.first_name,
              lastName: member.last_name,
            });
            return row;
          });
          if (document === null) return answer(reply, 409, 'tooManyWaiting', ID_DOCUMENT_MESSAGES.tooManyWaiting);
          request.log.info({ userId, documentId: document.id, bytes: bytes.length }, 'identity document uploaded');
          return reply.code(201).send({ status: 'success', errorMessage: null, document: toIdDocument(document) });
        } catch (error) {
          if (stored) await files.remove('id-proofs', fileName);
          throw error;
        }
      },
    );

    /** Sends a document's image to its owner or an admin; everyone else hears there is no such image. */
    async function sendIdProof(
      identity: Identity | null,
      fileName: string,
      ownerId: string | undefined,
      reply: FastifyReply,
    ) {
      if (!identity) return answer(reply, 401, 'error', 'Please log in to see this document.');
      // An admin sees members' documents only with ID proof verification, as getIdDocuments and reviewIdDocument.
      const refusal = identity.admin ? adminAccessError(identity, ID_PROOF_REVIEW_URLS) : null;
      if (refusal) return answer(reply, 403, 'error', refusal.message);
      const notFound = () => answer(reply, 404, 'error', 'There is no such document.');
      if (!STORED_FILE_NAME.test(fileName)) return notFound();
      const document = await findIdDocument(db, { fileName });
      if (!document || (ownerId !== undefined && ownerId !== document.userId)) return notFound();
      const mayView = identity.admin !== undefined || (!identity.coHost && identity.userId === document.userId);
      if (!mayView) return notFound();
      const bytes = await files.get('id-proofs', fileName);
      if (!bytes) return notFound();
      return reply
        .header('content-type', document.contentType)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', `inline; filename="${fileName}"`)
        .send(bytes);
    }

    app.get<{ Params: { fileName: string } }>('/id-proof/:fileName', async (request, reply) =>
      sendIdProof(request.identity, request.params.fileName, undefined, reply),
    );

    app.get<{ Querystring: { fileName?: string; userId?: string } }>('/id-proof-image', async (request, reply) =>
      sendIdProof(request.identity, request.query.fileName ?? '', request.query.userId || undefined, reply),
    );

    app.get<{ Params: { name: string } }>('/images/avatar/:name', async (request, reply) => {
      const fileName = AVATAR_PATH.exec(request.params.name)?.[1];
      const picture = fileName ? await findCurrentPicture(db, fileName) : undefined;
      const bytes = picture && fileName ? await files.get('avatars', fileName) : null;
      if (!picture || !bytes) return answer(reply, 404, 'error', 'There is no such picture.');
      return reply
        .header('content-type', picture.contentType)
        .header('cache-control', 'public, max-age=86400')
        .header('x-content-type-options', 'nosniff')
        .send(bytes);
    });
  };
}
