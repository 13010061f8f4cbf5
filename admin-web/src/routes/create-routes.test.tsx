// The admin route table: spec paths under /siteadmin resolve to their screens; anything else is the not-found page.
import { screen, within } from '@testing-library/react';
import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { SHELL_TEXTS } from '@golightly/web-kit/texts';
import { renderAdminAt, siteSettingsAnswer } from '../testing/render-app';
import { createRoutes } from './create-routes';
import { ADMIN_SCREENS } from './route-table';

const patternFor = (url: string) => matchRoutes(createRoutes(), url, '/siteadmin')?.at(-1)?.route.path;

describe('admin route table', () => {
  it('declares each path once', () => {
    const paths = ADMIN_SCREENS.map((s) => s.path.toLowerCase());
    expect(paths.filter((p, i) => paths.indexOf(p) !== i)).toEqual([]);
  });

  it.each([
    ['/siteadmin', '/'],
    ['/siteadmin/admin', '/admin'],
    ['/siteadmin/login', '/login'],
    ['/siteadmin/member-perks/edit/4', '/member-perks/edit/:id'],
    ['/siteadmin/listsettings/12', '/listsettings/:typeId'],
    ['/siteadmin/event/add', '/event/add'],
    ['/siteadmin/event/9', '/event/:id'],
    ['/siteadmin/edit/page/content/3', '/edit/page/content/:blogId'],
    ['/siteadmin/settings/property-servicefees', '/settings/property-servicefees'],
    ['/siteadmin/hostAway/bookings', '/hostAway/bookings'],
    ['/siteadmin/naturalretreats/logs', '/naturalretreats/logs'],
    ['/siteadmin/subscription-block-3', '/subscription-block-3'],
  ])('resolves %s to the screen %s', (url, pattern) => {
    expect(patternFor(url)).toBe(pattern);
  });

  it.each(['/siteadmin/nothing-here', '/siteadmin/users/extra'])('sends %s to the not-found page', (url) => {
    expect(patternFor(url)).toBe('*');
  });

  it('renders a screen still to come as a named placeholder', async () => {
    renderAdminAt('/ical');
    expect(await screen.findByRole('heading', { level: 1, name: 'iCal management' })).toBeTruthy();
    expect(screen.getByText(/arrives in a later release/)).toBeTruthy();
  });

  it('renders the not-found page for an unknown admin path', async () => {
    renderAdminAt('/no/such/screen');
    expect(await screen.findByRole('heading', { level: 1, name: SHELL_TEXTS.notFound.defaultMessage })).toBeTruthy();
  });

  it('shows the site name the gateway answers with in the top bar', async () => {
    renderAdminAt('/', siteSettingsAnswer('Golightly Test Club'));
    expect(await within(screen.getByRole('banner')).findByText('Golightly Test Club')).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeTruthy();
  });
});
