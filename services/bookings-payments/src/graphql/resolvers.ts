// Resolvers of the bookings-payments subgraph.
import { publicError, type Resolvers } from '@golightly/service-kit';
import { findReservation } from '../db/reservations';
import { canView, toGraph } from '../domain/reservation';
import { currencyQueries } from './currency-resolvers';

export const resolvers: Resolvers = {
  Query: {
    ...currencyQueries,
    reservation: async (_parent, args: { id: number }, { db, identity }) => {
      if (!identity) throw publicError('Please log in to see this reservation.', 'UNAUTHENTICATED');
      const reservation = await findReservation(db, args.id);
      return reservation && canView(reservation, identity) ? toGraph(reservation) : null;
    },
  },
  Reservation: {
    __resolveReference: async (reference: { id: number }, { db, identity }) => {
      const reservation = await findReservation(db, reference.id);
      return reservation && canView(reservation, identity) ? toGraph(reservation) : null;
    },
  },
};
