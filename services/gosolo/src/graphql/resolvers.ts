// Resolvers of the gosolo subgraph, typed from its SDL (src/graphql/gen/resolver-types.ts).
import { publicError } from '@golightly/service-kit';
import { findTrip } from '../db/trips';
import { hasStarted, todayIso } from '../domain/trip';
import type { Resolvers } from './gen/resolver-types';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** An unpublished trip is nobody's to see yet, whether asked for by number or through another subgraph. */
const publishedTrip = async (db: Parameters<typeof findTrip>[0], id: number) => {
  const trip = await findTrip(db, id);
  return trip?.isPublished ? trip : null;
};

export const resolvers: Resolvers = {
  Query: {
    trip: (_parent, args, { db }) => publishedTrip(db, args.id),
  },
  Trip: {
    __resolveReference: (reference, { db }) => publishedTrip(db, reference.id),
    hasStarted: (trip, args) => {
      if (args.asOf && !DATE.test(args.asOf)) throw publicError('asOf must be a date as YYYY-MM-DD.', 'BAD_USER_INPUT');
      return hasStarted(trip, args.asOf ?? todayIso());
    },
  },
};
