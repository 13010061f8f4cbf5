// The layout route: every screen renders inside the site frame; a quiet message shows while its module loads.
import { Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { SiteFrame } from './site-frame';

export function RootLayout() {
  return (
    <SiteFrame>
      <Suspense
        fallback={
          <p className="loading-message" role="status">
            Loading…
          </p>
        }
      >
        <Outlet />
      </Suspense>
      <ScrollRestoration />
    </SiteFrame>
  );
}
