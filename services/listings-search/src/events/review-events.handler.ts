// ReviewPublished, ReviewChanged and ReviewRemoved (bookings-payments): each carries the listing's rating as it now
// stands, kept by version, so the listing page and search cards show reviewsCount and reviewsStarRating (decision
// 0057). An older version arriving late, or the same event twice, changes nothing.
import { on } from '@golightly/events';
import { ReviewChangedSchema, ReviewPublishedSchema, ReviewRemovedSchema } from '@golightly/proto';
import type { Knex } from '@golightly/db';
import { saveListingRating } from '../db/listing-ratings';

interface RatingEvent {
  listId: number;
  reviewId: string;
  listingRating?: { reviewsCount: number; reviewsSum: number; version: bigint };
}

async function keepRating(trx: Knex.Transaction, message: RatingEvent): Promise<void> {
  const rating = message.listingRating;
  if (
    !rating ||
    rating.reviewsCount < 0 ||
    rating.reviewsSum < rating.reviewsCount ||
    rating.reviewsSum > 5 * rating.reviewsCount
  ) {
    throw new Error(
      `review ${message.reviewId} on listing ${message.listId} needs a rating of 1 to 5 stars a review (got ${JSON.stringify(
        rating && { count: rating.reviewsCount, sum: rating.reviewsSum },
      )})`,
    );
  }
  await saveListingRating(trx, message.listId, {
    count: rating.reviewsCount,
    sum: rating.reviewsSum,
    version: rating.version,
  });
}

export const reviewPublished = on(ReviewPublishedSchema, (event, trx) => keepRating(trx, event.message));
export const reviewChanged = on(ReviewChangedSchema, (event, trx) => keepRating(trx, event.message));
export const reviewRemoved = on(ReviewRemovedSchema, (event, trx) => keepRating(trx, event.message));
