// The gosolo subgraph: group trips, their bookings, waiting lists and reviews.
import { defineSubgraph } from '@golightly/service-kit';
import { resolvers } from './graphql/resolvers';

export const subgraph = defineSubgraph({ name: 'gosolo', appUrl: import.meta.url, resolvers });
