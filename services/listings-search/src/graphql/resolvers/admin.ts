// The admin's listing calls (issue 14 item 4): Manage Listings (/siteadmin/listings) and Approved Listings
// (/siteadmin/listingapproval). Every field carries @adminPrivilege, checked by the gateway and again by service-kit;
// the actor (admin, privilege, address) comes from the signed caller through adminActorFor, for the admin log.
import { adminActorFor, publicError } from '@golightly/service-kit';
import { adminCreateListing } from '../../app/admin-create-listing';
import { adminDeleteListing } from '../../app/admin-delete-listing';
import { approveListing } from '../../app/approve-listing';
import { adminListingsPage, type AdminPageResult } from '../../app/read-listings';
import { rejectListing } from '../../app/reject-listing';
import { transferListing } from '../../app/transfer-listing';
import type { Viewer } from '../../domain/listing';
import type { Resolvers } from '../gen/resolver-types';
import { toGraph } from '../listing-graph';
import { editResult } from './results';

/** An admin past the privilege check manages the listings she reads and changes here. */
const ADMIN_VIEWER: Viewer = { kind: 'admin', mayManageListings: true };

function page(result: AdminPageResult) {
  if (result.status === 'invalid') throw publicError(result.message, 'BAD_USER_INPUT');
  return { results: result.listings.map((listing) => toGraph(listing, ADMIN_VIEWER)), count: result.count };
}

export const adminResolvers: Resolvers = {
  Query: {
    adminListings: async (_p, args, ctx) => page(await adminListingsPage({ db: ctx.db }, args)),
    listingsAwaitingApproval: async (_p, args, ctx) =>
      page(await adminListingsPage({ db: ctx.db }, { ...args, approvalStatus: 'awaitingApproval' })),
  },
  Mutation: {
    approveListing: async (_p, args, ctx, info) =>
      editResult(await approveListing({ db: ctx.db }, adminActorFor(ctx, info), args.listId), ADMIN_VIEWER),
    rejectListing: async (_p, args, ctx, info) =>
      editResult(
        await rejectListing({ db: ctx.db }, adminActorFor(ctx, info), args.listId, args.message),
        ADMIN_VIEWER,
      ),
    adminCreateListing: async (_p, args, ctx, info) =>
      editResult(
        await adminCreateListing({ db: ctx.db }, adminActorFor(ctx, info), { hostId: args.hostId, ...args.listing }),
        ADMIN_VIEWER,
      ),
    transferListing: async (_p, args, ctx, info) =>
      editResult(
        await transferListing({ db: ctx.db }, adminActorFor(ctx, info), args.listId, args.toHostId),
        ADMIN_VIEWER,
      ),
    adminDeleteListing: async (_p, args, ctx, info) =>
      editResult(await adminDeleteListing({ db: ctx.db }, adminActorFor(ctx, info), args.listId), ADMIN_VIEWER),
  },
};
