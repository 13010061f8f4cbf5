// Use cases: the identity documents a member sees of her own, and the admins' review queue (spec 000 §6-7).
import type { Knex } from '@golightly/db';
import { listIdDocumentsForReview, listOwnIdDocuments, toIdDocument, type IdDocumentView } from '../db/profile';
import { ID_DOCUMENT_MESSAGES, parseDocumentStatus, reviewPage } from '../domain/id-documents';

/** Her own documents, newest first. */
export async function myIdDocuments(db: Knex, userId: string): Promise<IdDocumentView[]> {
  return (await listOwnIdDocuments(db, userId)).map(toIdDocument);
}

export interface ReviewQueueInput {
  /** pending, approved, rejected or flagged; none for all. */
  status?: string | null;
  /** 1-based. */
  currentPage?: number | null;
}

export type ReviewQueueResult =
  { status: 'listed'; count: number; results: IdDocumentView[] } | { status: 'invalidStatus'; message: string };

/** A page of documents for an admin with ID proof verification (checked by the caller's privilege mark). */
export async function idDocumentsForReview(db: Knex, input: ReviewQueueInput): Promise<ReviewQueueResult> {
  const status = input.status ? parseDocumentStatus(input.status) : null;
  if (input.status && status === null) return { status: 'invalidStatus', message: ID_DOCUMENT_MESSAGES.listStatus };
  const { count, rows } = await listIdDocumentsForReview(db, { status, ...reviewPage(input.currentPage) });
  return { status: 'listed', count, results: rows.map(toIdDocument) };
}
