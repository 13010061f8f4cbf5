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
import { queueCatalogueEmail, type EventFact, type MailSettings } from './email-queue';

export interface IdDocumentOwner {
  email: string;
  firstName: string;
  lastName: string;
  profileId: number;
  documentType: string;
}

export async function mailIdDocumentReceived(
  trx: Knex.Transaction,
  { siteUrl, adminEmail }: MailSettings,
  event: EventFact,
  upload: IdDocumentOwner,
): Promise<void> {
  await queueCatalogueEmail(trx, {
    eventId: event.id,
    definition: idUnderReview,
    data: { firstName: upload.firstName, documentType: upload.documentType },
    to: upload.email,
    siteUrl,
  });
  await queueCatalogueEmail(trx, {
    eventId: event.id,
    definition: idUploadedAdmin,
    data: {
      name: `${upload.firstName} ${upload.lastName}`.trim(),
      email: upload.email,
      profileId: upload.profileId,
      documentType: upload.documentType,
    },
    to: adminEmail,
    siteUrl,
  });
}

export type ReviewOutcome = 'approved' | 'rejected' | 'flagged' | 'other';

/** She hears what the admin decided, with the admin's message; a rejection or a flag is told to the admins too. */
export async function mailIdDocumentReview(
  trx: Knex.Transaction,
  { siteUrl, adminEmail }: MailSettings,
  event: EventFact,
  review: IdDocumentOwner & { outcome: ReviewOutcome; message: string },
): Promise<void> {
  const data = { firstName: review.firstName, documentType: review.documentType, message: review.message };
  const request = { eventId: event.id, to: review.email, siteUrl };
  if (review.outcome === 'approved') {
    await queueCatalogueEmail(trx, { ...request, definition: documentApproved, data });
    return;
  }
  if (review.outcome === 'other') return;
  const status = review.outcome;
  await queueCatalogueEmail(trx, {
    ...request,
    definition: status === 'rejected' ? documentRejected : documentFlagged,
    data,
  });
  await queueCatalogueEmail(trx, {
    eventId: event.id,
    definition: documentFailedAdmin,
    data: {
      name: `${review.firstName} ${review.lastName}`.trim(),
      email: review.email,
      profileId: review.profileId,
      documentType: review.documentType,
      status,
      message: review.message,
    },
    to: adminEmail,
    siteUrl,
  });
}

export async function mailPhoneCode(
  trx: Knex.Transaction,
  { siteUrl }: MailSettings,
  event: EventFact,
  request: { email: string; firstName: string; code: string; phoneNumber: string; expiresAt: string },
): Promise<void> {
  if (!request.email) return;
  await queueCatalogueEmail(trx, {
    eventId: event.id,
    definition: phoneVerificationCode,
    data: {
      firstName: request.firstName,
      code: request.code,
      phoneNumber: request.phoneNumber,
      expiresAt: request.expiresAt,
    },
    to: request.email,
    siteUrl,
  });
}
