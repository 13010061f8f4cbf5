// Queries of posts and site settings.
import type { Knex } from '@golightly/db';
import type { SettingType } from '../domain/site-settings';

export interface PostRecord {
  id: number;
  authorId: string;
  content: string;
  isEnabled: boolean;
  createdAt: Date;
}

export async function findSiteSettings(db: Knex, type: SettingType): Promise<{ name: string; value: string }[]> {
  return db('site_settings').select('name', 'value').where({ type }).orderBy('name');
}

export async function findPost(db: Knex, id: number): Promise<PostRecord | undefined> {
  return db('posts')
    .select({ id: 'id', authorId: 'author_id', content: 'content', isEnabled: 'is_enabled', createdAt: 'created_at' })
    .where({ id })
    .first();
}
