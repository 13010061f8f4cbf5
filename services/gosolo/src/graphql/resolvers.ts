// Resolvers of the gosolo subgraph.
import { publicError, type Resolvers } from '@golightly/service-kit';
import { findTrip } from '../db/trips';
import { hasStarted, todayIso, type TripRecord } from '../domain/trip';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

export const resolvers: Resolvers = {
  Query: {
    trip: async (_parent, args: { id: number }, { db }) => {
      const trip = await findTrip(db, args.id);
      return trip?.isPublished ? trip : null;
    },
  },
  Trip: {
    __resolveReference: (reference: { id: number }, { db }) => findTrip(db, reference.id),
    hasStarted: (trip: TripRecord, args: { asOf?: string | null }) => {
      if (args.asOf && !DATE.test(args.asOf)) throw publicError('asOf must be a date as YYYY-MM-DD.', 'BAD_USER_INPUT');
      return hasStarted(trip, args.asOf ?? todayIso());
    },
  },
};
