// The review calls (issue 17 item 4): thin, each parses its input, calls one use case and maps its outcome. Admin
// fields take their actor from their own @adminPrivilege mark (adminActorFor), for the admin log.
import { adminActorFor, requireMember, type ServiceContext } from '@golightly/service-kit';
import {
  adminEditReview,
  adminWriteReview,
  listAdminReviews,
  readAdminReview,
  removeReview,
  setReviewHidden,
} from '../app/admin-reviews';
import { listingReviews, myReviews, reviewsAbout } from '../app/review-reads';
import { readReviewWriteState, writeReview, type ReviewOutcome } from '../app/write-review';
import type { ReviewRecord } from '../domain/review';
import type { MutationResolvers, QueryResolvers, UserResolvers } from './gen/resolver-types';
import { reservationView } from './reservation-resolvers';

export function reviewView(review: ReviewRecord) {
  return {
    id: review.id,
    listing: { id: review.listId },
    listId: review.listId,
    reservationId: review.reservationId,
    authorRole: review.authorRole,
    author: review.authorRole === 'admin' ? null : { id: review.authorId },
    authorName: review.authorName,
    subject: review.subjectId ? { id: review.subjectId } : null,
    rating: review.rating,
    text: review.text,
    hidden: review.hidden,
    createdAt: review.createdAt.toISOString(),
  };
}

const pageView = (page: { count: number; results: ReviewRecord[] }) => ({
  count: page.count,
  results: page.results.map(reviewView),
});

function answer(outcome: ReviewOutcome) {
  if (outcome.status === 'success') {
    return {
      status: 'success',
      errorMessage: null,
      fieldErrors: [],
      review: outcome.review && reviewView(outcome.review),
    };
  }
  return {
    status: outcome.status,
    errorMessage: outcome.errorMessage,
    fieldErrors: outcome.status === 'invalid' ? outcome.fieldErrors : [],
    review: null,
  };
}

const callerOf = (ctx: ServiceContext) => ({ identity: ctx.identity, clientIp: ctx.clientIp });

export const reviewQueries: Pick<
  QueryResolvers,
  | 'reviewWriteState'
  | 'myReviews'
  | 'memberReviews'
  | 'listingReviews'
  | 'adminReviews'
  | 'adminReview'
  | 'adminUserReviews'
> = {
  reviewWriteState: async (_parent, args, ctx) => {
    requireMember(ctx.identity);
    const { state, reservation } = await readReviewWriteState(ctx.db, callerOf(ctx), args.reservationId);
    return {
      status: state.kind,
      message: state.kind === 'open' ? null : state.message,
      side: state.side,
      reservation: reservation && reservationView(reservation),
    };
  },
  myReviews: async (_parent, _args, ctx) => {
    const userId = requireMember(ctx.identity);
    const mine = await myReviews(ctx.db, userId);
    return {
      aboutMe: mine.aboutMe.map(reviewView),
      byMe: mine.byMe.map(reviewView),
      pending: mine.pending.map((stay) => ({ ...stay, listing: { id: stay.listId } })),
    };
  },
  memberReviews: async (_parent, args, ctx) => {
    requireMember(ctx.identity);
    return (await reviewsAbout(ctx.db, args.userId)).map(reviewView);
  },
  listingReviews: async (_parent, args, ctx) =>
    pageView(await listingReviews(ctx.db, args.listId, args.page ?? 1, args.pageSize ?? 10)),
  adminReviews: async (_parent, args, ctx) =>
    pageView(await listAdminReviews(ctx.db, 'admin', args.page ?? 1, args.pageSize ?? 20)),
  adminReview: async (_parent, args, ctx) => {
    const review = await readAdminReview(ctx.db, args.reviewId);
    return review && reviewView(review);
  },
  adminUserReviews: async (_parent, args, ctx) =>
    pageView(await listAdminReviews(ctx.db, 'members', args.page ?? 1, args.pageSize ?? 20)),
};

export const reviewMutations: Pick<
  MutationResolvers,
  | 'writeReview'
  | 'adminWriteReview'
  | 'adminEditReview'
  | 'adminSetReviewHidden'
  | 'adminDeleteReview'
  | 'setUserReviewHidden'
  | 'deleteUserReview'
> = {
  writeReview: async (_parent, args, ctx) => {
    requireMember(ctx.identity);
    return answer(await writeReview(ctx.db, callerOf(ctx), args.reservationId, args));
  },
  adminWriteReview: async (_parent, args, ctx, info) =>
    answer(await adminWriteReview(ctx.db, adminActorFor(ctx, info), args.listId, args)),
  adminEditReview: async (_parent, args, ctx, info) =>
    answer(await adminEditReview(ctx.db, adminActorFor(ctx, info), args.reviewId, args)),
  adminSetReviewHidden: async (_parent, args, ctx, info) =>
    answer(await setReviewHidden(ctx.db, adminActorFor(ctx, info), 'admin', args.reviewId, args.hidden)),
  adminDeleteReview: async (_parent, args, ctx, info) =>
    answer(await removeReview(ctx.db, adminActorFor(ctx, info), 'admin', args.reviewId)),
  setUserReviewHidden: async (_parent, args, ctx, info) =>
    answer(await setReviewHidden(ctx.db, adminActorFor(ctx, info), 'members', args.reviewId, args.hidden)),
  deleteUserReview: async (_parent, args, ctx, info) =>
    answer(await removeReview(ctx.db, adminActorFor(ctx, info), 'members', args.reviewId)),
};

export const userReviewFields: Pick<UserResolvers, 'reviews'> = {
  reviews: async (user, _args, ctx) => {
    requireMember(ctx.identity);
    return (await reviewsAbout(ctx.db, user.id)).map(reviewView);
  },
};
