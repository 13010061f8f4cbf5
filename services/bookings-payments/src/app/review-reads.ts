// What members read of reviews: a listing's, a member's public ones, and her own page (/user/reviews).
import type { Knex } from '@golightly/db';
import { listReviews, staysAwaitingReview } from '../db/reviews';

export const listingReviews = (db: Knex, listId: number, page = 1, pageSize = 10) =>
  listReviews(db, { listId, homeOnly: true }, page, Math.min(Math.max(pageSize, 1), 50));

/** Reviews members wrote about her that members may read. */
export const reviewsAbout = async (db: Knex, userId: string) =>
  (await listReviews(db, { subjectId: userId }, 1, 50)).results;

/** Her page: reviews about her, the ones she wrote (hidden ones too: they are hers), and the stays awaiting hers. */
export async function myReviews(db: Knex, userId: string) {
  const [aboutMe, byMe, pending] = await Promise.all([
    reviewsAbout(db, userId),
    listReviews(db, { authorId: userId, membersOnly: true, includeHidden: true }, 1, 50),
    staysAwaitingReview(db, userId),
  ]);
  return { aboutMe, byMe: byMe.results, pending };
}
