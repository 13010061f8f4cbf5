// The listing page's fields (decision 0037): the map point as the caller may see it (lat and lng too, so the pin never
// leaves the server for those who may not know the address), views over the past week, similar listings, the
// availability calendar, and counting a view.
import { publicError, type ServiceContext } from '@golightly/service-kit';
import { mapLocationOf } from '../../app/listing-location';
import { recordListingView, viewsLastWeek } from '../../app/listing-views';
import { readListingCalendar } from '../../app/read-calendar';
import { similarListings } from '../../app/similar-listings';
import type { MapLocation } from '../../domain/approximate-location';
import { viewerOf } from '../context';
import type { Resolvers } from '../gen/resolver-types';
import { toGraph, type ListingGraph } from '../listing-graph';

/** Each request's answers, so lat, lng and mapLocation of one listing cost one read (and at most one draw). */
const locations = new WeakMap<ServiceContext, Map<string, Promise<MapLocation | null>>>();

function locate(ctx: ServiceContext, listing: ListingGraph, asGuest: boolean): Promise<MapLocation | null> {
  let known = locations.get(ctx);
  if (!known) locations.set(ctx, (known = new Map()));
  const key = `${listing.id}:${asGuest}`;
  let answer = known.get(key);
  if (!answer) known.set(key, (answer = mapLocationOf({ db: ctx.db }, listing.record, listing.viewer, asGuest)));
  return answer;
}

export const listingPageResolvers: Resolvers = {
  Listing: {
    lat: async (listing, _args, ctx) => (await locate(ctx, listing, false))?.lat ?? null,
    lng: async (listing, _args, ctx) => (await locate(ctx, listing, false))?.lng ?? null,
    mapLocation: (listing, args, ctx) => locate(ctx, listing, args.asGuest ?? false),
    viewsLastWeek: (listing, _args, ctx) => viewsLastWeek({ db: ctx.db }, listing.id),
    similarListings: async (listing, _args, ctx) =>
      (await similarListings({ db: ctx.db }, listing.record)).map((similar) => toGraph(similar, listing.viewer)),
    calendar: async (listing, args, ctx) => {
      const answer = await readListingCalendar({ db: ctx.db }, listing.record, args.from, args.to);
      if (answer.status === 'invalid') throw publicError(answer.message, 'BAD_USER_INPUT');
      return answer.days;
    },
  },
  Mutation: {
    recordListingView: (_parent, args, ctx) =>
      recordListingView({ db: ctx.db }, viewerOf(ctx.identity), ctx.clientIp, args.listId),
  },
};
