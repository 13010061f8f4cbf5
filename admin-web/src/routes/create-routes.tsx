// Turns the admin route table into react-router routes: one route per screen, its module loaded on first visit, and
// only when the signed-in admin's privileges open it (spec 000 §6).
import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { RequireAdmin } from '../auth/require-admin';
import { RequirePrivilege } from '../auth/require-privilege';
import { AdminLayout } from '../layout/admin-layout';
import { RouteErrorPage } from '../layout/route-error-page';
import NotFoundPage from './not-found/not-found-page';
import { ADMIN_SCREENS, type AdminScreenModule, type AdminScreenRoute } from './route-table';

const loadPlaceholder = (): Promise<AdminScreenModule> => import('./placeholder/placeholder-page');

function screenRoute(screen: AdminScreenRoute, screens: readonly AdminScreenRoute[]): RouteObject {
  // React.lazy rather than route `lazy`: the admin frame stays on screen while a screen's module loads, and a screen
  // she may not open is never rendered, so its module is never fetched.
  const Screen = lazy(screen.load ?? loadPlaceholder);
  const element = <Screen screen={screen} screens={screens} />;
  // The log-in page is the one screen open to everyone.
  if (screen.path === '/login') return { path: screen.path, element };
  return {
    path: screen.path,
    element: (
      <RequireAdmin>
        <RequirePrivilege screens={screens}>{element}</RequirePrivilege>
      </RequireAdmin>
    ),
  };
}

export function createRoutes(screens: AdminScreenRoute[] = ADMIN_SCREENS): RouteObject[] {
  return [
    {
      element: <AdminLayout screens={screens} />,
      ErrorBoundary: RouteErrorPage,
      children: [...screens.map((screen) => screenRoute(screen, screens)), { path: '*', Component: NotFoundPage }],
    },
  ];
}
