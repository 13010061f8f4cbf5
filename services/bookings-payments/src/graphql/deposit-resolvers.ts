// The security deposit's calls and the reservation row's deposit fields (decision 0056, spec 000 §3): thin, each
// calls one use case or read of src/app/deposit-*.ts.
import { adminActorFor, requireMember, type ServiceContext } from '@golightly/service-kit';
import type { GraphQLResolveInfo } from 'graphql';
import { claimSecurityDeposit, decideDepositClaim, type DepositOutcome } from '../app/deposit-claims';
import {
  depositFacts,
  depositView,
  listPendingClaims,
  readDepositReceipt,
  type DepositFacts,
  type DepositView,
} from '../app/deposit-reads';
import { reservationDeps } from '../app/reservation-deps';
import type { PaymentProvider } from '../domain/payment-provider';
import { toMajor } from '../domain/reservation-states-amounts';
import type { ClaimDecision } from '../domain/security-deposit';
import type { QueryResolvers, ReservationResolvers } from './gen/resolver-types';
import { reservationView } from './reservation-resolvers';

/** One read of a reservation's deposit per request, however many of its fields are asked for. */
const factsCache = new WeakMap<object, Map<number, Promise<DepositFacts | undefined>>>();
function factsOf(ctx: ServiceContext, reservationId: number) {
  let perRequest = factsCache.get(ctx);
  if (!perRequest) factsCache.set(ctx, (perRequest = new Map()));
  let facts = perRequest.get(reservationId);
  if (!facts) perRequest.set(reservationId, (facts = depositFacts(ctx.db, reservationId)));
  return facts;
}

function toGraph(view: DepositView) {
  const major = (minor: number) => toMajor(minor, view.currency);
  return {
    reservationId: view.reservationId,
    amount: major(view.amountMinor),
    currency: view.currency,
    held: view.held,
    claimStatus: view.claimStatus,
    claimedFee: view.claimedMinor === null ? null : major(view.claimedMinor),
    reason: view.reason,
    claimedAt: view.claimedAt,
    claimDecision: view.claimDecision,
    bondRefundStatus: view.refundStatus,
    guestBondRefund: major(view.refundedMinor),
    hostBondPayout: major(view.hostPayoutMinor),
    claimDeadline: view.claimDeadline,
    canClaim: view.canClaim,
    paymentNotice: view.paymentNotice,
  };
}

const viewOf = async (ctx: ServiceContext, reservationId: number) => {
  const facts = await factsOf(ctx, reservationId);
  return facts ? depositView(facts, ctx.identity, Date.now()) : null;
};

export const depositReservationFields: Pick<
  ReservationResolvers,
  | 'securityFee'
  | 'claimStatus'
  | 'claimedFee'
  | 'bondRefundStatus'
  | 'isBondRefund'
  | 'guestBondRefund'
  | 'hostBondPayout'
  | 'securityDeposit'
> = {
  securityFee: async (r, _a, ctx) => {
    const view = await viewOf(ctx, r.id);
    return view ? toMajor(view.amountMinor, view.currency) : 0;
  },
  claimStatus: async (r, _a, ctx) => (await viewOf(ctx, r.id))?.claimStatus ?? 'noClaim',
  claimedFee: async (r, _a, ctx) => {
    const view = await viewOf(ctx, r.id);
    return view && view.claimedMinor !== null ? toMajor(view.claimedMinor, view.currency) : null;
  },
  bondRefundStatus: async (r, _a, ctx) => (await viewOf(ctx, r.id))?.refundStatus ?? 'pending',
  isBondRefund: async (r, _a, ctx) => {
    const view = await viewOf(ctx, r.id);
    return Boolean(view && view.refundStatus === 'completed' && view.refundedMinor > 0);
  },
  guestBondRefund: async (r, _a, ctx) => {
    const view = await viewOf(ctx, r.id);
    return view ? toMajor(view.refundedMinor, view.currency) : 0;
  },
  hostBondPayout: async (r, _a, ctx) => {
    const view = await viewOf(ctx, r.id);
    return view ? toMajor(view.hostPayoutMinor, view.currency) : 0;
  },
  securityDeposit: async (r, _a, ctx) => {
    const view = await viewOf(ctx, r.id);
    return view ? toGraph(view) : null;
  },
};

export const depositQueries: Pick<QueryResolvers, 'securityDepositReceipt' | 'adminSecurityDepositClaims'> = {
  securityDepositReceipt: async (_parent, args, ctx) => {
    requireMember(ctx.identity, { to: 'see a security deposit' });
    const reservation = await readDepositReceipt(ctx.db, ctx.identity, args.reservationId);
    return reservation ? reservationView(reservation) : null;
  },
  adminSecurityDepositClaims: async (_parent, args, ctx) => {
    const { count, results } = await listPendingClaims(ctx.db, args.page ?? 1, args.pageSize ?? 20);
    return {
      count,
      results: results.map((facts) => ({
        reservation: reservationView(facts.reservation),
        securityDeposit: toGraph(depositView(facts, ctx.identity, Date.now())!),
      })),
    };
  },
};

const STATUS_CODES = { invalid: 400, forbidden: 403, notFound: 404, conflict: 409 } as const;

async function answer(outcome: DepositOutcome, ctx: ServiceContext) {
  if (outcome.status !== 'success')
    return { status: STATUS_CODES[outcome.status], securityDeposit: null, errorMessage: outcome.errorMessage };
  // read again after the use case's commit: the deposit with its payment order as they now stand
  const facts = await depositFacts(ctx.db, outcome.reservation.id);
  const view = facts ? depositView(facts, ctx.identity, Date.now()) : null;
  return { status: 200, securityDeposit: view ? toGraph(view) : null, errorMessage: null };
}

/** The deposit's mutations, moving money through the configured provider. */
export function depositMutationsWith(provider: PaymentProvider) {
  const deps = (ctx: ServiceContext) => reservationDeps(ctx.db, provider);
  const decide = async (ctx: ServiceContext, info: GraphQLResolveInfo, id: number, decision: ClaimDecision) =>
    answer(await decideDepositClaim(deps(ctx), adminActorFor(ctx, info), id, decision), ctx);
  return {
    claimSecurityDeposit: async (
      _parent: unknown,
      args: { reservationId: number; claimedFee: string; reason: string },
      ctx: ServiceContext,
    ) => {
      requireMember(ctx.identity, { to: 'claim a security deposit' });
      const outcome = await claimSecurityDeposit(deps(ctx), { identity: ctx.identity, clientIp: ctx.clientIp }, args);
      return answer(outcome, ctx);
    },
    approveSecurityDepositClaim: (
      _parent: unknown,
      args: { reservationId: number },
      ctx: ServiceContext,
      info: GraphQLResolveInfo,
    ) => decide(ctx, info, args.reservationId, 'approved'),
    refuseSecurityDepositClaim: (
      _parent: unknown,
      args: { reservationId: number },
      ctx: ServiceContext,
      info: GraphQLResolveInfo,
    ) => decide(ctx, info, args.reservationId, 'refused'),
  };
}
