// Turns the route table into react-router routes: one route per screen, its module loaded on first visit.
import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { RootLayout } from '../layout/root-layout';
import { RouteErrorPage } from '../layout/route-error-page';
import NotFoundPage from './not-found/not-found-page';
import { SCREENS, type ScreenModule, type ScreenRoute } from './route-table';

const loadPlaceholder = (): Promise<ScreenModule> => import('./placeholder/placeholder-page');

/** What a screen's route carries: how to fetch its module early, while its gates are still being asked. */
export interface ScreenHandle {
  preload: () => Promise<ScreenModule>;
}

function screenRoute(screen: ScreenRoute): RouteObject {
  // React.lazy rather than route `lazy`: the header and footer stay on screen while a page's module loads.
  const load = screen.load ?? loadPlaceholder;
  const Screen = lazy(load);
  const handle: ScreenHandle = { preload: load };
  return { path: screen.path, element: <Screen screen={screen} />, handle };
}

export function createRoutes(screens: ScreenRoute[] = SCREENS): RouteObject[] {
  return [
    {
      Component: RootLayout,
      ErrorBoundary: RouteErrorPage,
      children: [...screens.map(screenRoute), { path: '*', Component: NotFoundPage }],
    },
  ];
}
