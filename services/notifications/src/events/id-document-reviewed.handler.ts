// IdDocumentReviewed: tell the member what the admin decided; failed and flagged documents reach the admins too.
import { on } from '@golightly/events';
import { IdDocumentReviewedSchema, IdDocumentStatus } from '@golightly/proto';
import { mailIdDocumentReview, type ReviewOutcome } from '../app/verification-emails';
import type { NotificationsConfig } from '../config';

const OUTCOMES: Partial<Record<IdDocumentStatus, ReviewOutcome>> = {
  [IdDocumentStatus.APPROVED]: 'approved',
  [IdDocumentStatus.REJECTED]: 'rejected',
  [IdDocumentStatus.FLAGGED]: 'flagged',
};

export const idDocumentReviewed = (config: NotificationsConfig) =>
  on(IdDocumentReviewedSchema, (event, trx) =>
    mailIdDocumentReview(trx, config, event, {
      ...event.message,
      outcome: OUTCOMES[event.message.status] ?? 'other',
    }),
  );
