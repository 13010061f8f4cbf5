// Site settings and social posts.
import { publicError, type Resolvers } from '@golightly/service-kit';
import { findPost, findSiteSettings, type PostRecord } from '../../db/content';
import { isSettingType } from '../../domain/site-settings';

const toGraph = (post: PostRecord) => ({
  id: post.id,
  content: post.content,
  createdAt: post.createdAt.toISOString(),
  author: { id: post.authorId },
});

export const siteContentResolvers: Resolvers = {
  Query: {
    siteSettings: async (_parent, args: { type: string }, { db }) => {
      if (!isSettingType(args.type)) throw publicError(`Unknown settings type "${args.type}".`, 'BAD_USER_INPUT');
      return findSiteSettings(db, args.type);
    },
    post: async (_parent, args: { id: number }, { db, identity }) => {
      if (!identity) throw publicError('Please log in to see the social area.', 'UNAUTHENTICATED');
      const post = await findPost(db, args.id);
      return post?.isEnabled ? toGraph(post) : null;
    },
  },
  Post: {
    __resolveReference: async (reference: { id: number }, { db }) => {
      const post = await findPost(db, reference.id);
      return post?.isEnabled ? toGraph(post) : null;
    },
  },
};
