// The admin layout route: every screen inside the admin frame, with her access and the toasts shared by all screens;
// a quiet message while a screen's module loads.
import { Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { AdminAccessProvider } from '../auth/admin-access';
import type { AdminScreenRoute } from '../routes/admin-screen';
import { ADMIN_TEXTS } from '../texts';
import { ToastProvider } from '../ui/toasts';
import { AdminFrame } from './admin-frame';

export function AdminLayout({ screens }: { screens: readonly AdminScreenRoute[] }) {
  return (
    <AdminAccessProvider>
      <ToastProvider>
        <AdminFrame screens={screens}>
          <Suspense
            fallback={
              <p className="loading-message" role="status">
                {ADMIN_TEXTS.loading}
              </p>
            }
          >
            <Outlet />
          </Suspense>
          <ScrollRestoration />
        </AdminFrame>
      </ToastProvider>
    </AdminAccessProvider>
  );
}
