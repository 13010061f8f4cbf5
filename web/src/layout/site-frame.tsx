// The frame around every page: skip link, header, the dashboard bar, the main landmark (with the settings side
// menu on settings pages), the floating back button and the footer; moves focus to the page after navigation.
import { useEffect, useRef, type ReactNode } from 'react';
import { useLocation, useNavigation } from 'react-router';
import { BackButton } from './back-button';
import { DashboardBar } from './dashboard-bar';
import { SettingsLayout } from './settings-side-menu';
import { SiteFooter } from './site-footer';
import { FormattedMessage } from 'react-intl';
import { commonMessages } from '../i18n/messages';
import { SiteHeader } from './site-header';

export function SiteFrame({ children }: { children: ReactNode }) {
  const main = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  const loading = useNavigation().state !== 'idle';
  const previousPath = useRef(pathname);

  useEffect(() => {
    // Keyboard and screen-reader users start at the new page's content, not at the link they followed.
    if (previousPath.current !== pathname) main.current?.focus({ preventScroll: true });
    previousPath.current = pathname;
  }, [pathname]);

  return (
    <div className="site">
      <a className="skip-link" href="#main">
        <FormattedMessage {...commonMessages.skipToContent} />
      </a>
      {loading && <div className="nav-progress" aria-hidden="true" />}
      <SiteHeader />
      <DashboardBar />
      <main id="main" ref={main} tabIndex={-1} className="site-main container" aria-busy={loading}>
        <SettingsLayout>{children}</SettingsLayout>
      </main>
      <BackButton />
      <SiteFooter />
    </div>
  );
}
