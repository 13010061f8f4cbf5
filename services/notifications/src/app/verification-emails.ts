// E-mails of verification: an ID document received and reviewed (the admins told of uploads and failures, spec 001
// §6, §8), and the phone code, which e-mail carries since the club has no SMS sender (decision 0009). Each runs in
// the transaction of the event it answers.
import type { Knex } from '@golightly/db';
import {
  documentApproved,
  documentFailedAdmin,
  documentFlagged,
  documentRejected,
  idUnderReview,
  idUploadedAdmin,
  phoneVerificationCode,
} from '../domain/emails/catalogue/verification';
import { mailer, memberNotice, type EventFact, type MailSettings } from './email-queue';

export interface IdDocumentOwner {
  email: string;
  firstName: string;
  lastName: string;
  profileId: number;
  documentType: string;
}

export async function mailIdDocumentReceived(
  trx: Knex.Transaction,
  settings: MailSettings,
  event: EventFact,
  upload: IdDocumentOwner,
): Promise<void> {
  const mail = mailer(trx, settings, event);
  const { firstName, documentType } = upload;
  await mail(idUnderReview, upload.email, { firstName, documentType });
  await mail(idUploadedAdmin, settings.adminEmail, { ...memberNotice(upload), documentType });
}

export type ReviewOutcome = 'approved' | 'rejected' | 'flagged' | 'other';

/** She hears what the admin decided, with the admin's message; a rejection or a flag is told to the admins too. */
export async function mailIdDocumentReview(
  trx: Knex.Transaction,
  settings: MailSettings,
  event: EventFact,
  review: IdDocumentOwner & { outcome: ReviewOutcome; message: string },
): Promise<void> {
  const mail = mailer(trx, settings, event);
  const { firstName, documentType, message, outcome } = review;
  const data = { firstName, documentType, message };
  if (outcome === 'approved') return mail(documentApproved, review.email, data);
  if (outcome === 'other') return;
  await mail(outcome === 'rejected' ? documentRejected : documentFlagged, review.email, data);
  await mail(documentFailedAdmin, settings.adminEmail, {
    ...memberNotice(review),
    documentType,
    status: outcome,
    message,
  });
}

export async function mailPhoneCode(
  trx: Knex.Transaction,
  settings: MailSettings,
  event: EventFact,
  request: { email: string; firstName: string; code: string; phoneNumber: string; expiresAt: string },
): Promise<void> {
  if (!request.email) return;
  const mail = mailer(trx, settings, event);
  const { firstName, code, phoneNumber, expiresAt } = request;
  await mail(phoneVerificationCode, request.email, { firstName, code, phoneNumber, expiresAt });
}
