// The bookings-payments subgraph: reservations, payments, payouts, fees, reviews. Money moves only here.
import { defineSubgraph } from '@golightly/service-kit';
import { publishRatesOnStart } from './app/currency-rates';
import { seedDemo } from './db/seed';
import { resolvers } from './graphql/resolvers';

export const subgraph = defineSubgraph({
  name: 'bookings-payments',
  appUrl: import.meta.url,
  resolvers,
  seedDemo,
  workers: (deps) => [publishRatesOnStart(deps.db, deps.logger)],
});
