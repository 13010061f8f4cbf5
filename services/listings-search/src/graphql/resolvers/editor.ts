// The host editor's changes (issue 14 item 2): each resolver names the caller (service-kit's requireHost: an
// approved woman member whose ID is verified; a co-host acts for her host), calls one use case, and maps its outcome.
import { HOST_RULE, publicError, standingRefusal, type ServiceContext } from '@golightly/service-kit';
import { acceptGuestPledge } from '../../app/accept-guest-pledge';
import { createListing } from '../../app/create-listing';
import { deleteListing } from '../../app/delete-listing';
import { duplicateListing } from '../../app/duplicate-listing';
import { publishListing } from '../../app/publish-listing';
import { setListingCancellationPolicy } from '../../app/set-cancellation-policy';
import { setListingListed } from '../../app/set-listing-listed';
import { submitListingForApproval } from '../../app/submit-listing';
import { unpublishListing } from '../../app/unpublish-listing';
import { updateListingBasics } from '../../app/update-listing-basics';
import { updateListingBookingSettings } from '../../app/update-listing-booking';
import { updateListingHouseRules } from '../../app/update-listing-house-rules';
import { updateListingPricing } from '../../app/update-listing-pricing';
import { updateListingScene } from '../../app/update-listing-scene';
import type { EditOutcome } from '../../app/deps';
import type { HostCaller } from '../../domain/host';
import { hostOf } from '../context';
import type { Resolvers } from '../gen/resolver-types';
import { toGraph } from '../listing-graph';
import { editResult } from './results';

/** Runs one use case for the signed-in host and maps its outcome as she sees her listing. */
async function asHost(
  ctx: ServiceContext,
  run: (deps: { db: ServiceContext['db'] }, host: HostCaller) => Promise<EditOutcome>,
) {
  const host = hostOf(ctx.identity);
  return editResult(await run({ db: ctx.db }, host), { kind: 'member', userId: host.userId });
}

/** The refusal every change of a listing would give her, as an answer instead of an error (hostingEligibility). */
export function hostingEligibility(identity: ServiceContext['identity']) {
  const refusal = standingRefusal(identity, HOST_RULE);
  if (!refusal) return { mayList: true, reason: null, message: null };
  const reason = refusal.extensions.reason;
  // Without a standing reason, the member guard refused her: a visitor, or (HOST_RULE has no ownerOnly) an admin.
  const guardReason = refusal.extensions.code === 'UNAUTHENTICATED' ? 'notLoggedIn' : 'admin';
  return { mayList: false, reason: typeof reason === 'string' ? reason : guardReason, message: refusal.message };
}

export const editorResolvers: Resolvers = {
  Query: {
    hostingEligibility: (_p, _a, ctx) => hostingEligibility(ctx.identity),
  },
  Mutation: {
    createListing: (_p, args, ctx) => asHost(ctx, (deps, host) => createListing(deps, host, args.basics)),
    updateListingBasics: (_p, args, ctx) =>
      asHost(ctx, (deps, host) => updateListingBasics(deps, host, args.listId, args.basics)),
    updateListingScene: (_p, args, ctx) =>
      asHost(ctx, (deps, host) => updateListingScene(deps, host, args.listId, args.scene)),
    updateListingPricing: (_p, args, ctx) =>
      asHost(ctx, (deps, host) => updateListingPricing(deps, host, args.listId, args.pricing)),
    updateListingBookingSettings: (_p, args, ctx) =>
      asHost(ctx, (deps, host) => updateListingBookingSettings(deps, host, args.listId, args.booking)),
    updateListingHouseRules: (_p, args, ctx) =>
      asHost(ctx, (deps, host) => updateListingHouseRules(deps, host, args.listId, args.rules)),
    setListingCancellationPolicy: (_p, args, ctx) =>
      asHost(ctx, (deps, host) => setListingCancellationPolicy(deps, host, args.listId, args.policy)),
    acceptGuestPledge: (_p, args, ctx) =>
      asHost(ctx, (deps, host) => acceptGuestPledge(deps, host, args.listId, args.agreed)),
    submitListingForApproval: (_p, args, ctx) =>
      asHost(ctx, (deps, host) => submitListingForApproval(deps, host, args.listId)),
    publishListing: (_p, args, ctx) => asHost(ctx, (deps, host) => publishListing(deps, host, args.listId)),
    unpublishListing: (_p, args, ctx) => asHost(ctx, (deps, host) => unpublishListing(deps, host, args.listId)),
    setListingListed: (_p, args, ctx) =>
      asHost(ctx, (deps, host) => setListingListed(deps, host, args.listId, args.listed, args.reason)),
    deleteListing: (_p, args, ctx) => asHost(ctx, (deps, host) => deleteListing(deps, host, args.listId)),
    duplicateListing: async (_p, args, ctx) => {
      const host = hostOf(ctx.identity);
      const outcome = await duplicateListing({ db: ctx.db }, host, args.listId, args.count);
      if (outcome.status === 'forbidden') throw publicError(outcome.errorMessage, 'FORBIDDEN');
      if (outcome.status !== 'success') return { ...outcome, listings: [] };
      const viewer = { kind: 'member', userId: host.userId } as const;
      return {
        status: 'success',
        errorMessage: null,
        fieldErrors: [],
        listings: outcome.listings.map((listing) => toGraph(listing, viewer)),
      };
    },
  },
};
