// Use case: an admin approves, rejects or flags a member's identity document; her identity counts as verified while
// one is approved (spec 000 §6).
import type { AdminActor } from '@golightly/service-kit';
import {
  findIdDocument,
  findProfileRow,
  refreshIdVerification,
  setIdDocumentReview,
  toIdDocument,
  type IdDocumentView,
} from '../db/profile';
import { checkReview, ID_DOCUMENT_MESSAGES } from '../domain/id-documents';
import { idDocumentReviewed } from '../events/publish';
import { logAdminAction } from './admin-log';
import { decryptOrNull } from './deps';
import type { DataDeps } from './caller';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface IdDocumentReview {
  documentId: string;
  /** approved, rejected or flagged. */
  status: string;
  /** What the member is told; optional. */
  message?: string | null;
}

export type ReviewIdDocumentResult =
  { status: 'success'; document: IdDocumentView } | { status: 'invalid' | 'notFound'; message: string };

const REVIEWED = { approved: 'Approved', rejected: 'Rejected', flagged: 'Flagged' } as const;
const DOCUMENT_WORDS: Record<string, string> = {
  passport: 'passport',
  drivingLicense: 'driving licence',
  nationalIdCard: 'national ID card',
  residencePermit: 'residence permit',
};

/**
 * Records the review and tells the member (IdDocumentReviewed), in one transaction with the document locked. The
 * admin log records it unless the document already had this status and message.
 */
export async function reviewIdDocument(
  deps: DataDeps,
  actor: AdminActor,
  input: IdDocumentReview,
): Promise<ReviewIdDocumentResult> {
  const review = checkReview(input.status, input.message);
  if (!review.ok) return { status: 'invalid', message: review.message };
  const notFound = { status: 'notFound', message: ID_DOCUMENT_MESSAGES.notFound } as const;
  if (!UUID.test(input.documentId)) return notFound;
  return deps.db.transaction(async (trx): Promise<ReviewIdDocumentResult> => {
    const document = await findIdDocument(trx, { id: input.documentId }, true);
    if (!document) return notFound;
    const { adminId } = actor;
    const changes = document.status !== review.status || (document.reviewMessage ?? null) !== review.message;
    await setIdDocumentReview(trx, document.id, { status: review.status, message: review.message, adminId });
    const isIdVerified = await refreshIdVerification(trx, document.userId);
    const member = await findProfileRow(trx, { userId: document.userId });
    await idDocumentReviewed(trx, {
      userId: document.userId,
      documentId: document.id,
      status: review.status,
      message: review.message,
      adminId,
      email: decryptOrNull(deps.crypto, member?.email_encrypted ?? null) ?? '',
      firstName: member?.first_name ?? '',
      lastName: member?.last_name ?? '',
      profileId: member?.profile_id ?? 0,
      documentType: document.documentType,
      isIdVerified,
    });
    if (changes) {
      const who = member ? `${member.first_name} ${member.last_name} (profile ${member.profile_id})` : 'a member';
      await logAdminAction(trx, actor, {
        action: `id_document.${review.status}`,
        area: 'people',
        recordType: 'id_document',
        recordId: document.id,
        summary: `${REVIEWED[review.status]} the ${DOCUMENT_WORDS[document.documentType] ?? 'identity document'} of ${who}`,
      });
    }
    return { status: 'success', document: toIdDocument((await findIdDocument(trx, { id: document.id }))!) };
  });
}
