// The page guard of spec 000 §6: a screen renders only when one of her privileges lists its exact URL (a super admin
// opens all). Otherwise she reads that she has no access, and the screen's module is never even loaded, so it asks
// the gateway for nothing.
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { firstMenuEntry, menuFor } from '../layout/admin-menu';
import type { AdminScreenRoute } from '../routes/admin-screen';
import NoAccessPage, { AccessUnavailable } from '../routes/no-access/no-access-page';
import { ADMIN_TEXTS } from '../texts';
import { useAdminAccess } from './admin-access';

export function RequirePrivilege({ screens, children }: { screens: readonly AdminScreenRoute[]; children: ReactNode }) {
  const access = useAdminAccess();
  const { pathname } = useLocation();

  if (access.status === 'unavailable') return <AccessUnavailable onRetry={access.retry} />;
  if (access.status === 'checking') {
    return (
      <p className="loading-message" role="status">
        {ADMIN_TEXTS.checkingAccess}
      </p>
    );
  }
  if (access.mayOpen(pathname)) return <>{children}</>;
  const first = firstMenuEntry(menuFor(screens, access.mayOpen));
  const way = access.mayOpen('/')
    ? { to: '/', label: ADMIN_TEXTS.goToDashboard }
    : first && { to: first.to, label: ADMIN_TEXTS.goTo(first.title) };
  return <NoAccessPage way={way} />;
}
