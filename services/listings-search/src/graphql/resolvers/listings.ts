// Reads of listings (spec 000 §7 UserListing, getStepTwo, getListingData, ManageListings), the catalogue choices, and
// the fields of a listing resolved from its record: photos, catalogue items, beds, its host.
import { NOT_LOGGED_IN_MESSAGE } from '@golightly/service-kit';
import {
  hostsLiveListings,
  listingDataFor,
  manageListings,
  readListing,
  readListingByReference,
  readOwnListing,
} from '../../app/read-listings';
import { bedTypesOf, listingPhotos, listSetting, listSettingChoices, pickedSettings } from '../../app/listing-parts';
import { memberOf, viewerOf } from '../context';
import type { Resolvers } from '../gen/resolver-types';
import { toGraph } from '../listing-graph';

export const listingResolvers: Resolvers = {
  Query: {
    listing: async (_parent, args, ctx) => {
      const viewer = viewerOf(ctx.identity, { adminAsVisitor: true });
      const listing = await readListing({ db: ctx.db }, viewer, args.id);
      return listing ? toGraph(listing, viewer) : null;
    },
    UserListing: async (_parent, args, ctx) => {
      const viewer = viewerOf(ctx.identity);
      const listing = await readListing({ db: ctx.db }, viewer, args.listId);
      return listing ? toGraph(listing, viewer) : null;
    },
    getStepTwo: async (_parent, args, ctx) => {
      const viewer = viewerOf(ctx.identity, { adminAsVisitor: true });
      const listing = await readOwnListing({ db: ctx.db }, viewer, args.listId);
      return listing ? toGraph(listing, viewer) : null;
    },
    ManageListings: async (_parent, _args, ctx) => {
      const hostId = memberOf(ctx.identity);
      const viewer = { kind: 'member', userId: hostId } as const;
      return (await manageListings({ db: ctx.db }, hostId)).map((listing) => toGraph(listing, viewer));
    },
    getListingData: async (_parent, args, ctx) => {
      const { identity } = ctx;
      // Spec 000 §5: the editor is for signed-in members; an admin is asked to sign in as one.
      if (!identity || identity.admin) return { status: 401, errorMessage: NOT_LOGGED_IN_MESSAGE, listing: null };
      const answer = await listingDataFor({ db: ctx.db }, identity.userId, args.id);
      if (answer.status === 400) return { status: 400, errorMessage: answer.errorMessage, listing: null };
      return {
        status: 200,
        errorMessage: null,
        listing: toGraph(answer.listing, { kind: 'member', userId: identity.userId }),
      };
    },
    listSettings: (_parent, args, ctx) => listSettingChoices({ db: ctx.db }, args.typeIds),
  },
  Listing: {
    // Another subgraph already holds a reference (a reservation, a wish list), so the listing resolves even when not
    // live; the host's own fields still follow the caller.
    __resolveReference: async (reference, ctx) => {
      const listing = await readListingByReference({ db: ctx.db }, reference.id);
      return listing ? toGraph(listing, viewerOf(ctx.identity)) : null;
    },
    photos: (listing, _args, ctx) => listingPhotos({ db: ctx.db }, listing.id),
    coverPhoto: async (listing, _args, ctx) => (await listingPhotos({ db: ctx.db }, listing.id))[0]?.name ?? null,
    roomType: (listing, _args, ctx) => listSetting({ db: ctx.db }, listing.record.roomTypeId),
    houseType: (listing, _args, ctx) => listSetting({ db: ctx.db }, listing.record.houseTypeId),
    buildingSize: (listing, _args, ctx) => listSetting({ db: ctx.db }, listing.record.buildingSizeId),
    bathroomType: (listing, _args, ctx) => listSetting({ db: ctx.db }, listing.record.bathroomTypeId),
    amenities: (listing, _args, ctx) => pickedSettings({ db: ctx.db }, listing.id, 'amenities'),
    houseRules: (listing, _args, ctx) => pickedSettings({ db: ctx.db }, listing.id, 'houseRules'),
    bedTypes: (listing, _args, ctx) => bedTypesOf({ db: ctx.db }, listing.id),
  },
  ListingBedType: {
    // The bed type was checked against the catalogue when it was saved, and catalogue items are never deleted.
    bedType: async (bed, _args, ctx) => (await listSetting({ db: ctx.db }, bed.bedTypeId))!,
  },
  User: {
    listings: async (user, _args, ctx) => {
      const viewer = viewerOf(ctx.identity, { adminAsVisitor: true });
      return (await hostsLiveListings({ db: ctx.db }, user.id)).map((listing) => toGraph(listing, viewer));
    },
  },
};
