// getEnabledBlog (spec 000 §7) and the page of /page/{pageUrl}: what a caller may read depends on being signed in.
import { NOT_LOGGED_IN_MESSAGE, publicError } from '@golightly/service-kit';
import { findEnabledPages, findPageByUrl } from '../../db/cms-pages';
import { normalisePageUrl, readPage, visibleAccesses, type CmsPageRecord } from '../../domain/cms-pages';
import type { Resolvers } from '../gen/resolver-types';

const toGraph = (page: CmsPageRecord) => ({ ...page, createdAt: page.createdAt.toISOString() });

export const cmsPageResolvers: Resolvers = {
  Query: {
    getEnabledBlog: async (_parent, _args, { db, identity }) =>
      (await findEnabledPages(db, visibleAccesses(Boolean(identity)))).map(toGraph),
    getPageByUrl: async (_parent, args, { db, identity }) => {
      const pageUrl = normalisePageUrl(args.pageUrl);
      if (!pageUrl) return null;
      const outcome = readPage(await findPageByUrl(db, pageUrl), Boolean(identity));
      if (outcome.kind === 'signInNeeded') throw publicError(NOT_LOGGED_IN_MESSAGE, 'UNAUTHENTICATED');
      return outcome.kind === 'page' ? toGraph(outcome.page) : null;
    },
  },
};
