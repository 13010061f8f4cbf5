// ReviewPublished (bookings-payments): the admins hear of a member's new review.
import { on } from '@golightly/events';
import { ReviewPublishedSchema } from '@golightly/proto';
import { mailReviewPublished } from '../app/review-emails';
import type { NotificationsConfig } from '../config';

export const reviewPublished = (config: NotificationsConfig) =>
  on(ReviewPublishedSchema, (event, trx) => mailReviewPublished(trx, config, event, event.message));
