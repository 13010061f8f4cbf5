// Which built file a request path names: never anything outside an app's dist folder, no dotfiles, no dev-server paths.
import path from 'node:path';

/** First segments only Vite's dev server knows; in a build they name nothing, and they must never fall back to a page. */
const DEV_SERVER_SEGMENTS = new Set(['node_modules', 'src']);

/**
 * The decoded segments of a URL path (without its query), or null when the path is refused: a segment that does not
 * decode, that smuggles a separator or NUL (`..%2f`), that is `.`/`..` or a dotfile (`.data`), an empty segment
 * inside the path (`//`), or a dev-server path (`/@fs/…`, `/@vite/…`, `/node_modules/…`, `/src/…`).
 */
export function safeSegments(urlPath: string): string[] | null {
  if (!urlPath.startsWith('/')) return null;
  const raw = urlPath.slice(1).split('/');
  if (raw.length > 1 && raw.at(-1) === '') raw.pop(); // `/users/` names the same page as `/users`
  if (raw.length === 1 && raw[0] === '') return [];
  const segments: string[] = [];
  for (const encoded of raw) {
    let segment: string;
    try {
      segment = decodeURIComponent(encoded);
    } catch {
      return null;
    }
    if (segment === '' || segment.startsWith('.') || /[/\\\0]/.test(segment)) return null;
    segments.push(segment);
  }
  const first = segments[0];
  if (first !== undefined && (first.startsWith('@') || DEV_SERVER_SEGMENTS.has(first))) return null;
  return segments;
}

/** The absolute file `segments` name under `root`, or null if it would resolve outside it. */
export function fileInside(root: string, segments: readonly string[]): string | null {
  const base = path.resolve(root);
  const file = path.resolve(base, ...segments);
  const relative = path.relative(base, file);
  if (relative === '' || relative.startsWith('..') || path.isAbsolute(relative)) return null;
  return file;
}

/**
 * Whether an unknown path gets the app's index.html (client-side routes) rather than 404: never under /assets/ (a
 * missing chunk must fail as a script, not load a page); a name with an extension only when a browser navigates.
 */
export function fallsBackToIndex(segments: readonly string[], accept: string | undefined): boolean {
  if (segments[0] === 'assets') return false;
  const last = segments.at(-1) ?? '';
  return !/\.[a-z0-9]+$/i.test(last) || (accept ?? '').includes('text/html');
}

/** Hashed build output never changes under its name; everything else is revalidated on each use. */
export function cacheControlFor(segments: readonly string[]): string {
  if (segments[0] === 'assets' && segments.length > 1) return 'public, max-age=31536000, immutable';
  return 'no-cache';
}

export const ADMIN_BASE = '/siteadmin';

export type WebRoute =
  | { kind: 'app'; app: 'web' | 'admin'; segments: string[] }
  | { kind: 'redirect'; location: string }
  | { kind: 'not-found' };

/**
 * Which app answers a path: the admin app under /siteadmin/, the member app elsewhere (when this server serves it).
 * `query` is the raw query string with its `?`, kept on redirects.
 */
export function routeStatic(urlPath: string, query: string, servesMemberApp: boolean): WebRoute {
  if (urlPath === ADMIN_BASE) return { kind: 'redirect', location: `${ADMIN_BASE}/${query}` };
  if (urlPath.startsWith(`${ADMIN_BASE}/`)) {
    const segments = safeSegments(urlPath.slice(ADMIN_BASE.length));
    return segments ? { kind: 'app', app: 'admin', segments } : { kind: 'not-found' };
  }
  if (!servesMemberApp)
    return urlPath === '/' ? { kind: 'redirect', location: `${ADMIN_BASE}/` } : { kind: 'not-found' };
  const segments = safeSegments(urlPath);
  return segments ? { kind: 'app', app: 'web', segments } : { kind: 'not-found' };
}
