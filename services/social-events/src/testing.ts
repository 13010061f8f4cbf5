// Fixtures for tests elsewhere in the repository: posts and CMS pages as social-events stores them, written by its
// own db layer so a test never writes this service's tables itself.
import type { Knex } from '@golightly/db';
import { insertPage } from './db/cms-pages';
import { insertPost as storePost } from './db/content';
import type { FooterCategory, PageAccess } from './domain/cms-pages';

export interface PostFixture {
  authorId: string;
  content: string;
  /** Shown unless told otherwise (an admin may hide a post). */
  isEnabled?: boolean;
}

/** Inserts a member's post; returns its id. */
export async function insertPost(db: Knex, post: PostFixture): Promise<number> {
  return storePost(db, { authorId: post.authorId, content: post.content, isEnabled: post.isEnabled ?? true });
}

export interface CmsPageFixture {
  pageTitle: string;
  /** The {pageUrl} of /page/{pageUrl}: lower-case words joined by hyphens. */
  pageUrl: string;
  footerCategory: FooterCategory;
  /** Public unless told otherwise. */
  access?: PageAccess;
  isEnable?: boolean;
  sortOrder?: number;
  content?: string;
  metaTitle?: string | null;
  metaDescription?: string | null;
}

/** Inserts a CMS page (public, enabled, first in its column unless told otherwise); returns its id. */
export async function insertCmsPage(db: Knex, page: CmsPageFixture): Promise<number> {
  return insertPage(db, {
    pageTitle: page.pageTitle,
    pageUrl: page.pageUrl,
    footerCategory: page.footerCategory,
    access: page.access ?? 'public',
    isEnable: page.isEnable ?? true,
    sortOrder: page.sortOrder ?? 0,
    content: page.content ?? '',
    metaTitle: page.metaTitle ?? null,
    metaDescription: page.metaDescription ?? null,
  });
}
