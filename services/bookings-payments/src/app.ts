// The bookings-payments subgraph: reservations, payments, payouts, fees, reviews. Money moves only here.
import { defineSubgraph } from '@golightly/service-kit';
import { seedDemo } from './db/seed';
import { resolvers } from './graphql/resolvers';

export const subgraph = defineSubgraph({ name: 'bookings-payments', appUrl: import.meta.url, resolvers, seedDemo });
