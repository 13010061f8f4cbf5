import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cacheControlFor, fallsBackToIndex, fileInside, routeStatic, safeSegments } from './static-paths';

describe('the static path guard', () => {
  it('splits a plain path into its decoded segments', () => {
    expect(safeSegments('/')).toEqual([]);
    expect(safeSegments('/assets/index-abc123.js')).toEqual(['assets', 'index-abc123.js']);
    expect(safeSegments('/users/')).toEqual(['users']);
    expect(safeSegments('/c/ADA%20INV/ada%40golightly.test')).toEqual(['c', 'ADA INV', 'ada@golightly.test']);
  });

  it.each([
    ['a dev-server file path', '/@fs/work/main/.data/secrets/internal_identity_secret'],
    ['a dev-server module path', '/@vite/client'],
    ['node_modules', '/node_modules/react/index.js'],
    ['the sources', '/src/main.tsx'],
    ['the data folder', '/.data/secrets/internal_identity_secret'],
    ['a dotfile further down', '/assets/.source-hash'],
    ['a plain parent step', '/assets/../../.data/secrets/x'],
    ['an encoded parent step', '/%2e%2e/%2e%2e/.data/secrets/x'],
    ['an encoded slash', '/..%2f..%2f.data%2fsecrets%2fx'],
    ['an encoded backslash', '/..%5c..%5cpackage.json'],
    ['an encoded NUL', '/index.html%00.png'],
    ['an undecodable escape', '/%E0%A4%A'],
    ['an empty segment', '//etc/passwd'],
  ])('refuses %s', (_what, urlPath) => {
    expect(safeSegments(urlPath)).toBeNull();
  });

  it('names only files inside the root', () => {
    const root = path.resolve('/srv/web/dist');
    expect(fileInside(root, ['assets', 'a.js'])).toBe(path.join(root, 'assets', 'a.js'));
    expect(fileInside(root, ['..', 'package.json'])).toBeNull();
    expect(fileInside(root, ['/etc/passwd'])).toBeNull();
    expect(fileInside(root, [])).toBeNull();
  });
});

describe('the single-page fallback', () => {
  it('gives client-side routes the page, even ones that end in a name with a dot when a browser navigates', () => {
    expect(fallsBackToIndex(['users', 'show', '12'], '*/*')).toBe(true);
    expect(fallsBackToIndex(['c', 'ADAINV01', 'ada@golightly.test'], 'text/html,application/xhtml+xml')).toBe(true);
  });

  it('lets a missing file or a missing build chunk answer 404', () => {
    expect(fallsBackToIndex(['robots.txt'], '*/*')).toBe(false);
    expect(fallsBackToIndex(['assets', 'index-gone.js'], 'text/html')).toBe(false);
    expect(fallsBackToIndex(['assets'], 'text/html')).toBe(false);
  });
});

describe('caching', () => {
  it('keeps hashed assets for a year and revalidates everything else', () => {
    expect(cacheControlFor(['assets', 'index-abc123.js'])).toBe('public, max-age=31536000, immutable');
    expect(cacheControlFor(['index.html'])).toBe('no-cache');
    expect(cacheControlFor(['favicon.svg'])).toBe('no-cache');
  });
});

describe('which app answers', () => {
  it('sends /siteadmin/ paths to the admin app and the rest to the member app', () => {
    expect(routeStatic('/siteadmin/users', '', true)).toEqual({ kind: 'app', app: 'admin', segments: ['users'] });
    expect(routeStatic('/siteadmin/', '', true)).toEqual({ kind: 'app', app: 'admin', segments: [] });
    expect(routeStatic('/search', '', true)).toEqual({ kind: 'app', app: 'web', segments: ['search'] });
  });

  it('redirects /siteadmin to /siteadmin/ with its query', () => {
    expect(routeStatic('/siteadmin', '?code=1', true)).toEqual({ kind: 'redirect', location: '/siteadmin/?code=1' });
  });

  it('refuses dev-server paths under /siteadmin/ too', () => {
    expect(routeStatic('/siteadmin/@fs/work/main/.data/secrets/x', '', true)).toEqual({ kind: 'not-found' });
    expect(routeStatic('/siteadmin/..%2f.data/secrets/x', '', true)).toEqual({ kind: 'not-found' });
  });

  it('on the admin-only origin sends / to the admin app and has no member pages', () => {
    expect(routeStatic('/', '', false)).toEqual({ kind: 'redirect', location: '/siteadmin/' });
    expect(routeStatic('/search', '', false)).toEqual({ kind: 'not-found' });
  });
});
