// All resolvers of the social-events subgraph, one file per area.
import type { Resolvers } from '@golightly/service-kit';
import { cmsPageResolvers } from './cms-pages';
import { siteContentResolvers } from './site-content';

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

export const resolvers = mergeAreas([siteContentResolvers, cmsPageResolvers]);
