// All resolvers of the notifications subgraph, one file per area.
import type { Resolvers } from '@golightly/service-kit';
import { countResolvers } from './counts';
import { notificationResolvers } from './notification';

/** Merges the areas' resolver maps type by type. */
function mergeAreas(areas: Resolvers[]): Resolvers {
  const merged: Resolvers = {};
  for (const area of areas) {
    for (const [typeName, fields] of Object.entries(area)) {
      merged[typeName] = { ...(merged[typeName] ?? {}), ...fields } as Resolvers[string];
    }
  }
  return merged;
}

export const resolvers = mergeAreas([notificationResolvers, countResolvers]);
