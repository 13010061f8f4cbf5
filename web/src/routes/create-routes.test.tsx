// The route table: every spec path resolves to its screen, loaded on demand; anything else is the not-found page.
import { screen } from '@testing-library/react';
import { createMemoryRouter, matchRoutes, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { SHELL_TEXTS } from '@golightly/web-kit/texts';
import { renderAppAt, renderWithGateway, siteSettingsAnswer } from '../testing/render-app';
import { createRoutes } from './create-routes';
import { SCREENS } from './route-table';

/** The screen a URL lands on: the path pattern of the deepest matching route. */
function patternFor(url: string): string | undefined {
  return matchRoutes(createRoutes(), url)?.at(-1)?.route.path;
}

describe('route table', () => {
  it.each([
    ['/', '/'],
    ['/about-us', '/about-us'],
    ['/termsService', '/termsService'],
    ['/page/house-rules', '/page/:pageUrl?'],
    ['/become-a-host', '/become-a-host/:listId?/:formPage?'],
    ['/become-a-host/12/photos', '/become-a-host/:listId?/:formPage?'],
    ['/social/mypost', '/social/mypost'],
    ['/social/42', '/social/:id'],
    ['/s', '/s/:filters?'],
    ['/s/refinement_paths', '/s/:filters?'],
    ['/rooms', '/rooms'],
    ['/rooms/7', '/rooms/:listId/:preview?'],
    ['/rooms/7/preview', '/rooms/:listId/:preview?'],
    ['/hustle/my-jobs', '/hustle/my-jobs'],
    ['/hustle/3', '/hustle/:id'],
    ['/user/payout/failure', '/user/payout/failure'],
    [
      '/c/KEY1/ann%40example.com/1990-01-01/02110/accept',
      '/c/:referralKey?/:inviteEmail?/:dateOfBirth?/:zipCode?/:accept?',
    ],
    ['/c/KEY1/ann%40example.com/accept', '/c/:referralKey?/:inviteEmail?/:dateOfBirth?/:zipCode?/:accept?'],
    ['/c/KEY1/ann%40example.com//accept', '/c/*'],
    ['/ownerrez/payment/9/12', '/ownerrez/payment/:ownerRezId/:reservationId'],
    ['/review-gosolo/write/5', '/review-gosolo/write/:goSoloBookingId'],
  ])('resolves %s to the screen %s', (url, pattern) => {
    expect(patternFor(url)).toBe(pattern);
  });

  it.each(['/no-such-page', '/rooms/7/preview/extra', '/siteadmin-typo', '/user'])(
    'sends %s to the not-found page',
    (url) => {
      expect(patternFor(url)).toBe('*');
    },
  );

  it('renders a screen still to come as a named placeholder, loaded on demand', async () => {
    renderAppAt('/go-solo-bookings');
    expect(await screen.findByRole('heading', { level: 1, name: 'Your GoSolo bookings' })).toBeTruthy();
    expect(screen.getByText(/arrives in a later release/)).toBeTruthy();
  });

  it('renders the home page at /', async () => {
    renderAppAt('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome to Golightly' })).toBeTruthy();
  });

  it('renders the not-found page with a way home for an unknown path', async () => {
    renderAppAt('/definitely/not/a/page');
    expect(await screen.findByRole('heading', { level: 1, name: SHELL_TEXTS.notFound.defaultMessage })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe('/');
  });

  it("shows the spec's critical-error page with a reload when a screen's module fails to load", async () => {
    const failing = { ...SCREENS[0]!, path: '/broken', load: () => Promise.reject(new Error('stale chunk')) };
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const router = createMemoryRouter(createRoutes([failing]), { initialEntries: ['/broken'] });
    renderWithGateway(<RouterProvider router={router} />, siteSettingsAnswer('Golightly'));
    expect(
      await screen.findByRole('heading', { level: 1, name: SHELL_TEXTS.criticalError.defaultMessage }),
    ).toBeTruthy();
    expect(screen.getByText(SHELL_TEXTS.somethingWentWrongRefresh.defaultMessage)).toBeTruthy();
    expect(screen.getByRole('button', { name: SHELL_TEXTS.reload.defaultMessage })).toBeTruthy();
    quiet.mockRestore();
  });
});
