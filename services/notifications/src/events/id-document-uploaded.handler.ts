// IdDocumentUploaded: tell the member her ID is under review, and tell the admins there is an ID to review.
import { on } from '@golightly/events';
import { IdDocumentUploadedSchema } from '@golightly/proto';
import type { NotificationsConfig } from '../config';
import { idUnderReview, idUploadedAdmin } from '../domain/emails/catalogue/verification';
import { mail } from './mail';

export const idDocumentUploaded = ({ siteUrl, adminEmail }: NotificationsConfig) =>
  on(IdDocumentUploadedSchema, async (event, trx) => {
    const upload = event.message;
    await mail(trx, {
      eventId: event.id,
      definition: idUnderReview,
      data: { firstName: upload.firstName, documentType: upload.documentType },
      to: upload.email,
      siteUrl,
    });
    await mail(trx, {
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
  });
