// Test helpers: the admin routes in a memory router, with the site settings answered by a mocked gateway and the
// admin session given by the test (signed in unless it says otherwise).
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { render } from '@testing-library/react';
// react-router/dom's provider only adds flushSync for the browser; the core one shares the hooks' module in tests.
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AdminAuthContext, type AdminAuth, type AdminSession } from '../auth/admin-session';
import { SiteSettingsDocument } from '@golightly/web-kit/use-site-name';
import { createRoutes } from '../routes/create-routes';

export function siteSettingsAnswer(siteName: string): MockLink.MockedResponse {
  return {
    request: { query: SiteSettingsDocument },
    result: { data: { siteSettings: [{ name: 'siteName', value: siteName }] } },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

export const SIGNED_IN: AdminSession = { status: 'signedIn', email: 'admin@golightly.test', isSuperAdmin: true };

/** Renders the admin app at a path below /siteadmin, as the browser router would with its basename. */
export function renderAdminAt(path: string, answer = siteSettingsAnswer('Golightly'), auth: Partial<AdminAuth> = {}) {
  const router = createMemoryRouter(createRoutes(), { initialEntries: [`/siteadmin${path}`], basename: '/siteadmin' });
  const value: AdminAuth = {
    session: SIGNED_IN,
    signIn: async () => undefined,
    signOut: async () => undefined,
    ...auth,
  };
  return {
    router,
    ...render(
      <AdminAuthContext.Provider value={value}>
        <MockedProvider mocks={[answer]}>
          <RouterProvider router={router} />
        </MockedProvider>
      </AdminAuthContext.Provider>,
    ),
  };
}
