// The picks lists and the search settings (decision 0045). The admin fields carry @adminPrivilege with the six picks
// pages (checked by the gateway and again by service-kit); a read or change of one list is then allowed only when her
// privileges open that list's own page (spec 000 §6's exact-URL rule, adminActorOf), which also names the privilege
// in the admin log. homePicks and searchSettings are the same for everyone.
import { adminActorFor, adminActorOf, publicError, type ServiceContext } from '@golightly/service-kit';
import type { PickActorFor, PickOutcome } from '../../app/picks-admin';
import { addPick, movePick, removePick, reorderPicks } from '../../app/picks-admin';
import { adminPickList, homePicks, listingsInOrder } from '../../app/pick-read';
import { searchSettings, updateSearchSettings, type SearchSettingsOutcome } from '../../app/search-settings';
import type { StoredSearchSettings } from '../../db/search-settings';
import { isLive, type ListingRecord, type Viewer } from '../../domain/listing';
import {
  isPickKind,
  PICK_KINDS,
  PICK_LISTS,
  PICK_TEXTS,
  PICKS_PER_LIST_MAX,
  SEARCH_SETTINGS_CURRENCY,
  type PickKind,
} from '../../domain/picks';
import type { Resolvers } from '../gen/resolver-types';
import { toGraph } from '../listing-graph';

const VISITOR: Viewer = { kind: 'visitor' };
/** A picks manager sees a picked home's public fields, whether or not she also manages listings. */
const PICKS_MANAGER: Viewer = { kind: 'admin', mayManageListings: false };

const actorFor =
  (ctx: ServiceContext): PickActorFor =>
  (kind) =>
    adminActorOf({ identity: ctx.identity, ip: ctx.clientIp }, [PICK_LISTS[kind].url]);

function adminList(kind: PickKind, listings: readonly ListingRecord[]) {
  return {
    kind,
    name: PICK_LISTS[kind].name,
    url: PICK_LISTS[kind].url,
    maxPicks: PICKS_PER_LIST_MAX,
    picks: listings.map((listing, at) => ({
      position: at + 1,
      live: isLive(listing) && listing.isListed,
      listing: toGraph(listing, PICKS_MANAGER),
    })),
  };
}

async function pickResult(ctx: ServiceContext, outcome: PickOutcome) {
  if (outcome.status !== 'success') return { status: outcome.status, errorMessage: outcome.errorMessage, list: null };
  const listings = await listingsInOrder({ db: ctx.db }, outcome.order);
  return { status: 'success', errorMessage: null, list: adminList(outcome.kind, listings) };
}

const settingsGraph = (settings: StoredSearchSettings) => ({
  priceRangeMin: settings.priceRangeMin,
  priceRangeMax: settings.priceRangeMax,
  currency: SEARCH_SETTINGS_CURRENCY,
  defaultPriceSort: settings.defaultPriceSort,
  pageSize: settings.pageSize,
  updatedAt: new Date(settings.updatedAt).toISOString(),
});

function settingsResult(outcome: SearchSettingsOutcome) {
  if (outcome.status === 'success') {
    return { status: 'success', errorMessage: null, fieldErrors: [], settings: settingsGraph(outcome.settings) };
  }
  return { status: 'invalid', errorMessage: outcome.errorMessage, fieldErrors: outcome.fieldErrors, settings: null };
}

export const pickResolvers: Resolvers = {
  Query: {
    homePicks: async (_p, args, ctx) =>
      (await homePicks({ db: ctx.db })).slice(0, Math.max(0, args.first ?? PICK_KINDS.length)).map((list) => ({
        kind: list.kind,
        name: PICK_LISTS[list.kind].name,
        listings: list.listings.map((listing) => toGraph(listing, VISITOR)),
      })),
    searchSettings: async (_p, _args, ctx) => settingsGraph(await searchSettings({ db: ctx.db })),
    adminPicks: async (_p, args, ctx) => {
      if (!isPickKind(args.kind)) throw publicError(PICK_TEXTS.unknownKind(args.kind), 'BAD_USER_INPUT');
      actorFor(ctx)(args.kind);
      return adminList(args.kind, await adminPickList({ db: ctx.db }, args.kind));
    },
  },
  Mutation: {
    addPick: async (_p, args, ctx) =>
      pickResult(ctx, await addPick({ db: ctx.db }, actorFor(ctx), args.kind, args.listId)),
    removePick: async (_p, args, ctx) =>
      pickResult(ctx, await removePick({ db: ctx.db }, actorFor(ctx), args.kind, args.listId)),
    movePick: async (_p, args, ctx) =>
      pickResult(ctx, await movePick({ db: ctx.db }, actorFor(ctx), args.kind, args.listId, args.direction)),
    reorderPicks: async (_p, args, ctx) =>
      pickResult(ctx, await reorderPicks({ db: ctx.db }, actorFor(ctx), args.kind, args.listIds)),
    updateSearchSettings: async (_p, args, ctx, info) =>
      settingsResult(await updateSearchSettings({ db: ctx.db }, adminActorFor(ctx, info), args.settings)),
  },
};
