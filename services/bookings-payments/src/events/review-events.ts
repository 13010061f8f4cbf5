// What bookings-payments tells the club about reviews (review_events.proto), written to the outbox in the caller's
// transaction, each with the listing's rating as it stands after the change.
import type { Knex } from '@golightly/db';
import { publish } from '@golightly/events';
import { ReviewChangedSchema, ReviewPublishedSchema, ReviewRemovedSchema } from '@golightly/proto';
import type { ReservationDetails } from '../db/reservations';
import type { ListingRatingRow } from '../db/reviews';
import type { ReviewRecord } from '../domain/review';
import { PRODUCER } from './publish';

const ratingOf = (rating: ListingRatingRow) => ({
  reviewsCount: rating.count,
  reviewsSum: rating.sum,
  version: BigInt(rating.version),
});

/** A member's review carries its stay, for the admins' e-mail; an admin's has none. */
export const reviewPublished = (
  trx: Knex.Transaction,
  review: ReviewRecord,
  listingTitle: string,
  rating: ListingRatingRow,
  stay: ReservationDetails | null = null,
) =>
  publish(trx, {
    producer: PRODUCER,
    schema: ReviewPublishedSchema,
    data: {
      listingKey: String(review.listId),
      reviewId: String(review.id),
      listId: review.listId,
      reservationId: review.reservationId === null ? '' : String(review.reservationId),
      authorRole: review.authorRole,
      authorUserId: review.authorRole === 'admin' ? '' : review.authorId,
      subjectUserId: review.subjectId ?? '',
      rating: review.rating,
      listingTitle,
      listingRating: ratingOf(rating),
      reviewText: review.text,
      ...(stay
        ? {
            stay: {
              confirmationCode: stay.confirmationCode,
              checkIn: stay.checkIn,
              checkOut: stay.checkOut,
              guestUserId: stay.guestId,
              hostUserId: stay.hostId,
              guestWomen: stay.guests.women,
              guestMen: stay.guests.men,
              guestChildren: stay.guests.children,
              guestInfants: stay.guests.infants,
              guestOthers: stay.guests.others,
              pets: stay.pets,
            },
          }
        : {}),
    },
  });

export const reviewChanged = (trx: Knex.Transaction, review: ReviewRecord, rating: ListingRatingRow) =>
  publish(trx, {
    producer: PRODUCER,
    schema: ReviewChangedSchema,
    data: {
      listingKey: String(review.listId),
      reviewId: String(review.id),
      listId: review.listId,
      rating: review.rating,
      hidden: review.hidden,
      listingRating: ratingOf(rating),
    },
  });

export const reviewRemoved = (trx: Knex.Transaction, review: ReviewRecord, rating: ListingRatingRow) =>
  publish(trx, {
    producer: PRODUCER,
    schema: ReviewRemovedSchema,
    data: {
      listingKey: String(review.listId),
      reviewId: String(review.id),
      listId: review.listId,
      listingRating: ratingOf(rating),
    },
  });
