// The role form's privilege groups, from the real catalogue and route table: every privilege under an area of the app
// and described by the screens it opens, in the catalogue's order within each area.
import { ADMIN_PRIVILEGES } from '@golightly/admin-rules';
import { describe, expect, it } from 'vitest';
import { ADMIN_SCREENS } from '../route-table';
import { groupPrivileges, privilegeMatches } from './privilege-groups';

describe('the privilege groups of the role form', () => {
  const groups = groupPrivileges(ADMIN_PRIVILEGES, ADMIN_SCREENS);
  const all = groups.flatMap((group) => group.privileges);

  it('puts each of the 51 privileges once under an area of the app, none under Other', () => {
    expect(all.map((p) => p.id).sort((a, b) => a - b)).toEqual(ADMIN_PRIVILEGES.map((p) => p.id));
    expect(groups.map((group) => group.area)).not.toContain('other');
  });

  it('names the screens a privilege opens once each, whatever their number of pages', () => {
    const byName = (name: string) => all.find((p) => p.name === name)!;
    expect(byName('Manage Listing Settings').screens).toEqual(['List settings']);
    expect(byName('Dashboard').screens).toEqual(['Dashboard']);
    expect(byName('ID Proof Verification Management').screens).toEqual(['ID proof verification', 'Documents']);
    expect(groups.find((g) => g.privileges.includes(byName('Manage Listings')))?.heading).toBe('Listings');
  });

  it("matches a filter on the privilege's name or a screen's title, in any case", () => {
    const picks = all.find((p) => p.name === 'Top Picks Manager')!;
    expect(privilegeMatches(picks, 'TOP pick')).toBe(true);
    expect(privilegeMatches(picks, 'top picks')).toBe(true);
    expect(privilegeMatches(picks, 'reservations')).toBe(false);
    expect(privilegeMatches(picks, '  ')).toBe(true);
  });
});
