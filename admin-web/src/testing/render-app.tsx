// Test helpers: the admin routes in a memory router, with the gateway mocked (the site settings and the admin's
// access answered by default) and the admin session given by the test (a signed-in super admin unless it says
// otherwise). Every operation the app sends is recorded, so a test can say what was, or was not, asked.
//
//   const { requests } = renderAdminAt('/admin_logs', [adminLogsAnswer], {}, { access: subAdmin(49) });
//   expect(requests()).toEqual(['SiteSettings', 'MyAdminAccess', 'AdminLogs']);
import { ApolloLink } from '@apollo/client';
import { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { render } from '@testing-library/react';
// react-router/dom's provider only adds flushSync for the browser; the core one shares the hooks' module in tests.
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AdminAuthContext, type AdminAuth, type AdminSession } from '../auth/admin-session';
import { SiteSettingsDocument } from '@golightly/web-kit/use-site-name';
import { MyAdminAccessDocument } from '../gen/graphql';
import { createRoutes } from '../routes/create-routes';
import type { AdminScreenRoute } from '../routes/route-table';

export function siteSettingsAnswer(siteName: string): MockLink.MockedResponse {
  return {
    request: { query: SiteSettingsDocument },
    result: { data: { siteSettings: [{ name: 'siteName', value: siteName }] } },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

export const SIGNED_IN: AdminSession = { status: 'signedIn', email: 'admin@golightly.test', isSuperAdmin: true };

/** Who the signed-in admin is to `myAdminAccess`: a super admin, or a sub-admin holding these privilege ids. */
export interface AccessFixture {
  isSuperAdmin: boolean;
  privilegeIds: number[];
}

export const SUPER_ADMIN: AccessFixture = { isSuperAdmin: true, privilegeIds: [] };
export const subAdmin = (...privilegeIds: number[]): AccessFixture => ({ isSuperAdmin: false, privilegeIds });

/** `myAdminAccess`'s answer for `access` (an Error: the gateway failing). */
export function adminAccessAnswer(access: AccessFixture | Error, email = 'admin@golightly.test') {
  if (access instanceof Error) {
    return { request: { query: MyAdminAccessDocument }, error: access, maxUsageCount: Number.POSITIVE_INFINITY };
  }
  return {
    request: { query: MyAdminAccessDocument },
    result: {
      data: {
        myAdminAccess: {
          __typename: 'AdminAccess',
          admin: { __typename: 'AdminUser', id: 'admin-1', email, isSuperAdmin: access.isSuperAdmin },
          privileges: access.privilegeIds.map((id) => ({ __typename: 'AdminPrivilege', id })),
        },
      },
    },
    maxUsageCount: Number.POSITIVE_INFINITY,
  } satisfies MockLink.MockedResponse;
}

export interface RenderAdminOptions {
  /** What myAdminAccess answers: a super admin unless given. */
  access?: AccessFixture | Error;
  /** A route table of the test's own (to watch a screen's module being loaded, or not). */
  screens?: AdminScreenRoute[];
}

/**
 * Renders the admin app at a path below /siteadmin, as the browser router would with its basename. `answers` are
 * the gateway's answers (the site settings by default; the admin's access is added unless one is given).
 */
export function renderAdminAt(
  path: string,
  answers: MockLink.MockedResponse | MockLink.MockedResponse[] = siteSettingsAnswer('Golightly'),
  auth: Partial<AdminAuth> = {},
  options: RenderAdminOptions = {},
) {
  const router = createMemoryRouter(createRoutes(options.screens), {
    initialEntries: [`/siteadmin${path}`],
    basename: '/siteadmin',
  });
  const value: AdminAuth = {
    session: SIGNED_IN,
    signIn: async () => undefined,
    signOut: async () => undefined,
    ...auth,
  };
  const mocks = Array.isArray(answers) ? [...answers] : [answers];
  if (!mocks.some((mock) => mock.request.query === SiteSettingsDocument)) mocks.push(siteSettingsAnswer('Golightly'));
  if (!mocks.some((mock) => mock.request.query === MyAdminAccessDocument))
    mocks.push(adminAccessAnswer(options.access ?? SUPER_ADMIN));
  const sent: string[] = [];
  const recorder = new ApolloLink((operation, forward) => {
    sent.push(operation.operationName ?? '(anonymous)');
    return forward(operation);
  });
  const link = ApolloLink.from([recorder, new MockLink(mocks)]);
  return {
    router,
    /** The names of the operations sent so far, in order. */
    requests: () => [...sent],
    ...render(
      <AdminAuthContext.Provider value={value}>
        <MockedProvider link={link}>
          <RouterProvider router={router} />
        </MockedProvider>
      </AdminAuthContext.Provider>,
    ),
  };
}
