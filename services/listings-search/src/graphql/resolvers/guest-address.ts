// Listing.street, buildingName and zipcode: the host's own fields, answered too to the guest of a confirmed stay there
// (decision 0052). One read a listing and request, however many of the three are asked.
import type { ServiceContext } from '@golightly/service-kit';
import { readsAddress } from '../../app/guest-address';
import type { Resolvers } from '../gen/resolver-types';
import type { ListingGraph } from '../listing-graph';

const answers = new WeakMap<ServiceContext, Map<number, Promise<boolean>>>();

function mayRead(ctx: ServiceContext, listing: ListingGraph): Promise<boolean> {
  let known = answers.get(ctx);
  if (!known) answers.set(ctx, (known = new Map()));
  let answer = known.get(listing.id);
  if (!answer) known.set(listing.id, (answer = readsAddress({ db: ctx.db }, listing.record, listing.viewer)));
  return answer;
}

export const guestAddressResolvers: Resolvers = {
  Listing: {
    street: async (listing, _args, ctx) => ((await mayRead(ctx, listing)) ? listing.record.street : null),
    buildingName: async (listing, _args, ctx) => ((await mayRead(ctx, listing)) ? listing.record.buildingName : null),
    zipcode: async (listing, _args, ctx) => ((await mayRead(ctx, listing)) ? listing.record.zipcode : null),
  },
};
