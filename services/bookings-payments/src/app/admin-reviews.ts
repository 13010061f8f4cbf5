// Admins and reviews (issue 17 item 4, decision 0057). Manage Admin Reviews (privilege 19) writes, edits, hides and
// deletes the reviews admins sign; Manage User Reviews (privilege 18) hides, shows and deletes members' reviews and
// never rewrites a member's words. Each change, its admin-log entry and its event are saved in one transaction.
import type { Knex } from '@golightly/db';
import { recordAdminAction, type AdminActionActor } from '@golightly/events';
import { checkReview, REVIEW_TEXTS, type ReviewInput } from '@golightly/stay-rules';
import { findListingNames } from '../db/listing-terms';
import {
  deleteReview,
  insertReview,
  listReviews,
  lockReview,
  nextListingRating,
  updateReview,
  findReview,
} from '../db/reviews';
import type { ReviewRecord } from '../domain/review';
import { reviewChanged, reviewPublished, reviewRemoved } from '../events/review-events';
import { PRODUCER } from '../events/publish';
import { invalidReview, type ReviewOutcome } from './write-review';

/** Whose reviews a screen manages: the ones admins wrote (19) or members' (18). */
export type ReviewScope = 'admin' | 'members';

const AUTHOR_NAME_MAX = 100;
const inScope = (review: ReviewRecord, scope: ReviewScope) =>
  scope === 'admin' ? review.authorRole === 'admin' : review.authorRole !== 'admin';
const notFound: ReviewOutcome = { status: 'notFound', errorMessage: REVIEW_TEXTS.reviewNotFound };
const clip = (text: string) => (Array.from(text).length > 80 ? `${Array.from(text).slice(0, 79).join('')}…` : text);

function checkAdminReview(input: ReviewInput & { authorName: string }) {
  const checked = checkReview(input);
  const authorName = input.authorName.trim();
  if (!checked.ok) return checked;
  if (Array.from(authorName).length > AUTHOR_NAME_MAX) {
    return {
      ok: false as const,
      errors: [{ field: 'text' as const, message: `The name can be at most ${AUTHOR_NAME_MAX} characters.` }],
    };
  }
  return { ok: true as const, value: { ...checked.value, authorName: authorName || 'Go Lightly' } };
}

export const listAdminReviews = (db: Knex, scope: ReviewScope, page = 1, pageSize = 20) =>
  listReviews(
    db,
    scope === 'admin' ? { authorRole: 'admin', includeHidden: true } : { membersOnly: true, includeHidden: true },
    page,
    Math.min(Math.max(pageSize, 1), 100),
  );

export async function readAdminReview(db: Knex, id: number): Promise<ReviewRecord | null> {
  const review = await findReview(db, id);
  return review && inScope(review, 'admin') ? review : null;
}

export async function adminWriteReview(
  db: Knex,
  actor: AdminActionActor,
  listId: number,
  input: ReviewInput & { authorName: string },
): Promise<ReviewOutcome> {
  const checked = checkAdminReview(input);
  if (!checked.ok) return invalidReview(checked.errors);
  return db.transaction(async (trx) => {
    const listing = await findListingNames(trx, listId);
    if (!listing) return { status: 'notFound', errorMessage: REVIEW_TEXTS.listingNotFound };
    const review = (await insertReview(trx, {
      listId,
      reservationId: null,
      authorRole: 'admin',
      authorId: actor.adminId,
      subjectId: null,
      ...checked.value,
    }))!;
    await reviewPublished(trx, review, listing.title, await nextListingRating(trx, listId));
    await recordAdminAction(trx, PRODUCER, actor, {
      action: 'review.written',
      area: 'reviews',
      recordType: 'review',
      recordId: String(review.id),
      summary: `Wrote a ${review.rating}-star review of listing ${listId} as "${review.authorName}": ${clip(review.text)}`,
    });
    return { status: 'success', review };
  });
}

export async function adminEditReview(
  db: Knex,
  actor: AdminActionActor,
  id: number,
  input: ReviewInput & { authorName: string },
): Promise<ReviewOutcome> {
  const checked = checkAdminReview(input);
  if (!checked.ok) return invalidReview(checked.errors);
  return db.transaction(async (trx) => {
    const before = await lockReview(trx, id);
    if (!before || !inScope(before, 'admin')) return notFound;
    const review = await updateReview(trx, id, checked.value);
    await reviewChanged(trx, review, await nextListingRating(trx, review.listId));
    await recordAdminAction(trx, PRODUCER, actor, {
      action: 'review.edited',
      area: 'reviews',
      recordType: 'review',
      recordId: String(id),
      summary: `Edited review ${id} of listing ${review.listId}: ${before.rating} → ${review.rating} stars`,
    });
    return { status: 'success', review };
  });
}

export async function setReviewHidden(
  db: Knex,
  actor: AdminActionActor,
  scope: ReviewScope,
  id: number,
  hidden: boolean,
): Promise<ReviewOutcome> {
  return db.transaction(async (trx) => {
    const before = await lockReview(trx, id);
    if (!before || !inScope(before, scope)) return notFound;
    if (before.hidden === hidden) return { status: 'success', review: before };
    const review = await updateReview(trx, id, { hidden });
    await reviewChanged(trx, review, await nextListingRating(trx, review.listId));
    await recordAdminAction(trx, PRODUCER, actor, {
      action: hidden ? 'review.hidden' : 'review.shown',
      area: 'reviews',
      recordType: 'review',
      recordId: String(id),
      summary: `${hidden ? 'Hid' : 'Showed again'} the ${review.authorRole}'s review ${id} of listing ${review.listId}`,
    });
    return { status: 'success', review };
  });
}

export async function removeReview(
  db: Knex,
  actor: AdminActionActor,
  scope: ReviewScope,
  id: number,
): Promise<ReviewOutcome> {
  return db.transaction(async (trx) => {
    const review = await lockReview(trx, id);
    if (!review || !inScope(review, scope)) return notFound;
    await deleteReview(trx, id);
    await reviewRemoved(trx, review, await nextListingRating(trx, review.listId));
    await recordAdminAction(trx, PRODUCER, actor, {
      action: 'review.deleted',
      area: 'reviews',
      recordType: 'review',
      recordId: String(id),
      summary: `Deleted the ${review.authorRole}'s ${review.rating}-star review ${id} of listing ${review.listId}: ${clip(review.text)}`,
    });
    return { status: 'success', review: null };
  });
}
