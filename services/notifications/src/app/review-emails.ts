// The review e-mails (issue 17 item 4): a member's new review tells the admins (spec 001 §6, "new reviews":
// newReviewToAdmin), with the stay and what she wrote, from ReviewPublished alone. An admin's own review tells no
// one. Queued in the event's transaction under its id, so a redelivered event sends nothing twice.
import type { Knex } from '@golightly/db';
import { findMemberContact } from '../db/member-contacts';
import { findStayListing } from '../db/stay-listings';
import { findEmail } from '../domain/emails/catalogue';
import type { StayData } from '../domain/emails/catalogue/stays-shared';
import { listingTitle, UNKNOWN_HOST_NAME } from '../domain/hosting-mail';
import { UNKNOWN_GUEST_NAME } from './booking-emails';
import { mailer, type EventFact, type MailSettings } from './email-queue';

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
  const definition = findEmail('newReviewToAdmin');
  if (!definition) throw new Error("the e-mail catalogue has no 'newReviewToAdmin'");
  const [guest, host, listing] = await Promise.all([
    findMemberContact(trx, stay.guestUserId),
    findMemberContact(trx, stay.hostUserId),
    findStayListing(trx, review.listId),
  ]);
  const reservationId = Number(review.reservationId);
  const data: StayData & { reviewerRole: 'guest' | 'host'; rating: number; reviewText: string } = {
    reservationId,
    confirmationCode: stay.confirmationCode,
    listId: review.listId,
    listTitle: listingTitle(review.listingTitle, review.listId),
    city: listing?.city ?? '',
    checkIn: stay.checkIn,
    checkOut: stay.checkOut,
    guests: {
      women: stay.guestWomen + stay.guestOthers,
      men: stay.guestMen,
      children: stay.guestChildren,
      infants: stay.guestInfants,
      pets: stay.pets,
    },
    // The notice prints no amount: a review is not about money.
    currency: listing?.currency ?? '',
    total: 0,
    threadId: reservationId,
    guestName: guest?.firstName.trim() || UNKNOWN_GUEST_NAME,
    guestProfileId: guest?.profileId ?? 0,
    hostName: host?.firstName.trim() || UNKNOWN_HOST_NAME,
    hostProfileId: host?.profileId ?? 0,
    reviewerRole: review.authorRole,
    rating: review.rating,
    reviewText: review.reviewText,
  };
  await mailer(trx, settings, event)(definition, settings.adminEmail, data);
}
