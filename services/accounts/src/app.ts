// The accounts subgraph: members, sessions, verification, roles.
import { defineSubgraph } from '@golightly/service-kit';
import { loadAccountsConfig } from './config';
import { createFieldCrypto } from './db/field-crypto';
import { seedDemo } from './db/seed';
import { createResolvers } from './graphql/resolvers';
import { internalSessionRoute } from './http/internal-session';

export const subgraph = defineSubgraph({
  name: 'accounts',
  appUrl: import.meta.url,
  resolvers: ({ env }) => {
    const config = loadAccountsConfig(env);
    return createResolvers({ config, crypto: createFieldCrypto(config.dataKey) });
  },
  seedDemo,
  routes: ({ db, identitySecret }) => internalSessionRoute(db, identitySecret),
});
