// Reviews of stays (decision 0057): who may review a stay, when, and who sees a review. No I/O.
import type { Identity } from '@golightly/service-kit';
import { REVIEW_TEXTS } from '@golightly/stay-rules';
import type { ReservationRecord } from './reservation';

export type ReviewAuthorRole = 'guest' | 'host' | 'admin';
export type ReviewSide = Exclude<ReviewAuthorRole, 'admin'>;

/** The admin pages of spec 000 §6: Manage Admin Reviews (19) and Manage User Reviews (18); the SDL names the same. */
export const ADMIN_REVIEW_URLS = {
  list: '/siteadmin/reviews',
  write: '/siteadmin/write-reviews',
  edit: '/siteadmin/edit-review/{reviewId}',
  members: '/siteadmin/user-reviews',
} as const;

export interface ReviewRecord {
  id: number;
  listId: number;
  reservationId: number | null;
  authorRole: ReviewAuthorRole;
  authorId: string;
  subjectId: string | null;
  authorName: string;
  rating: number;
  text: string;
  hidden: boolean;
  createdAt: Date;
  updatedAt: Date;
}

/** The side she writes for: the guest reviews the home and its host, the host (or her co-host) reviews the guest. */
export function reviewSideOf(
  reservation: Pick<ReservationRecord, 'guestId' | 'hostId'>,
  identity: Identity | null,
): ReviewSide | null {
  if (!identity || identity.admin) return null;
  if (identity.userId === reservation.hostId) return 'host';
  if (identity.userId === reservation.guestId && !identity.coHost) return 'guest';
  return null;
}

/** A stay is reviewed once it is over: the sweeper completes it at check-out (decision 0048). */
export const isReviewable = (reservation: Pick<ReservationRecord, 'reservationState'>): boolean =>
  reservation.reservationState === 'completed';

export type ReviewWriteState =
  | { kind: 'open'; side: ReviewSide }
  | { kind: 'notFound' | 'notYetCheckedOut' | 'alreadyReviewed'; side: ReviewSide | null; message: string };

/** Whether she may write her review of the stay now, and if not, the sentence that says why. */
export function reviewWriteState(
  reservation: Pick<ReservationRecord, 'guestId' | 'hostId' | 'reservationState'> | undefined,
  identity: Identity | null,
  writtenSides: readonly ReviewSide[],
): ReviewWriteState {
  const side = reservation ? reviewSideOf(reservation, identity) : null;
  // A stranger reads the same as a missing stay, so she learns nothing about it.
  if (!reservation || !side) return { kind: 'notFound', side: null, message: REVIEW_TEXTS.notFound };
  if (writtenSides.includes(side)) return { kind: 'alreadyReviewed', side, message: REVIEW_TEXTS.alreadyReviewed };
  if (!isReviewable(reservation)) return { kind: 'notYetCheckedOut', side, message: REVIEW_TEXTS.notYetCheckedOut };
  return { kind: 'open', side };
}

/** Whether a review counts in its listing's rating: a visible review of the home (a guest's or an admin's). */
export const countsForListing = (review: Pick<ReviewRecord, 'authorRole' | 'hidden'>): boolean =>
  review.authorRole !== 'host' && !review.hidden;
