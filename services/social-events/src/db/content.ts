// Queries of posts.
import type { Knex } from '@golightly/db';

export interface PostRecord {
  id: number;
  authorId: string;
  content: string;
  isEnabled: boolean;
  createdAt: Date;
}

export async function findPost(db: Knex, id: number): Promise<PostRecord | undefined> {
  return db('posts')
    .select({ id: 'id', authorId: 'author_id', content: 'content', isEnabled: 'is_enabled', createdAt: 'created_at' })
    .where({ id })
    .first();
}

/** Stores a member's post; returns its id. */
export async function insertPost(
  db: Knex,
  post: Pick<PostRecord, 'authorId' | 'content' | 'isEnabled'>,
): Promise<number> {
  const [row] = await db('posts')
    .insert({ author_id: post.authorId, content: post.content, is_enabled: post.isEnabled })
    .returning('id');
  return row.id;
}
