// Admin log in: hands over to the OpenID Connect provider with keycloak-js, or says plainly that sign-in is not set up.
import { useState } from 'react';
import { readOidcConfig, type OidcConfig } from '../../auth/oidc-config';
import { PageTitle } from '../../layout/page-title';
import styles from './admin-login-page.module.css';

export default function AdminLoginPage() {
  const config = readOidcConfig();
  return (
    <section className={styles.login} aria-labelledby="login-heading">
      <PageTitle title="Admin log in" />
      <h1 id="login-heading">Admin log in</h1>
      {config ? <SignInButton config={config} /> : <NotConfiguredNotice />}
    </section>
  );
}

function NotConfiguredNotice() {
  return (
    <div className={styles.notice} role="status">
      <h2>Sign-in not configured</h2>
      <p>
        Admins sign in through an OpenID Connect provider, and none is set for this build. Start the admin app with{' '}
        <code>VITE_OIDC_ISSUER</code> (or <code>OIDC_ISSUER</code>) set to the provider's issuer URL, and optionally{' '}
        <code>VITE_OIDC_CLIENT_ID</code>.
      </p>
    </div>
  );
}

function SignInButton({ config }: { config: OidcConfig }) {
  const [state, setState] = useState<'idle' | 'redirecting' | 'failed'>('idle');
  const signIn = async () => {
    setState('redirecting');
    try {
      const { signInAdmin } = await import('../../auth/admin-sign-in');
      await signInAdmin(config, new URL(import.meta.env.BASE_URL, window.location.origin).href);
    } catch (error) {
      console.error(error);
      setState('failed');
    }
  };
  return (
    <div>
      <p className={styles.lead}>You will continue on the club's sign-in page and come back here once signed in.</p>
      <button type="button" className="button button--primary" onClick={signIn} disabled={state === 'redirecting'}>
        {state === 'redirecting' ? 'Opening sign-in…' : 'Sign in'}
      </button>
      {state === 'failed' && (
        <p className={styles.error} role="alert">
          The sign-in provider could not be reached. Try again in a moment.
        </p>
      )}
    </div>
  );
}
