import { describe, expect, it } from 'vitest';
import { normalisePageUrl, readPage, visibleAccesses, type CmsPageRecord } from './cms-pages';

const page = (overrides: Partial<CmsPageRecord> = {}): CmsPageRecord => ({
  id: 3,
  pageTitle: 'Community guidelines',
  pageUrl: 'community-guidelines',
  metaTitle: null,
  metaDescription: null,
  footerCategory: 'policies',
  access: 'public',
  isEnable: true,
  content: '<p>Be kind.</p>',
  sortOrder: 1,
  createdAt: new Date('2026-01-01T00:00:00Z'),
  ...overrides,
});

describe('CMS page access', () => {
  it('shows a visitor only public pages and a signed-in member public and private ones', () => {
    expect(visibleAccesses(false)).toEqual(['public']);
    expect(visibleAccesses(true)).toEqual(['public', 'private']);
  });

  it('gives a visitor a public page', () => {
    expect(readPage(page(), false)).toEqual({ kind: 'page', page: page() });
  });

  it('asks a visitor to sign in for a private page, and gives it to a member', () => {
    const privatePage = page({ access: 'private' });
    expect(readPage(privatePage, false)).toEqual({ kind: 'signInNeeded' });
    expect(readPage(privatePage, true)).toEqual({ kind: 'page', page: privatePage });
  });

  it('treats a disabled page as not found, even for a member', () => {
    expect(readPage(page({ isEnable: false }), true)).toEqual({ kind: 'notFound' });
    expect(readPage(undefined, true)).toEqual({ kind: 'notFound' });
  });
});

describe('page urls', () => {
  it('accepts lower-case hyphenated words, whatever the case typed', () => {
    expect(normalisePageUrl(' Community-Guidelines ')).toBe('community-guidelines');
    expect(normalisePageUrl('whats-new-2026')).toBe('whats-new-2026');
  });

  it('refuses empty, over-long and punctuated urls', () => {
    expect(normalisePageUrl('')).toBeNull();
    expect(normalisePageUrl('a'.repeat(101))).toBeNull();
    expect(normalisePageUrl('../etc/passwd')).toBeNull();
    expect(normalisePageUrl('double--hyphen')).toBeNull();
  });
});
