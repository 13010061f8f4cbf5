import { describe, expect, it } from 'vitest';
import { adminAccessError, isUrlAllowed, normaliseAdminUrl, privilegesOf, urlMatches } from './admin-access';
import { ADMIN_PRIVILEGES, SUPER_ADMIN_ONLY_URLS, type AdminPrivilege } from '@golightly/admin-rules';

const privileges: AdminPrivilege[] = [
  { id: 1, name: 'Dashboard', permittedUrls: ['/siteadmin', '/siteadmin/admin'] },
  { id: 3, name: 'Manage Users', permittedUrls: ['/siteadmin/users'] },
  {
    id: 31,
    name: 'Manage Member Perks',
    permittedUrls: ['/siteadmin/member-perks', '/siteadmin/member-perks/edit/{id}'],
  },
];
const editor = { isSuperAdmin: false, privilegeIds: [1, 31] };
const superAdmin = { isSuperAdmin: true, privilegeIds: [] };

describe('the exact-URL access check of spec 000 §6', () => {
  it('allows a URL that one of her privileges lists', () => {
    expect(isUrlAllowed(editor, '/siteadmin/member-perks', privileges)).toBe(true);
    expect(isUrlAllowed(editor, '/siteadmin', privileges)).toBe(true);
  });

  it('denies a URL listed only by a privilege she does not hold', () => {
    expect(isUrlAllowed(editor, '/siteadmin/users', privileges)).toBe(false);
  });

  it('denies a URL no privilege lists, even to an admin holding every privilege', () => {
    expect(isUrlAllowed({ isSuperAdmin: false, privilegeIds: [1, 3, 31] }, '/siteadmin/admin-users', privileges)).toBe(
      false,
    );
  });

  it('never treats a listed URL as a prefix', () => {
    expect(isUrlAllowed(editor, '/siteadmin/member-perks/add', privileges)).toBe(false);
    expect(isUrlAllowed(editor, '/siteadmin/member-perksx', privileges)).toBe(false);
    expect(isUrlAllowed(editor, '/siteadmin/admin/users', privileges)).toBe(false);
  });

  it('compares letter case exactly', () => {
    expect(isUrlAllowed(editor, '/siteadmin/Member-Perks', privileges)).toBe(false);
  });

  it('lets a {name} segment stand for exactly one id segment', () => {
    expect(isUrlAllowed(editor, '/siteadmin/member-perks/edit/42', privileges)).toBe(true);
    expect(isUrlAllowed(editor, '/siteadmin/member-perks/edit/6f1c1f3e-0000-4000-8000-000000000001', privileges)).toBe(
      true,
    );
    expect(isUrlAllowed(editor, '/siteadmin/member-perks/edit', privileges)).toBe(false);
    expect(isUrlAllowed(editor, '/siteadmin/member-perks/edit/42/delete', privileges)).toBe(false);
    expect(isUrlAllowed(editor, '/siteadmin/member-perks/edit/..', privileges)).toBe(false);
    expect(isUrlAllowed(editor, '/siteadmin/member-perks/edit/%2E%2E', privileges)).toBe(false);
  });

  it('accepts the listed pattern itself, as admin operations name it', () => {
    expect(isUrlAllowed(editor, '/siteadmin/member-perks/edit/{id}', privileges)).toBe(true);
  });

  it('ignores a query, a fragment and one trailing slash', () => {
    expect(isUrlAllowed(editor, '/siteadmin/member-perks?page=2#top', privileges)).toBe(true);
    expect(isUrlAllowed(editor, '/siteadmin/', privileges)).toBe(true);
    expect(isUrlAllowed(editor, '/siteadmin/member-perks//', privileges)).toBe(false);
  });

  it('denies what is not an absolute path', () => {
    for (const url of ['', 'siteadmin/member-perks', '//evil.example/siteadmin', 'https://golightly.club/siteadmin']) {
      expect(isUrlAllowed(editor, url, privileges)).toBe(false);
    }
  });

  it('ignores privilege ids the catalogue does not have', () => {
    expect(isUrlAllowed({ isSuperAdmin: false, privilegeIds: [999] }, '/siteadmin/users', privileges)).toBe(false);
  });

  it('allows a super admin everything, listed or not', () => {
    expect(isUrlAllowed(superAdmin, '/siteadmin/users', privileges)).toBe(true);
    expect(isUrlAllowed(superAdmin, '/siteadmin/admin-users', privileges)).toBe(true);
  });

  it('denies anyone who is not an admin', () => {
    expect(isUrlAllowed(undefined, '/siteadmin', privileges)).toBe(false);
    expect(isUrlAllowed(null, '/siteadmin', privileges)).toBe(false);
  });

  it('normalises only what it must', () => {
    expect(normaliseAdminUrl('/siteadmin/users/?x=1')).toBe('/siteadmin/users');
    expect(normaliseAdminUrl('/')).toBe('/');
    expect(normaliseAdminUrl('users')).toBeNull();
    expect(urlMatches('/siteadmin/edit/page/{blogId}', '/siteadmin/edit/page/7')).toBe(true);
    expect(urlMatches('/siteadmin/edit/page/{blogId}', '/siteadmin/edit/page/content')).toBe(true);
  });
});

describe('the privilege catalogue', () => {
  it('names the 51 privileges of spec 000 §6, each with its own id and name', () => {
    expect(ADMIN_PRIVILEGES).toHaveLength(51);
    expect(new Set(ADMIN_PRIVILEGES.map((p) => p.id)).size).toBe(51);
    expect(new Set(ADMIN_PRIVILEGES.map((p) => p.name)).size).toBe(51);
    expect(ADMIN_PRIVILEGES.map((p) => p.id)).toEqual(Array.from({ length: 51 }, (_, i) => i + 1));
  });

  it('gives every privilege at least one /siteadmin URL, and no URL to two privileges', () => {
    const urls = ADMIN_PRIVILEGES.flatMap((p) => p.permittedUrls);
    expect(ADMIN_PRIVILEGES.every((p) => p.permittedUrls.length > 0)).toBe(true);
    expect(urls.every((url) => /^\/siteadmin(\/[A-Za-z0-9_{}-]+)*$/.test(url))).toBe(true);
    expect(new Set(urls).size).toBe(urls.length);
  });

  it('opens list settings 1 to 23 except 17', () => {
    const listSettings = ADMIN_PRIVILEGES.find((p) => p.name === 'Manage Listing Settings');
    expect(listSettings?.permittedUrls).toHaveLength(22);
    expect(listSettings?.permittedUrls).not.toContain('/siteadmin/listsettings/17');
    expect(
      isUrlAllowed({ isSuperAdmin: false, privilegeIds: [listSettings?.id ?? 0] }, '/siteadmin/listsettings/23'),
    ).toBe(true);
    expect(
      isUrlAllowed({ isSuperAdmin: false, privilegeIds: [listSettings?.id ?? 0] }, '/siteadmin/listsettings/17'),
    ).toBe(false);
  });

  it('lists the admin-management pages under no privilege, so only a super admin opens them', () => {
    const everything = { isSuperAdmin: false, privilegeIds: ADMIN_PRIVILEGES.map((p) => p.id) };
    for (const url of SUPER_ADMIN_ONLY_URLS) expect(isUrlAllowed(everything, url)).toBe(false);
  });

  it('gives a super admin every privilege, and a sub-admin those of her role', () => {
    expect(privilegesOf(superAdmin)).toHaveLength(51);
    expect(privilegesOf(editor).map((p) => p.name)).toEqual(['Dashboard', 'Manage Member Perks']);
  });
});

describe('the refusal the gateway and the subgraphs share', () => {
  const session = { userId: 'u1', sessionId: 's1' };

  it('asks a signed-out caller to sign in as an admin', () => {
    expect(adminAccessError(null, ['/siteadmin/users'])?.extensions.code).toBe('UNAUTHENTICATED');
  });

  it('refuses a member', () => {
    expect(adminAccessError(session, ['/siteadmin/users'])?.message).toBe('Only admins may do this.');
  });

  it('names the page an admin lacks', () => {
    const refusal = adminAccessError({ ...session, admin: { adminId: 'a1', ...editor } }, ['/siteadmin/users']);
    expect(refusal?.message).toBe('Your admin role does not allow this: it needs the privilege for /siteadmin/users.');
    expect(refusal?.extensions).toMatchObject({ code: 'FORBIDDEN', adminUrls: ['/siteadmin/users'] });
  });

  it('lets an admin through on any one of the URLs', () => {
    expect(
      adminAccessError({ ...session, admin: { adminId: 'a1', ...editor } }, [
        '/siteadmin/users',
        '/siteadmin/member-perks',
      ]),
    ).toBeNull();
  });
});
