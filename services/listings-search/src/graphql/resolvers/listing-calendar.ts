// The listing's calendar terms (decision 0039): its seasons, discount rules and weekly rules as fields of a listing
// the caller may see, and the host editor's changes to them, each through one use case for the signed-in host (a
// co-host acts for her host; service-kit's requireHost refuses anyone else).
import { toDecimalString } from '@golightly/money';
import type { ServiceContext } from '@golightly/service-kit';
import { blockListingDates, unblockListingDates } from '../../app/block-dates';
import type { EditOutcome, ListingsDeps } from '../../app/deps';
import { calendarPartsOf } from '../../app/read-calendar';
import { saveListingDiscounts } from '../../app/save-discounts';
import { addListingSeason, deleteListingSeason, updateListingSeason } from '../../app/save-seasonal-prices';
import { updateListingCalendarRules } from '../../app/update-calendar-rules';
import type { CalendarParts } from '../../domain/calendar-terms';
import type { HostCaller } from '../../domain/host';
import { hostOf } from '../context';
import type { Resolvers } from '../gen/resolver-types';
import type { ListingGraph } from '../listing-graph';
import { editResult } from './results';

/** Each request's calendar parts by listing, so a listing's fields here cost one read. */
const partsByRequest = new WeakMap<ServiceContext, Map<number, Promise<CalendarParts>>>();

function partsOf(ctx: ServiceContext, listId: number): Promise<CalendarParts> {
  let known = partsByRequest.get(ctx);
  if (!known) partsByRequest.set(ctx, (known = new Map()));
  let parts = known.get(listId);
  if (!parts) known.set(listId, (parts = calendarPartsOf({ db: ctx.db }, listId)));
  return parts;
}

async function asHost(ctx: ServiceContext, run: (deps: ListingsDeps, host: HostCaller) => Promise<EditOutcome>) {
  const host = hostOf(ctx.identity);
  return editResult(await run({ db: ctx.db }, host), { kind: 'member', userId: host.userId });
}

const majorOf = (listing: ListingGraph) => (minor: number) =>
  listing.record.currency ? Number(toDecimalString(minor, listing.record.currency)) : minor;

export const listingCalendarResolvers: Resolvers = {
  Listing: {
    seasons: async (listing, _args, ctx) => {
      const major = majorOf(listing);
      return (await partsOf(ctx, listing.id)).seasons.map((season) => ({
        id: season.id,
        name: season.name,
        from: season.from,
        to: season.to,
        nightlyPrice: major(season.nightlyMinor),
        weekendPrice: season.weekendMinor === null ? null : major(season.weekendMinor),
        extraGuestPrice: season.extraGuestMinor === null ? null : major(season.extraGuestMinor),
        minimumStay: season.minimumStay,
        maximumStay: season.maximumStay,
        noCheckInDays: [...season.noCheckInDays],
        noCheckOutDays: [...season.noCheckOutDays],
      }));
    },
    lastMinuteDiscounts: async (listing, _args, ctx) => (await partsOf(ctx, listing.id)).lastMinuteDiscounts,
    lengthOfStayDiscounts: async (listing, _args, ctx) => (await partsOf(ctx, listing.id)).lengthOfStayDiscounts,
    blockedCheckOutDays: async (listing, _args, ctx) => [...(await partsOf(ctx, listing.id)).blockedCheckOutDays],
    sameDayCutOff: async (listing, _args, ctx) => (await partsOf(ctx, listing.id)).sameDayCutOff,
  },
  Mutation: {
    blockListingDates: (_p, args, ctx) =>
      asHost(ctx, (deps, host) => blockListingDates(deps, host, args.listId, args.ranges)),
    unblockListingDates: (_p, args, ctx) =>
      asHost(ctx, (deps, host) => unblockListingDates(deps, host, args.listId, args.ranges)),
    updateListingCalendarRules: (_p, args, ctx) =>
      asHost(ctx, (deps, host) => updateListingCalendarRules(deps, host, args.listId, args.rules)),
    addListingSeason: (_p, args, ctx) =>
      asHost(ctx, (deps, host) => addListingSeason(deps, host, args.listId, args.season)),
    updateListingSeason: (_p, args, ctx) =>
      asHost(ctx, (deps, host) => updateListingSeason(deps, host, args.listId, args.seasonId, args.season)),
    deleteListingSeason: (_p, args, ctx) =>
      asHost(ctx, (deps, host) => deleteListingSeason(deps, host, args.listId, args.seasonId)),
    saveListingDiscounts: (_p, args, ctx) =>
      asHost(ctx, (deps, host) => saveListingDiscounts(deps, host, args.listId, args.discounts)),
  },
};
