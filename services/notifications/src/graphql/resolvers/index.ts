// All resolvers of the notifications subgraph, one file per area, typed from its SDL (src/graphql/gen).
import type { Resolvers } from '../gen/resolver-types';
import { countResolvers } from './counts';
import { notificationResolvers } from './notification';

/** Merges the areas' resolver maps type by type. */
function mergeAreas(areas: Resolvers[]): Resolvers {
  const merged: Record<string, object> = {};
  for (const area of areas) {
    for (const [typeName, fields] of Object.entries(area)) {
      merged[typeName] = { ...(merged[typeName] ?? {}), ...(fields as object) };
    }
  }
  return merged as Resolvers;
}

export const resolvers = mergeAreas([notificationResolvers, countResolvers]);
