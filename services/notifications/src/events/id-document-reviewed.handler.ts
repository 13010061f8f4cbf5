// IdDocumentReviewed: tell the member what the admin decided, with her message; failed and flagged documents are
// also told to the admins (spec 001 §6, §8).
import { on } from '@golightly/events';
import { IdDocumentReviewedSchema, IdDocumentStatus } from '@golightly/proto';
import type { NotificationsConfig } from '../config';
import {
  documentApproved,
  documentFailedAdmin,
  documentFlagged,
  documentRejected,
} from '../domain/emails/catalogue/verification';
import { mail } from './mail';

export const idDocumentReviewed = ({ siteUrl, adminEmail }: NotificationsConfig) =>
  on(IdDocumentReviewedSchema, async (event, trx) => {
    const review = event.message;
    const data = { firstName: review.firstName, documentType: review.documentType, message: review.message };
    const request = { eventId: event.id, to: review.email, siteUrl };
    if (review.status === IdDocumentStatus.APPROVED) {
      await mail(trx, { ...request, definition: documentApproved, data });
      return;
    }
    if (review.status !== IdDocumentStatus.REJECTED && review.status !== IdDocumentStatus.FLAGGED) return;
    const status = review.status === IdDocumentStatus.REJECTED ? 'rejected' : 'flagged';
    await mail(trx, { ...request, definition: status === 'rejected' ? documentRejected : documentFlagged, data });
    await mail(trx, {
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
  });
