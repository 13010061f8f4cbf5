// The listings-search subgraph: listings, calendars, prices, search, wish lists.
import { defineSubgraph } from '@golightly/service-kit';
import { seedDemo } from './db/seed';
import { subscriptions } from './events/subscriptions';
import { resolvers } from './graphql/resolvers/index';

export const subgraph = defineSubgraph({
  name: 'listings-search',
  appUrl: import.meta.url,
  resolvers,
  // A host's account deleted or restored by accounts suspends or brings back her listings (decision 0040).
  handlers: () => subscriptions(),
  seedDemo,
});
