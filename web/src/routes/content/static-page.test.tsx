import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SCREENS } from '../route-table';
import StaticPage from './static-page';
import { STATIC_PAGE_PATHS, STATIC_PAGES } from './static-pages';
import { renderScreenAt } from './testing';

afterEach(() => {
  document.cookie = 'locale=; Max-Age=0; Path=/';
});

describe('the static content pages', () => {
  it('has copy for every static page of the spec and /about-us, each routed to it', () => {
    const spec = [
      '/about-us',
      '/business',
      '/careers',
      '/citizen',
      '/guide',
      '/help',
      '/hospitality',
      '/howtohost',
      '/policies',
      '/press',
      '/privacy',
      '/responsible-hosting',
      '/termsService',
      '/travel',
      '/travelOftenGolightly',
      '/safety',
      '/whoCanJoin',
      '/whyhost',
    ];
    expect([...STATIC_PAGE_PATHS].sort()).toEqual([...spec].sort());
    for (const path of spec) expect(SCREENS.find((screenRoute) => screenRoute.path === path)?.load).toBeDefined();
  });

  it('renders a page’s heading, sections and where to go next', async () => {
    const screenRoute = SCREENS.find((route) => route.path === '/whoCanJoin')!;
    renderScreenAt('/whoCanJoin', '/whoCanJoin', <StaticPage screen={screenRoute} />);
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: STATIC_PAGES['/whoCanJoin']!.title.defaultMessage as string,
      }),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Joining with an invitation' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Become a member' })).toBeTruthy();
  });

  it('reads in French for a member who chose French, keeping the club’s name and where to go next', async () => {
    document.cookie = 'locale=fr-FR; Path=/';
    const screenRoute = SCREENS.find((route) => route.path === '/whyhost')!;
    renderScreenAt('/whyhost', '/whyhost', <StaticPage screen={screenRoute} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Pourquoi accueillir avec Golightly' })).toBeTruthy();
    expect(screen.getByText('Accueillir', { selector: 'p' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'L’esprit tranquille' })).toBeTruthy();
    expect(screen.getByText(/réclamer des dommages dans les 7 jours suivant le départ\.$/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Comment accueillir' }).getAttribute('href')).toBe('/howtohost');
    expect(screen.queryByRole('heading', { level: 2, name: 'Peace of mind' })).toBeNull();
  });
});
