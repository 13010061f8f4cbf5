// All resolvers of the accounts subgraph, one file per area.
import type { Resolvers } from '@golightly/service-kit';
import type { AccountsServices } from '../context';
import { profileResolvers } from './profiles';
import { signInResolvers } from './sign-in';

/** Merges the areas' resolver maps type by type. */
export function createResolvers(services: AccountsServices): Resolvers {
  const merged: Resolvers = {};
  for (const area of [profileResolvers, signInResolvers(services)]) {
    for (const [typeName, fields] of Object.entries(area)) {
      merged[typeName] = { ...(merged[typeName] ?? {}), ...fields } as Resolvers[string];
    }
  }
  return merged;
}
