// The accounts subgraph: members, sessions, verification, roles.
import { defineSubgraph } from '@golightly/service-kit';
import { DeletedAccountPurge } from './app/purge-deleted-accounts';
import { loadAccountsConfig } from './config';
import { createFieldCrypto } from './db/field-crypto';
import { seedDemo } from './db/seed';
import { subscriptions } from './events/subscriptions';
import { createResolvers } from './graphql/resolvers';
import { internalSessionRoute } from './http/internal-session';
import { oidcProviderRoutes } from './http/oidc';
import { profileFileRoutes } from './http/profile-files';
import { socialLoginRoutes } from './http/social-login';

export const subgraph = defineSubgraph({
  name: 'accounts',
  appUrl: import.meta.url,
  resolvers: ({ env }) => {
    const config = loadAccountsConfig(env);
    return createResolvers({ config, crypto: createFieldCrypto(config.dataKey) });
  },
  handlers: () => subscriptions(),
  seedDemo,
  routes:
    ({ db, identitySecret, env }) =>
    async (app) => {
      await internalSessionRoute(db, identitySecret)(app);
      await oidcProviderRoutes(db, identitySecret, env)(app);
      await socialLoginRoutes()(app);
      const config = loadAccountsConfig(env);
      // Its own scope: the uploads read any body as bytes, which the other routes must not.
      await app.register(profileFileRoutes(db, config, createFieldCrypto(config.dataKey)));
    },
  // Admin deletions are erased once they can no longer be restored (decision 0029).
  workers: ({ db, logger }) => [new DeletedAccountPurge({ db, logger })],
});

/** The reserved system account of spec 000 §6 (decision 0010): its fixed id, and its seed for the runner. */
export { seedReservedAccount, type ReservedAccountOptions } from './db/reserved-account';
export { RESERVED_ACCOUNT_EMAIL, RESERVED_ACCOUNT_ID } from './domain/roles';
