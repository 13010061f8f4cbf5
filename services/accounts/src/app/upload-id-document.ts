// Use case: a member uploads an identity document for the admins to review (spec 000 §6); the admins are told. The
// image is re-encoded (decision 0033, amended): one size an admin can read, no metadata, kept only in the private area.
import { createHash } from 'node:crypto';
import {
  countDocumentsAwaitingReview,
  findProfileRow,
  insertIdDocument,
  toIdDocument,
  type IdDocumentView,
} from '../db/profile';
import { ID_DOCUMENT_MESSAGES, mayUploadAnother, parseDocumentType } from '../domain/id-documents';
import { idDocumentUploaded } from '../events/publish';
import type { FileStore } from '../files/file-store';
import { removeAreaImage, storeAreaImage, takeImage } from '../files/images';
import { decryptOrNull } from './deps';
import type { DataDeps } from './caller';

export interface IdDocumentUpload {
  /** passport, drivingLicense, nationalIdCard or residencePermit (other spellings the web app sends are accepted). */
  documentType: string | undefined;
  bytes: Buffer;
}

export type UploadIdDocumentResult =
  | { status: 'success'; document: IdDocumentView }
  | { status: 'invalid'; tooLarge: boolean; message: string }
  | { status: 'tooManyWaiting'; message: string }
  | { status: 'accountGone' };

/**
 * Re-encodes the image first (outside the transaction: it is the slow part), then, with her row locked, counts her
 * documents awaiting review (at most three), stores the file, records it and publishes IdDocumentUploaded; the file
 * is removed again when the transaction fails.
 */
export async function uploadIdDocument(
  deps: DataDeps & { files: FileStore },
  userId: string,
  upload: IdDocumentUpload,
): Promise<UploadIdDocumentResult> {
  const { db, crypto, files } = deps;
  const documentType = parseDocumentType(upload.documentType);
  if (documentType === null) return { status: 'invalid', tooLarge: false, message: ID_DOCUMENT_MESSAGES.documentType };
  const { bytes } = upload;
  const intake = await takeImage('id-proofs', bytes);
  if (!intake.ok) return { status: 'invalid', tooLarge: intake.tooLarge, message: intake.message };
  const { image } = intake;

  let stored: string | undefined;
  try {
    return await db.transaction(async (trx): Promise<UploadIdDocumentResult> => {
      const member = await findProfileRow(trx, { userId }, true);
      if (!member) return { status: 'accountGone' };
      if (!mayUploadAnother(await countDocumentsAwaitingReview(trx, userId))) {
        return { status: 'tooManyWaiting', message: ID_DOCUMENT_MESSAGES.tooManyWaiting };
      }
      const fileName = await storeAreaImage(files, 'id-proofs', image);
      stored = fileName;
      const row = await insertIdDocument(trx, {
        userId,
        documentType,
        fileName,
        contentType: image.contentType,
        // What she sent (under 1 MB by the rule), not what is kept: the stored image is re-encoded from it.
        byteSize: bytes.length,
        sha256: createHash('sha256').update(bytes).digest(),
      });
      await idDocumentUploaded(trx, {
        userId,
        profileId: member.profile_id,
        documentId: row.id,
        documentType,
        email: decryptOrNull(crypto, member.email_encrypted) ?? '',
        firstName: member.first_name,
        lastName: member.last_name,
      });
      return { status: 'success', document: toIdDocument(row) };
    });
  } catch (error) {
    if (stored !== undefined) await removeAreaImage(files, 'id-proofs', stored);
    throw error;
  }
}
