// The review e-mails (issue 17 item 4): a member's new review tells the admins (spec 001 §6, "new reviews":
// newReviewToAdmin), with the stay and what she wrote, from ReviewPublished alone. An admin's own review tells no
// one. Queued in the event's transaction under its id, so a redelivered event sends nothing twice.
import type { Knex } from '@golightly/db';
import type { StayData } from '../domain/emails/catalogue/stays-shared';
import type { EventFact, MailSettings } from './email-queue';
import { openStayMail, type StayFacts } from './stay-mail';

/** A member's review as ReviewPublished tells it. */
export interface PublishedReview {
  reviewId: string;
  listId: number;
  listingTitle: string;
  reservationId: string;
  authorRole: string;
  rating: number;
  reviewText: string;
  stay?: {
    confirmationCode: string;
    checkIn: string;
    checkOut: string;
    guestUserId: string;
    hostUserId: string;
    guestWomen: number;
    guestMen: number;
    guestChildren: number;
    guestInfants: number;
    guestOthers: number;
    pets: number;
  };
}

export async function mailReviewPublished(
  trx: Knex.Transaction,
  settings: MailSettings,
  event: EventFact,
  review: PublishedReview,
): Promise<void> {
  const stay = review.stay;
  if ((review.authorRole !== 'guest' && review.authorRole !== 'host') || !stay) return;
  const facts: StayFacts = {
    reservationId: review.reservationId,
    confirmationCode: stay.confirmationCode,
    listId: review.listId,
    listingTitle: review.listingTitle,
    guestUserId: stay.guestUserId,
    hostUserId: stay.hostUserId,
    checkIn: stay.checkIn,
    checkOut: stay.checkOut,
    totalMinor: 0,
    currency: '',
    guests: {
      women: stay.guestWomen,
      men: stay.guestMen,
      children: stay.guestChildren,
      infants: stay.guestInfants,
      pets: stay.pets,
      others: stay.guestOthers,
    },
  };
  const { stay: shared, listing, send } = await openStayMail(trx, settings, event, facts);
  const data: StayData & { reviewerRole: 'guest' | 'host'; rating: number; reviewText: string } = {
    ...shared,
    // The notice prints no amount: a review is not about money.
    currency: listing?.currency ?? '',
    total: 0,
    reviewerRole: review.authorRole,
    rating: review.rating,
    reviewText: review.reviewText,
  };
  await send('newReviewToAdmin', 'admin', data);
}
