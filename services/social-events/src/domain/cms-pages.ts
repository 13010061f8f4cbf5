// Who may read a CMS page (spec 000 §2): public pages are for everyone, private pages only for signed-in members.
export const FOOTER_CATEGORIES = ['company', 'discover', 'policies', 'newfeatures'] as const;
export type FooterCategory = (typeof FOOTER_CATEGORIES)[number];

export type PageAccess = 'public' | 'private';

export interface CmsPageRecord {
  id: number;
  pageTitle: string;
  pageUrl: string;
  metaTitle: string | null;
  metaDescription: string | null;
  footerCategory: FooterCategory;
  access: PageAccess;
  isEnable: boolean;
  content: string;
  sortOrder: number;
  createdAt: Date;
}

/** The accesses a reader may see: a visitor only public pages, a signed-in member public and private ones. */
export const visibleAccesses = (signedIn: boolean): PageAccess[] => (signedIn ? ['public', 'private'] : ['public']);

export type PageReadOutcome = { kind: 'page'; page: CmsPageRecord } | { kind: 'notFound' } | { kind: 'signInNeeded' };

/**
 * What a reader gets for /page/{pageUrl}: a disabled or missing page is not found; a private page asks a visitor to
 * sign in rather than pretending it does not exist, since a member may have followed a link while signed out.
 */
export function readPage(page: CmsPageRecord | undefined, signedIn: boolean): PageReadOutcome {
  if (!page || !page.isEnable) return { kind: 'notFound' };
  if (!visibleAccesses(signedIn).includes(page.access)) return { kind: 'signInNeeded' };
  return { kind: 'page', page };
}

/** A page url as typed in an address: trimmed, lower-cased, at most 100 characters, else null. */
export function normalisePageUrl(raw: string): string | null {
  const url = raw.trim().toLowerCase();
  return url.length > 0 && url.length <= 100 && /^[a-z0-9]+(-[a-z0-9]+)*$/.test(url) ? url : null;
}
