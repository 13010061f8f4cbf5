// Every admin screen but the log-in page needs a signed-in admin; others go to the log-in page and come back.
import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { ADMIN_TEXTS } from '../texts';
import { shouldResumeSignIn, useAdminAuth } from './admin-session';

export function RequireAdmin({ children }: { children: ReactNode }) {
  const { session, signIn } = useAdminAuth();
  const { pathname, search } = useLocation();
  const here = `${pathname}${search}`;
  // After a reload the provider still knows her: sign-in resumes without a stop at the log-in page.
  const resume = session.status === 'signedOut' && !session.problem && shouldResumeSignIn();

  useEffect(() => {
    if (resume) void signIn(`/login?returnTo=${encodeURIComponent(here)}`);
  }, [resume, signIn, here]);

  if (session.status === 'signedIn') return <>{children}</>;
  if (session.status === 'checking' || resume) {
    return (
      <p className="loading-message" role="status">
        {ADMIN_TEXTS.checkingSignIn}
      </p>
    );
  }
  return <Navigate to={`/login?returnTo=${encodeURIComponent(here)}`} replace />;
}
