// The privilege-aware frame: the side menu lists the screens her privileges open, grouped by area, and a screen she
// may not open says so without loading it or asking the gateway for anything.
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ADMIN_PRIVILEGES } from '@golightly/admin-rules';
import { mayOpenPath } from '../auth/admin-access';
import { AREAS } from '../routes/admin-screen';
import { ADMIN_SCREENS, type AdminScreenModule, type AdminScreenRoute } from '../routes/route-table';
import { adminAccessAnswer, renderAdminAt, subAdmin } from '../testing/render-app';
import { ADMIN_TEXTS } from '../texts';
import { menuFor } from './admin-menu';

const MANAGE_LISTINGS = ADMIN_PRIVILEGES.find((p) => p.name === 'Manage Listings')!.id;
const DASHBOARD = ADMIN_PRIVILEGES.find((p) => p.name === 'Dashboard')!.id;

const menu = () => screen.getByRole('navigation', { name: ADMIN_TEXTS.sectionsLabel });
const headings = () =>
  within(menu())
    .queryAllByRole('heading')
    .map((h) => h.textContent);
const links = () =>
  within(menu())
    .queryAllByRole('link')
    .map((a) => a.textContent);

describe('the side menu', () => {
  it('shows a sub-admin with only Manage Listings the Listings area and nothing else', async () => {
    renderAdminAt('/listings', undefined, {}, { access: subAdmin(MANAGE_LISTINGS) });
    expect(await within(menu()).findByRole('link', { name: 'Listings' })).toBeTruthy();
    expect(headings()).toEqual([AREAS.listings]);
    expect(links()).toEqual(['Listings', 'Deleted listings']);
  });

  it('shows a super admin every area, one entry per list screen and no sub-page', async () => {
    renderAdminAt('/');
    expect(await within(menu()).findByRole('link', { name: 'Admin logs' })).toBeTruthy();
    expect(headings()).toEqual(Object.values(AREAS));
    expect(links()).toContain('Admin users');
    expect(links()).toContain('List settings');
    for (const subPage of ['Add a member perk', 'Edit a member perk', 'Write a review', 'Reservation', 'Admin log in'])
      expect(links()).not.toContain(subPage);
    expect(within(menu()).getByRole('link', { name: 'List settings' }).getAttribute('href')).toBe(
      '/siteadmin/listsettings/1',
    );
  });

  it('offers every menu entry a super admin sees only when her privileges open its exact URL', () => {
    const everything = menuFor(ADMIN_SCREENS, () => true).flatMap((group) => group.entries);
    const sub = subAdmin(DASHBOARD, MANAGE_LISTINGS);
    const entries = menuFor(ADMIN_SCREENS, (path) => mayOpenPath(sub, path)).flatMap((group) => group.entries);
    expect(entries.map((entry) => entry.to)).toEqual(['/', '/listings', '/deleted-listings']);
    expect(everything.length).toBeGreaterThan(entries.length);
  });

  it('closes with Escape on a narrow screen and gives focus back to the Sections button', async () => {
    renderAdminAt('/', undefined, {}, { access: subAdmin(DASHBOARD) });
    const button = screen.getByRole('button', { name: ADMIN_TEXTS.sections });
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const dashboard = await within(menu()).findByRole('link', { name: 'Dashboard' });
    dashboard.focus();
    fireEvent.keyDown(dashboard, { key: 'Escape' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);
  });
});

describe('the page guard', () => {
  it('tells a sub-admin she has no access to a screen her role lacks, loads nothing and asks for nothing', async () => {
    const load = vi.fn((): Promise<AdminScreenModule> => import('../routes/placeholder/placeholder-page'));
    const screens: AdminScreenRoute[] = ADMIN_SCREENS.map((s) => (s.path === '/admin_logs' ? { ...s, load } : s));
    const { requests } = renderAdminAt('/admin_logs', undefined, {}, { access: subAdmin(MANAGE_LISTINGS), screens });
    expect(await screen.findByRole('heading', { level: 1, name: ADMIN_TEXTS.noAccess })).toBeTruthy();
    expect(load).not.toHaveBeenCalled();
    expect(new Set(requests())).toEqual(new Set(['SiteSettings', 'MyAdminAccess']));
    // Without the Dashboard privilege the way out is the first screen of her menu.
    expect(screen.getByRole('link', { name: ADMIN_TEXTS.goTo('Listings') }).getAttribute('href')).toBe(
      '/siteadmin/listings',
    );
  });

  it('points her to the dashboard when it is hers', async () => {
    renderAdminAt('/users', undefined, {}, { access: subAdmin(DASHBOARD) });
    expect(await screen.findByRole('heading', { level: 1, name: ADMIN_TEXTS.noAccess })).toBeTruthy();
    expect(screen.getByRole('link', { name: ADMIN_TEXTS.goToDashboard }).getAttribute('href')).toBe('/siteadmin');
  });

  it('keeps pages no privilege lists for a super admin, except her own account details', async () => {
    const everyPrivilege = renderAdminAt(
      '/admin-users',
      undefined,
      {},
      {
        access: subAdmin(...ADMIN_PRIVILEGES.map((p) => p.id)),
      },
    );
    expect(await screen.findByRole('heading', { level: 1, name: ADMIN_TEXTS.noAccess })).toBeTruthy();
    everyPrivilege.unmount();
    renderAdminAt('/change/admin', undefined, {}, { access: subAdmin(MANAGE_LISTINGS) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Change your password' })).toBeTruthy();
    expect(within(screen.getByRole('banner')).getByRole('link', { name: ADMIN_TEXTS.yourDetails })).toBeTruthy();
  });

  it('opens a parametrised screen whose pattern her privilege lists, with the exact-URL rule', async () => {
    const perks = ADMIN_PRIVILEGES.find((p) => p.name === 'Manage Member Perks')!.id;
    renderAdminAt('/member-perks/edit/4', undefined, {}, { access: subAdmin(perks) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit a member perk' })).toBeTruthy();
  });

  it('says when her access cannot be loaded, and asks again on Try again', async () => {
    const { requests } = renderAdminAt('/listings', [adminAccessAnswer(new Error('connect ECONNREFUSED'))]);
    expect(await screen.findByRole('heading', { name: ADMIN_TEXTS.accessUnavailable })).toBeTruthy();
    const asked = requests().filter((name) => name === 'MyAdminAccess').length;
    fireEvent.click(screen.getByRole('button', { name: ADMIN_TEXTS.tryAgain }));
    await vi.waitFor(() => expect(requests().filter((name) => name === 'MyAdminAccess').length).toBeGreaterThan(asked));
  });
});
