// All resolvers of the social-events subgraph, one file per area, typed from the SDL (../gen/resolver-types.ts).
import type { Resolvers } from '../gen/resolver-types';
import { cmsPageResolvers } from './cms-pages';
import { postResolvers } from './posts';
import { siteSettingResolvers } from './site-settings';

export const resolvers: Resolvers = {
  Query: { ...siteSettingResolvers.Query, ...postResolvers.Query, ...cmsPageResolvers.Query },
  Mutation: { ...siteSettingResolvers.Mutation },
  Post: postResolvers.Post,
};
