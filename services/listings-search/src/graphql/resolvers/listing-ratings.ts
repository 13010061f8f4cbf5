// reviewsCount and reviewsStarRating of a listing, its search card and its map marker (spec 000 §3), from the
// listing_ratings read-model (decision 0057). One query per request answers every listing on a page: the ids asked
// for in the same tick are read together.
import type { Knex } from '@golightly/db';
import type { ServiceContext } from '@golightly/service-kit';
import { starRatingOf } from '@golightly/stay-rules';
import { findListingRatings } from '../../db/listing-ratings';
import type { ListingResolvers, SearchMapMarkerResolvers, SearchResultListingResolvers } from '../gen/resolver-types';

type Rating = { count: number; sum: number };
const NONE: Rating = { count: 0, sum: 0 };

/** Per request: the ratings asked for, read in one batch on the next tick. */
class RatingBatch {
  private readonly asked = new Map<number, Promise<Rating>>();
  private pending: { ids: number[]; found: Promise<Map<number, Rating>> } | null = null;

  constructor(private readonly db: Knex) {}

  of(listId: number): Promise<Rating> {
    const known = this.asked.get(listId);
    if (known) return known;
    const batch = this.pending ?? this.startBatch();
    batch.ids.push(listId);
    const answer = batch.found.then((found) => found.get(listId) ?? NONE);
    this.asked.set(listId, answer);
    return answer;
  }

  private startBatch() {
    const ids: number[] = [];
    const found = new Promise<Map<number, Rating>>((resolve, reject) =>
      process.nextTick(() => {
        this.pending = null;
        findListingRatings(this.db, ids).then(resolve, reject);
      }),
    );
    this.pending = { ids, found };
    return this.pending;
  }
}

const batches = new WeakMap<ServiceContext, RatingBatch>();
function ratingOf(ctx: ServiceContext, listId: number): Promise<Rating> {
  let batch = batches.get(ctx);
  if (!batch) {
    batch = new RatingBatch(ctx.db);
    batches.set(ctx, batch);
  }
  return batch.of(listId);
}

const count = async (parent: { id: number }, _args: unknown, ctx: ServiceContext) =>
  (await ratingOf(ctx, parent.id)).count;
const stars = async (parent: { id: number }, _args: unknown, ctx: ServiceContext) => {
  const rating = await ratingOf(ctx, parent.id);
  return starRatingOf(rating.count, rating.sum);
};

export const listingRatingResolvers: {
  Listing: Pick<ListingResolvers, 'reviewsCount' | 'reviewsStarRating'>;
  SearchResultListing: Pick<SearchResultListingResolvers, 'reviewsCount' | 'reviewsStarRating'>;
  SearchMapMarker: Pick<SearchMapMarkerResolvers, 'ratings'>;
} = {
  Listing: { reviewsCount: count, reviewsStarRating: stars },
  SearchResultListing: { reviewsCount: count, reviewsStarRating: stars },
  SearchMapMarker: { ratings: stars },
};
