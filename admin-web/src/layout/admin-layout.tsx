// The admin layout route: every screen inside the admin frame; a quiet message while its module loads.
import { Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { AdminFrame } from './admin-frame';

export function AdminLayout() {
  return (
    <AdminFrame>
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
    </AdminFrame>
  );
}
