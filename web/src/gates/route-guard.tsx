// Every navigation passes the gates before its screen renders: the app's own login rules, then the server's
// userGate for a signed-in account. While an answer is on its way the main area shows a quiet loading line, so a
// forbidden page never flashes before its redirect.
import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation, useMatches } from 'react-router';
import type { ScreenHandle } from '../routes/create-routes';
import NotFoundPage from '../routes/not-found/not-found-page';
import { useGate, useGates } from './gates-provider';
import { routeRule } from './route-rules';

export function GateLoading() {
  return (
    <p className="loading-message" role="status" data-testid="gate-loading">
      Loading…
    </p>
  );
}

/** Fetches the screen's module while its gates are asked, so an allowed page does not wait twice. */
function usePreloadScreen() {
  const matches = useMatches();
  useEffect(() => {
    for (const match of matches) {
      const handle = match.handle as Partial<ScreenHandle> | undefined;
      void handle?.preload?.().catch(() => undefined);
    }
  }, [matches]);
}

export function RouteGuard({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const { viewer, resolved, sessionSettled } = useGates();
  usePreloadScreen();
  const rule = routeRule(viewer, pathname);
  if (!resolved) {
    // A visitor's open pages need not wait to learn whether the session is an admin's (who may open them too);
    // the pages guarded for visitors do wait, as an admin session is let through them.
    const openToAnyone = sessionSettled && viewer.kind === 'visitor' && rule.kind === 'allow';
    return openToAnyone && routeRule({ kind: 'admin', email: null }, pathname).kind === 'allow' ? (
      children
    ) : (
      <GateLoading />
    );
  }
  if (rule.kind === 'redirect') return <Navigate to={rule.to} replace />;
  if (rule.kind === 'allow') return children;
  return <ServerGate path={pathname}>{children}</ServerGate>;
}

function ServerGate({ path, children }: { path: string; children: ReactNode }) {
  const answer = useGate(path);
  if (!answer) return <GateLoading />;
  if (answer.decision === 'notFound') return <NotFoundPage />;
  if (answer.decision === 'redirect' && answer.redirectTo !== path) return <Navigate to={answer.redirectTo} replace />;
  return children;
}
