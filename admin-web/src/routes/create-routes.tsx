// Turns the admin route table into react-router routes: one route per screen, its module loaded on first visit.
import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { AdminLayout } from '../layout/admin-layout';
import { RouteErrorPage } from '../layout/route-error-page';
import NotFoundPage from './not-found/not-found-page';
import { ADMIN_SCREENS, type AdminScreenModule, type AdminScreenRoute } from './route-table';

const loadPlaceholder = (): Promise<AdminScreenModule> => import('./placeholder/placeholder-page');

function screenRoute(screen: AdminScreenRoute): RouteObject {
  // React.lazy rather than route `lazy`: the admin frame stays on screen while a screen's module loads.
  const Screen = lazy(screen.load ?? loadPlaceholder);
  return { path: screen.path, element: <Screen screen={screen} /> };
}

export function createRoutes(screens: AdminScreenRoute[] = ADMIN_SCREENS): RouteObject[] {
  return [
    {
      Component: AdminLayout,
      ErrorBoundary: RouteErrorPage,
      children: [...screens.map(screenRoute), { path: '*', Component: NotFoundPage }],
    },
  ];
}
