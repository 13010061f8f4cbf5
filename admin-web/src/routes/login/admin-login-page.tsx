// Admin log in: hands over to the OpenID Connect provider with keycloak-js, and sends a signed-in admin on to the
// screen she asked for.
import { useState } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { useAdminAuth } from '../../auth/admin-session';
import { safeReturnTo } from '../../auth/return-to';
import { PageTitle } from '../../layout/page-title';
import { SPEC_TEXTS } from '../../texts';
import styles from './admin-login-page.module.css';

export default function AdminLoginPage() {
  const { session, signIn } = useAdminAuth();
  const [params] = useSearchParams();
  const returnTo = safeReturnTo(params.get('returnTo'));
  const [state, setState] = useState<'idle' | 'redirecting' | 'failed'>('idle');

  if (session.status === 'signedIn') return <Navigate to={returnTo} replace />;

  const start = async () => {
    setState('redirecting');
    try {
      await signIn(`/login?returnTo=${encodeURIComponent(returnTo)}`);
    } catch (error) {
      console.error(error);
      setState('failed');
    }
  };
  const problem =
    state === 'failed'
      ? 'The sign-in provider could not be reached. Try again in a moment.'
      : session.status === 'signedOut'
        ? session.problem
        : undefined;

  return (
    <section className={styles.login} aria-labelledby="login-heading">
      <PageTitle title="Admin log in" />
      <h1 id="login-heading">Admin log in</h1>
      <p className={styles.lead}>You will continue on the club's sign-in page and come back here once signed in.</p>
      <button
        type="button"
        className="button button--primary"
        onClick={start}
        disabled={state === 'redirecting' || session.status === 'checking'}
      >
        {state === 'redirecting' ? 'Opening sign-in…' : 'Sign in'}
      </button>
      {problem ? (
        <p className={styles.error} role="alert">
          {problem}
        </p>
      ) : (
        // Sent here from a screen that needs a signed-in admin: say why, in the spec's words.
        returnTo !== '/' && (
          <p className={styles.lead} role="status">
            {SPEC_TEXTS.notLoggedIn}
          </p>
        )
      )}
    </section>
  );
}
