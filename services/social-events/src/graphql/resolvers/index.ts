// All resolvers of the social-events subgraph, one file per area, typed from the SDL (../gen/resolver-types.ts).
import type { Resolvers } from '../gen/resolver-types';
import { cmsPageResolvers } from './cms-pages';
import { siteContentResolvers } from './site-content';

export const resolvers: Resolvers = {
  Query: { ...siteContentResolvers.Query, ...cmsPageResolvers.Query },
  Post: siteContentResolvers.Post,
};
