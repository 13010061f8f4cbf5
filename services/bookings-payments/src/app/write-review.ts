// A guest or host reviews her completed stay (issue 17 item 4, decision 0057): ownership and the stay's state are
// checked on the locked reservation before anything is written; one review a side, whatever the concurrency (the
// unique index refuses the second); the review and its ReviewPublished are saved together.
import type { Knex } from '@golightly/db';
import { checkReview, REVIEW_TEXTS, type ReviewFieldError, type ReviewInput } from '@golightly/stay-rules';
import { findReservationDetails, lockReservation, type ReservationDetails } from '../db/reservations';
import { insertReview, nextListingRating, writtenSides } from '../db/reviews';
import { reviewWriteState, type ReviewRecord, type ReviewSide } from '../domain/review';
import { reviewPublished } from '../events/review-events';
import type { ReservationCaller } from './reservation-deps';

export type ReviewOutcome =
  | { status: 'success'; review: ReviewRecord | null }
  | { status: 'invalid'; errorMessage: string; fieldErrors: ReviewFieldError[] }
  | { status: 'notFound' | 'notYetCheckedOut' | 'alreadyReviewed' | 'forbidden'; errorMessage: string };

export const invalidReview = (fieldErrors: ReviewFieldError[]): ReviewOutcome => ({
  status: 'invalid',
  errorMessage: fieldErrors[0]!.message,
  fieldErrors,
});

/** Whether she may review the stay now: what /review/write/{reservationId} shows before the form. */
export async function readReviewWriteState(db: Knex, caller: ReservationCaller, reservationId: number) {
  const reservation = await findReservationDetails(db, reservationId);
  const sides = reservation ? await writtenSides(db, reservationId) : [];
  const state = reviewWriteState(reservation, caller.identity, sides);
  return { state, reservation: state.kind === 'notFound' ? null : (reservation as ReservationDetails) };
}

export async function writeReview(
  db: Knex,
  caller: ReservationCaller,
  reservationId: number,
  input: ReviewInput,
): Promise<ReviewOutcome> {
  return db.transaction(async (trx) => {
    const reservation = await lockReservation(trx, reservationId);
    const state = reviewWriteState(
      reservation,
      caller.identity,
      reservation ? await writtenSides(trx, reservationId) : [],
    );
    if (state.kind !== 'open') return { status: state.kind, errorMessage: state.message };
    // Ownership and state first, then the form: a stranger learns nothing from a form's refusal.
    const checked = checkReview(input);
    if (!checked.ok) return invalidReview(checked.errors);
    const stay = reservation!;
    const side: ReviewSide = state.side;
    const review = await insertReview(trx, {
      listId: stay.listingId,
      reservationId: stay.id,
      authorRole: side,
      authorId: caller.identity!.userId,
      subjectId: side === 'guest' ? stay.hostId : stay.guestId,
      ...checked.value,
    });
    if (!review) return { status: 'alreadyReviewed', errorMessage: REVIEW_TEXTS.alreadyReviewed };
    await reviewPublished(trx, review, stay.listingTitle, await nextListingRating(trx, stay.listingId), stay);
    return { status: 'success', review };
  });
}
