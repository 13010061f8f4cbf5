// The cancellation calls (issue 17 item 2, decision 0055): thin, each calls one use case and maps its outcome.
import type { ServiceContext } from '@golightly/service-kit';
import type { CancellationOutcome } from '@golightly/stay-rules';
import {
  cancelReservation,
  confirmCancellation,
  previewCancellation,
  refuseCancellation,
  withdrawReservation,
  type CancelOutcome,
  type PlanOutcome,
} from '../app/cancellations';
import { reservationDeps, type ReservationOutcome } from '../app/reservation-deps';
import { findCancellation } from '../db/cancellations';
import { findReservationDetails } from '../db/reservations';
import type { PaymentProvider } from '../domain/payment-provider';
import { canView } from '../domain/reservation';
import { priceToMinor, toMajor } from '../domain/reservation-states-amounts';
import type { MutationResolvers, QueryResolvers, ReservationResolvers } from './gen/resolver-types';
import { reservationView } from './reservation-resolvers';

const STATUS_CODES = { invalid: 400, forbidden: 403, notFound: 404, conflict: 409 } as const;

export function termsView(outcome: CancellationOutcome, currency: string, kind: 'cancel' | 'request') {
  const major = (minor: number) => toMajor(minor, currency);
  const { refund } = outcome;
  return {
    policy: outcome.policy,
    cancelledBy: outcome.cancelledBy,
    kind,
    reason: outcome.reason,
    refundPercent: outcome.refundPercent,
    refundDeadline: new Date(outcome.refundDeadline).toISOString(),
    arrival: new Date(outcome.arrival).toISOString(),
    startDayPassed: outcome.startDayPassed,
    nights: outcome.nights,
    nightsSpent: outcome.nightsSpent,
    currency,
    paid: major(outcome.paidMinor),
    refund: major(refund.totalMinor),
    refundStay: major(refund.stayMinor),
    refundCleaning: major(refund.cleaningMinor),
    refundTax: major(refund.taxMinor),
    refundServiceFee: major(refund.guestServiceFeeMinor),
    refundBookingProtection: major(refund.bookingProtectionMinor),
    refundDeposit: major(refund.depositMinor),
    hostPayout: major(outcome.hostPayoutMinor),
  };
}

function previewAnswer(outcome: PlanOutcome) {
  if (outcome.status !== 'success')
    return { status: STATUS_CODES[outcome.status], reservation: null, terms: null, errorMessage: outcome.errorMessage };
  const { plan } = outcome;
  return {
    status: 200,
    reservation: reservationView(plan.reservation),
    terms: termsView(plan.outcome, plan.reservation.currency, plan.kind),
    errorMessage: null,
  };
}

function cancelAnswer(outcome: CancelOutcome) {
  if (outcome.status === 'success')
    return {
      status: 200,
      reservation: reservationView(outcome.reservation),
      terms: termsView(outcome.outcome, outcome.reservation.currency, outcome.kind),
      errorMessage: null,
    };
  const plan = outcome.plan;
  return {
    status: STATUS_CODES[outcome.status],
    reservation: null,
    terms: plan ? termsView(plan.outcome, plan.reservation.currency, plan.kind) : null,
    errorMessage: outcome.errorMessage,
  };
}

function answer(outcome: ReservationOutcome) {
  return outcome.status === 'success'
    ? { status: 200, reservation: reservationView(outcome.reservation), errorMessage: null }
    : { status: STATUS_CODES[outcome.status], reservation: null, errorMessage: outcome.errorMessage };
}

const callerOf = (ctx: ServiceContext) => ({ identity: ctx.identity, clientIp: ctx.clientIp });

/** An amount she was shown, in minor units; 0 is an amount here (a zero payout), a missing one is not checked. */
const shownMinor = (amount: number | null | undefined, currency: string) =>
  amount == null ? null : amount === 0 ? 0 : (priceToMinor(amount, currency) ?? -1);

export const cancellationQueries: Pick<QueryResolvers, 'cancellationPreview'> = {
  cancellationPreview: async (_p, args, ctx) =>
    previewAnswer(await previewCancellation(reservationDeps(ctx.db), callerOf(ctx), args.reservationId, args.type)),
};

type CancellationMutation = 'cancelReservation' | 'withdrawReservation' | 'confirmCancellation' | 'refuseCancellation';

/** The cancellation calls refunding through `provider` (the configured one); the offline provider when none is given. */
export const cancellationMutationsWith = (
  provider?: PaymentProvider,
): Pick<MutationResolvers, CancellationMutation> => {
  const depsOf = (ctx: ServiceContext) => reservationDeps(ctx.db, provider);
  return {
    cancelReservation: async (_p, args, ctx) => {
      const reservation = await findReservationDetails(ctx.db, args.reservationId);
      const currency = reservation?.currency ?? 'USD';
      return cancelAnswer(
        await cancelReservation(depsOf(ctx), callerOf(ctx), args.reservationId, args.type, {
          message: args.message ?? null,
          expectedRefundMinor: shownMinor(args.expectedRefund, currency),
          expectedPayoutMinor: shownMinor(args.expectedPayout, currency),
        }),
      );
    },
    withdrawReservation: async (_p, args, ctx) =>
      answer(await withdrawReservation(depsOf(ctx), callerOf(ctx), args.id)),
    confirmCancellation: async (_p, args, ctx) =>
      answer(await confirmCancellation(depsOf(ctx), callerOf(ctx), args.id)),
    refuseCancellation: async (_p, args, ctx) =>
      answer(await refuseCancellation(depsOf(ctx), callerOf(ctx), args.id, args.reason ?? null)),
  };
};

export const cancellationMutations = cancellationMutationsWith();

/** Reservation.cancellation: read by whoever may read the reservation (its guest, its host, Manage Reservations). */
export const reservationCancellationFields: Pick<ReservationResolvers, 'cancellation'> = {
  cancellation: async (parent, _args, { db, identity }) => {
    const reservation = await findReservationDetails(db, parent.id);
    if (!reservation || !canView(reservation, identity)) return null;
    const record = await findCancellation(db, parent.id);
    if (!record?.outcome) return null;
    const kind = reservation.reservationState === 'cancellationRequested' ? 'request' : 'cancel';
    return termsView(record.outcome, reservation.currency, kind);
  },
};
