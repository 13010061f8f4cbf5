// The admin sign-in provider and the gateway's admin lookup, as one registration for the accounts app.
import type { Knex } from '@golightly/db';
import type { FastifyInstance } from 'fastify';
import { loadAccountsConfig } from '../../config';
import { createFieldCrypto } from '../../db/field-crypto';
import { adminIdentityRoute } from './admin-identity';
import { oidcRoutes } from './provider';

export function oidcProviderRoutes(db: Knex, identitySecret: string, env: Record<string, string | undefined>) {
  const config = loadAccountsConfig(env);
  const crypto = createFieldCrypto(config.dataKey);
  return async (app: FastifyInstance) => {
    await adminIdentityRoute(db, crypto, identitySecret)(app);
    await oidcRoutes(db, config, crypto)(app);
  };
}
