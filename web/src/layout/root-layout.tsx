// The layout route: every screen renders inside the site frame; a quiet message shows while its module loads or
// while its gates are asked. The session, the gates, the accounts dialogs and the toasts live here, inside the
// router, so they can link and navigate.
import { Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { AuthDialogsProvider } from '../auth/dialogs';
import { SessionProvider } from '../auth/session';
import { CurrencyProvider } from '../currency/currency-provider';
import { LocaleProvider } from '../i18n/locale-provider';
import { GatesProvider } from '../gates/gates-provider';
import { RouteGuard } from '../gates/route-guard';
import { SessionWatch } from '../gates/session-watch';
import { ToastProvider } from '../toasts/toasts';
import { FormattedMessage } from 'react-intl';
import { commonMessages } from '../i18n/messages';
import { SiteFrame } from './site-frame';

export function RootLayout() {
  return (
    <LocaleProvider>
      <CurrencyProvider>
        <ToastProvider>
          <SessionProvider>
            <GatesProvider>
              <AuthDialogsProvider>
                <SessionWatch />
                <SiteFrame>
                  <Suspense
                    fallback={
                      <p className="loading-message" role="status">
                        <FormattedMessage {...commonMessages.loading} />
                      </p>
                    }
                  >
                    <RouteGuard>
                      <Outlet />
                    </RouteGuard>
                  </Suspense>
                  <ScrollRestoration />
                </SiteFrame>
              </AuthDialogsProvider>
            </GatesProvider>
          </SessionProvider>
        </ToastProvider>
      </CurrencyProvider>
    </LocaleProvider>
  );
}
