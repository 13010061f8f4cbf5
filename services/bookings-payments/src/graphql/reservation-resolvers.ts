// The reservation calls (issue 16 items 2-3): thin, each parses its input, calls one use case and maps its outcome.
import { requireMember, type ServiceContext } from '@golightly/service-kit';
import { acceptReservation } from '../app/accept-reservation';
import { acceptCounterOffer, counterOffer, declineCounterOffer } from '../app/counter-offer';
import { declineReservation } from '../app/decline-reservation';
import { inquire } from '../app/inquire';
import { instantBook } from '../app/instant-book';
import { listAdminReservations, listMyReservations } from '../app/reservation-lists';
import { reservationDeps, type ReservationOutcome } from '../app/reservation-deps';
import type { PaymentProvider } from '../domain/payment-provider';
import { requestToBook } from '../app/request-to-book';
import { approveSpecialPrice, bookOffer, declineSpecialPrice, preApprove } from '../app/special-price';
import type { ReservationDetails } from '../db/reservations';
import { toGraph } from '../domain/reservation';
import { toMajor } from '../domain/reservation-states-amounts';
import { statusLabel } from '../domain/reservation-states';
import type { MutationResolvers, QueryResolvers } from './gen/resolver-types';

const majorOrNull = (minor: number | null, currency: string) => (minor === null ? null : toMajor(minor, currency));

export function reservationView(reservation: ReservationDetails) {
  return {
    ...toGraph(reservation),
    total: toMajor(reservation.totalMinor, reservation.currency),
    number: reservation.id + 1000,
    status: reservation.reservationState,
    statusLabel: statusLabel(reservation.reservationState),
    bookingType: reservation.bookingType,
    guests: { ...reservation.guests, pets: reservation.pets },
    listingTitle: reservation.listingTitle,
    timeZone: reservation.timeZone,
    expiresAt: reservation.expiresAt?.toISOString() ?? null,
    specialPrice: majorOrNull(reservation.specialPriceMinor, reservation.currency),
    counterOffer: majorOrNull(reservation.counterOfferMinor, reservation.currency),
    message: reservation.message,
    declineReason: reservation.declineReason,
  };
}

const STATUS_CODES = { invalid: 400, forbidden: 403, notFound: 404, conflict: 409 } as const;

function answer(outcome: ReservationOutcome) {
  return outcome.status === 'success'
    ? { status: 200, reservation: reservationView(outcome.reservation), errorMessage: null }
    : { status: STATUS_CODES[outcome.status], reservation: null, errorMessage: outcome.errorMessage };
}

const callerOf = (ctx: ServiceContext) => ({ identity: ctx.identity, clientIp: ctx.clientIp });

export const reservationQueries: Pick<QueryResolvers, 'myTrips' | 'hostReservations' | 'adminReservations'> = {
  myTrips: async (_parent, args, ctx) => {
    requireMember(ctx.identity, { to: 'see your trips', ownerOnly: true });
    return (await listMyReservations(ctx.db, ctx.identity!, 'guest', args.type)).map(reservationView);
  },
  hostReservations: async (_parent, args, ctx) => {
    requireMember(ctx.identity, { to: 'see your reservations' });
    return (await listMyReservations(ctx.db, ctx.identity!, 'host', args.type)).map(reservationView);
  },
  adminReservations: async (_parent, args, ctx) =>
    (await listAdminReservations(ctx.db, args.status ?? null, args.first ?? 50)).map(reservationView),
};

type ReservationMutation =
  | 'requestToBook'
  | 'instantBook'
  | 'sendInquiry'
  | 'preApproveReservation'
  | 'approveSpecialPrice'
  | 'declineSpecialPrice'
  | 'sendCounterOffer'
  | 'acceptCounterOffer'
  | 'declineCounterOffer'
  | 'bookReservationOffer'
  | 'acceptReservation'
  | 'declineReservation';

/**
 * The reservation calls paying through `provider` (the configured one, decision 0049: withPayments gives it); the
 * offline provider on the request's database when none is given.
 */
export const reservationMutationsWith = (provider?: PaymentProvider): Pick<MutationResolvers, ReservationMutation> => {
  const depsOf = (ctx: ServiceContext) => reservationDeps(ctx.db, provider);
  return {
    requestToBook: async (_p, args, ctx) =>
      answer(await requestToBook(depsOf(ctx), callerOf(ctx), args.quoteId, args.message ?? null)),
    instantBook: async (_p, args, ctx) => answer(await instantBook(depsOf(ctx), callerOf(ctx), args.quoteId)),
    sendInquiry: async (_p, args, ctx) =>
      answer(
        await inquire(depsOf(ctx), callerOf(ctx), {
          quoteId: args.quoteId,
          message: args.message ?? null,
          specialPrice: args.specialPrice ?? null,
        }),
      ),
    preApproveReservation: async (_p, args, ctx) => answer(await preApprove(depsOf(ctx), callerOf(ctx), args.id)),
    approveSpecialPrice: async (_p, args, ctx) =>
      answer(await approveSpecialPrice(depsOf(ctx), callerOf(ctx), args.id)),
    declineSpecialPrice: async (_p, args, ctx) =>
      answer(await declineSpecialPrice(depsOf(ctx), callerOf(ctx), args.id, args.reason ?? null)),
    sendCounterOffer: async (_p, args, ctx) =>
      answer(await counterOffer(depsOf(ctx), callerOf(ctx), args.id, args.price)),
    acceptCounterOffer: async (_p, args, ctx) => answer(await acceptCounterOffer(depsOf(ctx), callerOf(ctx), args.id)),
    declineCounterOffer: async (_p, args, ctx) =>
      answer(await declineCounterOffer(depsOf(ctx), callerOf(ctx), args.id, args.reason ?? null)),
    bookReservationOffer: async (_p, args, ctx) => answer(await bookOffer(depsOf(ctx), callerOf(ctx), args.id)),
    acceptReservation: async (_p, args, ctx) => answer(await acceptReservation(depsOf(ctx), callerOf(ctx), args.id)),
    declineReservation: async (_p, args, ctx) =>
      answer(await declineReservation(depsOf(ctx), callerOf(ctx), args.id, args.reason ?? null)),
  };
};

export const reservationMutations = reservationMutationsWith();
