// The layout route: every screen renders inside the site frame; a quiet message shows while its module loads.
// The session, the accounts dialogs and the toasts live here, inside the router, so they can link and navigate.
import { Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { AuthDialogsProvider } from '../auth/dialogs';
import { SessionProvider } from '../auth/session';
import { CurrencyProvider } from '../currency/currency-provider';
import { LocaleProvider } from '../i18n/locale-provider';
import { ToastProvider } from '../toasts/toasts';
import { SiteFrame } from './site-frame';

export function RootLayout() {
  return (
    <LocaleProvider>
      <CurrencyProvider>
        <ToastProvider>
          <SessionProvider>
            <AuthDialogsProvider>
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
            </AuthDialogsProvider>
          </SessionProvider>
        </ToastProvider>
      </CurrencyProvider>
    </LocaleProvider>
  );
}
