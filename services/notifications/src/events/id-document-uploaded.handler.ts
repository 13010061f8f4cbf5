// IdDocumentUploaded: tell the member her ID is under review, and tell the admins there is an ID to review.
import { on } from '@golightly/events';
import { IdDocumentUploadedSchema } from '@golightly/proto';
import { mailIdDocumentReceived } from '../app/verification-emails';
import type { NotificationsConfig } from '../config';

export const idDocumentUploaded = (config: NotificationsConfig) =>
  on(IdDocumentUploadedSchema, (event, trx) => mailIdDocumentReceived(trx, config, event, event.message));
