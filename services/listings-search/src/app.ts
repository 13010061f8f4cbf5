// The listings-search subgraph: listings, calendars, prices, search, wish lists.
import { defineSubgraph } from '@golightly/service-kit';
import { seedDemo } from './db/seed';
import { resolvers } from './graphql/resolvers/index';

export const subgraph = defineSubgraph({ name: 'listings-search', appUrl: import.meta.url, resolvers, seedDemo });
