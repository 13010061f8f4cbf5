// The accounts subgraph: members, sessions, verification, roles.
import { defineSubgraph } from '@golightly/service-kit';
import { resolvers } from './graphql/resolvers';
import { internalSessionRoute } from './http/internal-session';

export const subgraph = defineSubgraph({
  name: 'accounts',
  appUrl: import.meta.url,
  resolvers,
  routes: ({ db, identitySecret }) => internalSessionRoute(db, identitySecret),
});
