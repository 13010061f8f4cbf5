// SearchListing, CitySearchListing and ExploreMoreSearchListing (spec 000 §7; decision 0041): open to visitors and
// members alike; each parses its arguments in the use case, which answers a bad one with errorMessage.
import { CURRENCY_HEADER, type ServiceContext } from '@golightly/service-kit';
import { citySearchListings, type CityBounds } from '../../app/city-search-listings';
import { exploreMoreSearchListings } from '../../app/explore-more-search-listings';
import { searchListings, type SearchCaller } from '../../app/search-listings';
import { placeBoundsBySlug } from '../../db/places';
import { viewerOf } from '../context';
import type { Resolvers } from '../gen/resolver-types';

/** Who searches: an admin reads as a visitor (search marks no listing of hers), in the gateway's display currency. */
export const searchCallerOf = (ctx: ServiceContext): SearchCaller => ({
  viewer: viewerOf(ctx.identity, { adminAsVisitor: true }),
  currency: ctx.requestHeader(CURRENCY_HEADER) ?? null,
});

/** The gazetteer's bounds of a city or region page (migration 0018). */
const cityBoundsFrom =
  (ctx: ServiceContext): CityBounds =>
  async (slug) => {
    const place = await placeBoundsBySlug(ctx.db, slug);
    return place ? { ...place.bounds, name: place.name, area: place.area } : null;
  };

export const searchResolvers: Resolvers = {
  Query: {
    SearchListing: (_root, args, ctx) => searchListings({ db: ctx.db }, searchCallerOf(ctx), args),
    CitySearchListing: (_root, args, ctx) =>
      citySearchListings({ db: ctx.db, cityBounds: cityBoundsFrom(ctx) }, searchCallerOf(ctx), args),
    ExploreMoreSearchListing: (_root, args, ctx) =>
      exploreMoreSearchListings({ db: ctx.db }, searchCallerOf(ctx).viewer, args),
  },
  SearchResults: {
    mapMarkers: (answer) => answer.mapMarkers(),
  },
};
