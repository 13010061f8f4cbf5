// Use case: a member uploads an identity document for the admins to review (spec 000 §6); the admins are told.
import { createHash } from 'node:crypto';
import {
  countDocumentsAwaitingReview,
  findProfileRow,
  insertIdDocument,
  toIdDocument,
  type IdDocumentView,
} from '../db/profile';
import { ID_DOCUMENT_MESSAGES, mayUploadAnother, parseDocumentType } from '../domain/id-documents';
import { checkImage } from '../domain/images';
import { idDocumentUploaded } from '../events/publish';
import { fileKey, newFileName, type FileStore } from '../files/file-store';
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
 * With her row locked, counts her documents awaiting review (at most three), stores the file, records it and
 * publishes IdDocumentUploaded; the file is removed again when the transaction fails.
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
  const image = checkImage(bytes);
  if (!image.ok) return { status: 'invalid', tooLarge: image.reason === 'tooLarge', message: image.message };

  const fileName = newFileName(image.extension);
  const key = fileKey('id-proofs', fileName);
  let stored = false;
  try {
    return await db.transaction(async (trx): Promise<UploadIdDocumentResult> => {
      const member = await findProfileRow(trx, { userId }, true);
      if (!member) return { status: 'accountGone' };
      if (!mayUploadAnother(await countDocumentsAwaitingReview(trx, userId))) {
        return { status: 'tooManyWaiting', message: ID_DOCUMENT_MESSAGES.tooManyWaiting };
      }
      await files.put(key, bytes, image.contentType);
      stored = true;
      const row = await insertIdDocument(trx, {
        userId,
        documentType,
        fileName,
        contentType: image.contentType,
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
    if (stored) await files.delete(key);
    throw error;
  }
}
