// Wish lists (spec 000 §3, §4, §7; decision 0043): the groups, one group, saving and removing a home, the groups'
// changes, and Listing.wishListStatus (a page of listings asks once, not once a listing).
import { requireMember, type Identity, type ServiceContext } from '@golightly/service-kit';
import { groupListings, readWishListGroup, savedListings, wishListGroupsOf } from '../../app/read-wish-lists';
import { saveToWishList } from '../../app/save-to-wish-list';
import {
  createWishListGroup,
  deleteWishListGroup,
  updateWishListGroup,
  type WishListOutcome,
} from '../../app/wish-list-groups';
import { WISH_LIST_TEXTS } from '../../domain/wish-list';
import { viewerOf } from '../context';
import type { Resolvers } from '../gen/resolver-types';
import { toGraph } from '../listing-graph';

/** Wish lists are a member's own: a visitor is asked to sign in, an admin and a co-host are refused. */
const memberOf = (identity: Identity | null) => requireMember(identity, { to: 'keep wish lists', ownerOnly: true });

const STATUS = { success: 200, invalid: 400, notFound: 404 } as const;

const changeOf = (outcome: WishListOutcome) =>
  outcome.status === 'success'
    ? { status: STATUS.success, id: outcome.id, errorMessage: null }
    : { status: STATUS[outcome.status], id: null, errorMessage: outcome.errorMessage };

interface HeartBatch {
  ids: Set<number>;
  sent: boolean;
  answer: Promise<Set<number>>;
}

/** The open batch of each request: the listings whose hearts were asked for in this turn of the event loop. */
const heartBatches = new WeakMap<ServiceContext, HeartBatch>();

function isSaved(ctx: ServiceContext, userId: string, listId: number): Promise<boolean> {
  let batch = heartBatches.get(ctx);
  if (!batch || batch.sent) {
    const open: HeartBatch = { ids: new Set(), sent: false, answer: Promise.resolve(new Set()) };
    open.answer = new Promise<void>((resolve) => setImmediate(resolve)).then(() => {
      open.sent = true;
      return savedListings({ db: ctx.db }, userId, [...open.ids]);
    });
    heartBatches.set(ctx, (batch = open));
  }
  batch.ids.add(listId);
  return batch.answer.then((saved) => saved.has(listId));
}

export const wishListResolvers: Resolvers = {
  Query: {
    getAllWishListGroup: async (_parent, args, ctx) => {
      const groups = await wishListGroupsOf({ db: ctx.db }, memberOf(ctx.identity), args.profileId ?? null);
      return { groups, count: groups.length, status: 200 };
    },
    getWishListGroup: async (_parent, args, ctx) => {
      const group = await readWishListGroup({ db: ctx.db }, memberOf(ctx.identity), args.id);
      return group
        ? { group, status: 200, errorMessage: null }
        : { group: null, status: 404, errorMessage: WISH_LIST_TEXTS.groupNotFound };
    },
  },
  Mutation: {
    CreateWishList: async (_parent, args, ctx) =>
      changeOf(await saveToWishList({ db: ctx.db }, memberOf(ctx.identity), args)),
    CreateWishListGroup: async (_parent, args, ctx) =>
      changeOf(
        await createWishListGroup({ db: ctx.db }, memberOf(ctx.identity), {
          name: args.name,
          isPublic: args.isPublic ?? false,
        }),
      ),
    updateWishListGroup: async (_parent, args, ctx) =>
      changeOf(await updateWishListGroup({ db: ctx.db }, memberOf(ctx.identity), args.id, args)),
    deleteWishListGroup: async (_parent, args, ctx) =>
      changeOf(await deleteWishListGroup({ db: ctx.db }, memberOf(ctx.identity), args.id)),
  },
  WishListGroup: {
    updatedAt: (group) => new Date(group.updatedAt).toISOString(),
    wishListCount: (group) => group.listIds.length,
    wishListIds: (group) => group.listIds,
    isOwner: (group, _args, ctx) =>
      group.userId === ctx.identity?.userId && !ctx.identity.admin && !ctx.identity.coHost,
    listings: async (group, _args, ctx) => {
      const viewer = viewerOf(ctx.identity, { adminAsVisitor: true });
      return (await groupListings({ db: ctx.db }, group)).map((listing) => toGraph(listing, viewer));
    },
  },
  Listing: {
    wishListStatus: (listing, _args, ctx) => {
      const { identity } = ctx;
      if (!identity || identity.admin || identity.coHost) return false;
      return isSaved(ctx, identity.userId, listing.id);
    },
  },
};
