// Queries of CMS pages.
import type { Knex } from '@golightly/db';
import type { CmsPageRecord, PageAccess } from '../domain/cms-pages';

const COLUMNS = {
  id: 'id',
  pageTitle: 'page_title',
  pageUrl: 'page_url',
  metaTitle: 'meta_title',
  metaDescription: 'meta_description',
  footerCategory: 'footer_category',
  access: 'access',
  isEnable: 'is_enable',
  content: 'content',
  sortOrder: 'sort_order',
  createdAt: 'created_at',
};

/** Enabled pages of the given accesses, in footer order (column, then sort order, then id). */
export async function findEnabledPages(db: Knex, accesses: PageAccess[]): Promise<CmsPageRecord[]> {
  return db('cms_pages')
    .select(COLUMNS)
    .where({ is_enable: true })
    .whereIn('access', accesses)
    .orderBy([{ column: 'footer_category' }, { column: 'sort_order' }, { column: 'id' }]);
}

export async function findPageByUrl(db: Knex, pageUrl: string): Promise<CmsPageRecord | undefined> {
  return db('cms_pages').select(COLUMNS).where({ page_url: pageUrl }).first();
}

/** Stores a CMS page as an admin saves it; returns its id. */
export async function insertPage(db: Knex, page: Omit<CmsPageRecord, 'id' | 'createdAt'>): Promise<number> {
  const [row] = await db('cms_pages')
    .insert({
      page_title: page.pageTitle,
      page_url: page.pageUrl,
      meta_title: page.metaTitle,
      meta_description: page.metaDescription,
      footer_category: page.footerCategory,
      access: page.access,
      is_enable: page.isEnable,
      content: page.content,
      sort_order: page.sortOrder,
    })
    .returning('id');
  return row.id;
}
