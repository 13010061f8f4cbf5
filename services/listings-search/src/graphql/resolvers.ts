// Resolvers of the listings-search subgraph, typed from its SDL (gen/resolver-types.ts).
import { findListing, findPublishedListingsByHost } from '../db/listings';
import { isVisibleTo, toGraph } from '../domain/listing';
import type { Resolvers } from './gen/resolver-types';

export const resolvers: Resolvers = {
  Query: {
    listing: async (_parent, args, { db, identity }) => {
      const listing = await findListing(db, args.id);
      return listing && isVisibleTo(listing, identity?.userId) ? toGraph(listing) : null;
    },
    getListingData: async (_parent, args, { db, identity }) => {
      if (!identity || identity.admin)
        return { status: 401, errorMessage: 'You are not logged In. Please Login to continue!', listing: null };
      const listing = await findListing(db, args.id);
      // Another host's listing reads exactly like a missing one: the editor reveals nothing about it.
      if (!listing || listing.hostId !== identity.userId) {
        return { status: 400, errorMessage: 'This listing may have been deleted or unpublished.', listing: null };
      }
      return { status: 200, errorMessage: null, listing: toGraph(listing) };
    },
  },
  Listing: {
    // Another subgraph already holds a reference (e.g. a reservation), so the listing resolves even unpublished.
    __resolveReference: async (reference, { db }) => {
      const listing = await findListing(db, reference.id);
      return listing ? toGraph(listing) : null;
    },
  },
  User: {
    listings: async (user, _args, { db }) => (await findPublishedListingsByHost(db, user.id)).map(toGraph),
  },
};
