// The profile screens need a signed-in member: a visitor goes to /login?refer=<this path> and comes back after
// signing in (spec 000 §5's rule for /users/show, applied to every profile screen). The generic gates of
// web/src/gates/ decide the rest (profile completion, gender, holds) once they are in place.
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Navigate, useLocation } from 'react-router';
import { useSession, type Account } from '../../auth/session';
import { verificationMessages } from '../../i18n/messages';
import styles from './profile.module.css';

export function loginPathFor(location: { pathname: string; search: string }): string {
  return `/login?refer=${encodeURIComponent(`${location.pathname}${location.search}`)}`;
}

export function MemberOnly({ children }: { children: (account: Account) => ReactNode }) {
  const { account, loading } = useSession();
  const location = useLocation();
  if (loading) {
    return (
      <p role="status" className={`${styles.page} ${styles.muted}`}>
        <FormattedMessage {...verificationMessages.loading} />
      </p>
    );
  }
  if (!account) return <Navigate to={loginPathFor(location)} replace />;
  return <>{children(account)}</>;
}
