// The accounts subgraph: members, sessions, verification, roles.
import { defineSubgraph } from '@golightly/service-kit';
import { seedDemo } from './db/seed';
import { resolvers } from './graphql/resolvers';
import { internalSessionRoute } from './http/internal-session';

export const subgraph = defineSubgraph({
  name: 'accounts',
  appUrl: import.meta.url,
  resolvers,
  seedDemo,
  routes: ({ db, identitySecret }) => internalSessionRoute(db, identitySecret),
});
