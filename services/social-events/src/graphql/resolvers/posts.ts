// Social posts: read by members, by number or as a federated reference.
import { requireMember, type Identity } from '@golightly/service-kit';
import type { Knex } from '@golightly/db';
import { findPost, type PostRecord } from '../../db/content';
import type { Resolvers } from '../gen/resolver-types';

const toGraph = (post: PostRecord) => ({
  id: post.id,
  content: post.content,
  createdAt: post.createdAt.toISOString(),
  author: { id: post.authorId },
});

/**
 * The social area is for members: a visitor reads no post, whether she asks for it by number or another subgraph
 * resolves it for her through a reference.
 */
async function visiblePost(db: Knex, identity: Identity | null, id: number) {
  if (!identity) return null;
  const post = await findPost(db, id);
  return post?.isEnabled ? toGraph(post) : null;
}

export const postResolvers: Resolvers = {
  Query: {
    post: async (_parent, args, { db, identity }) => {
      // A visitor is refused by the shared member guard; a signed-in caller reads what visiblePost shows her.
      if (!identity) requireMember(identity);
      return visiblePost(db, identity, args.id);
    },
  },
  Post: {
    __resolveReference: (reference, { db, identity }) => visiblePost(db, identity, reference.id),
  },
};
