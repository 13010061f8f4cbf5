// The catalogue's unlisted pages: each is either a super admin's or every admin's, and no privilege lists it.
import { describe, expect, it } from 'vitest';
import { ADMIN_PRIVILEGES, EVERY_ADMIN_URLS, SUPER_ADMIN_ONLY_URLS } from './admin-privileges';
import { isUrlAllowed } from './admin-url-rule';

describe('the pages no privilege lists', () => {
  const listed = new Set(ADMIN_PRIVILEGES.flatMap((p) => p.permittedUrls));
  const everyPrivilege = { isSuperAdmin: false, privilegeIds: ADMIN_PRIVILEGES.map((p) => p.id) };

  it('are listed by no privilege, so the exact-URL rule alone refuses them to a sub-admin', () => {
    for (const url of [...SUPER_ADMIN_ONLY_URLS, ...EVERY_ADMIN_URLS]) {
      expect(listed.has(url), url).toBe(false);
      expect(isUrlAllowed(everyPrivilege, url), url).toBe(false);
    }
  });

  it("are either a super admin's or every admin's, never both", () => {
    expect(SUPER_ADMIN_ONLY_URLS.filter((url) => EVERY_ADMIN_URLS.includes(url))).toEqual([]);
    expect(EVERY_ADMIN_URLS).toEqual(['/siteadmin/change/admin', '/siteadmin/change/common']);
  });
});
