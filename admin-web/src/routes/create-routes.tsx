// Turns the admin route table into react-router routes: one route per screen, its module loaded on first visit.
import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { RequireAdmin } from '../auth/require-admin';
import { AdminLayout } from '../layout/admin-layout';
import { RouteErrorPage } from '../layout/route-error-page';
import NotFoundPage from './not-found/not-found-page';
import { ADMIN_SCREENS, type AdminScreenModule, type AdminScreenRoute } from './route-table';

const loadPlaceholder = (): Promise<AdminScreenModule> => import('./placeholder/placeholder-page');

function screenRoute(screen: AdminScreenRoute, screens: readonly AdminScreenRoute[]): RouteObject {
  // React.lazy rather than route `lazy`: the admin frame stays on screen while a screen's module loads.
  const Screen = lazy(screen.load ?? loadPlaceholder);
  // The log-in page is the one screen open to everyone.
  const element = <Screen screen={screen} screens={screens} />;
  return { path: screen.path, element: screen.path === '/login' ? element : <RequireAdmin>{element}</RequireAdmin> };
}

export function createRoutes(screens: AdminScreenRoute[] = ADMIN_SCREENS): RouteObject[] {
  return [
    {
      Component: AdminLayout,
      ErrorBoundary: RouteErrorPage,
      children: [...screens.map((screen) => screenRoute(screen, screens)), { path: '*', Component: NotFoundPage }],
    },
  ];
}
