// The admin access rule of spec 000 §6 (decision 0008): a URL is allowed only if one of the admin's privileges lists
// that exact URL; unlisted URLs are denied; a super admin has all. The gateway and every subgraph enforce it, and the
// admin app builds its menu and guards its pages with it: one rule, imported by all.
import { ADMIN_PRIVILEGES, type AdminPrivilege } from './admin-privileges';

/** What the rule needs to know about an admin: exactly what the signed identity carries. */
export interface AdminGrant {
  isSuperAdmin: boolean;
  privilegeIds: readonly number[];
}

/** One id segment of a concrete URL: a number, a uuid, a slug. Never empty, never a dot segment. */
const ID_SEGMENT = /^[A-Za-z0-9_-]{1,100}$/;
const PARAMETER = /^\{[A-Za-z]+\}$/;

/**
 * The path of `url` as the rule compares it: query and fragment dropped, one trailing slash dropped
 * (`/siteadmin/` is `/siteadmin`). Null for anything that is not an absolute path.
 */
export function normaliseAdminUrl(url: string): string | null {
  const path = url.split(/[?#]/, 1)[0] ?? '';
  if (!path.startsWith('/') || path.startsWith('//') || path.length > 1000) return null;
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
}

/**
 * Whether a permitted URL admits `path`: equal text, or equal segment by segment where the permitted URL has a
 * `{name}` parameter and the path one id segment there. Case counts; nothing is a prefix of anything.
 */
export function urlMatches(permitted: string, path: string): boolean {
  if (permitted === path) return true;
  const wanted = permitted.split('/');
  const given = path.split('/');
  if (wanted.length !== given.length) return false;
  return wanted.every((segment, i) => {
    const actual = given[i] ?? '';
    return segment === actual || (PARAMETER.test(segment) && ID_SEGMENT.test(actual));
  });
}

/** The spec's check: allowed only if a privilege the admin holds lists that exact URL; a super admin has all. */
export function isUrlAllowed(
  admin: AdminGrant | null | undefined,
  url: string,
  privileges: readonly AdminPrivilege[] = ADMIN_PRIVILEGES,
): boolean {
  if (!admin) return false;
  if (admin.isSuperAdmin) return true;
  const path = normaliseAdminUrl(url);
  if (path === null) return false;
  return privileges.some(
    (p) => admin.privilegeIds.includes(p.id) && p.permittedUrls.some((permitted) => urlMatches(permitted, path)),
  );
}

/** The privileges an admin holds: every one for a super admin, otherwise those of her role that exist. */
export function privilegesOf(
  admin: AdminGrant,
  privileges: readonly AdminPrivilege[] = ADMIN_PRIVILEGES,
): AdminPrivilege[] {
  return privileges.filter((p) => admin.isSuperAdmin || admin.privilegeIds.includes(p.id));
}
