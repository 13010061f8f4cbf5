// Resolvers of the bookings-payments subgraph, typed from its SDL (src/graphql/gen/resolver-types.ts).
import { publicError, requireMember, type ServiceContext } from '@golightly/service-kit';
import { readTravelCredit } from '../app/travel-credit';
import { findReservationDetails } from '../db/reservations';
import { canView } from '../domain/reservation';
import { adminReservationQueries } from './admin-reservation-resolvers';
import { cancellationMutations, cancellationQueries, reservationCancellationFields } from './cancellation-resolvers';
import { currencyQueries } from './currency-resolvers';
import { depositQueries, depositReservationFields } from './deposit-resolvers';
import type { Resolvers } from './gen/resolver-types';
import { payoutMethodMutations, payoutMethodQueries } from './payout-method-resolvers';
import { quoteMutations, quoteQueries } from './quote-resolvers';
import { reservationPaymentFields } from './reservation-payment-resolvers';
import { reservationMutations, reservationQueries, reservationView } from './reservation-resolvers';
import { reviewMutations, reviewQueries, userReviewFields } from './review-resolvers';
import { serviceFeeMutations, serviceFeeQueries } from './service-fee-resolvers';
import { threadMutations, threadQueries, threadReservationFields } from './thread-resolvers';

/** A reservation is its guest's, its host's and Manage Reservations admins', whether asked for by number or by reference. */
const visibleReservation = async ({ db, identity }: ServiceContext, id: number) => {
  const reservation = await findReservationDetails(db, id);
  return reservation && canView(reservation, identity) ? reservationView(reservation) : null;
};

export const resolvers: Resolvers = {
  Query: {
    ...currencyQueries,
    ...quoteQueries,
    ...reservationQueries,
    ...adminReservationQueries,
    ...depositQueries,
    ...cancellationQueries,
    ...reviewQueries,
    ...serviceFeeQueries,
    ...threadQueries,
    ...payoutMethodQueries,
    reservation: async (_parent, args, ctx) => {
      // Only a visitor is refused by the shared member guard: admins with Manage Reservations read any (canView).
      if (!ctx.identity) requireMember(ctx.identity);
      return visibleReservation(ctx, args.id);
    },
  },
  Mutation: {
    ...quoteMutations,
    ...reservationMutations,
    ...cancellationMutations,
    ...reviewMutations,
    ...serviceFeeMutations,
    ...threadMutations,
    ...payoutMethodMutations,
  },
  Reservation: {
    __resolveReference: (reference, ctx) => visibleReservation(ctx, reference.id),
    ...reservationPaymentFields,
    ...depositReservationFields,
    ...reservationCancellationFields,
    ...threadReservationFields,
  },
  User: {
    // A reference carries nothing but the id; each field below decides who may read it.
    __resolveReference: (reference) => ({ id: reference.id }),
    ...userReviewFields,
    travelCredit: async (user, _args, { db, identity }) => {
      const outcome = await readTravelCredit(db, identity, user.id);
      if (outcome.kind === 'notHers') throw publicError("Only she can see a member's travel credit.", 'FORBIDDEN');
      return { amount: outcome.amount, currency: outcome.currency };
    },
  },
};
