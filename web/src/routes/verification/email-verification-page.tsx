// /user/verification: with ?confirm=…&email=… it confirms the member's e-mail (spec 000 §2, §8: success only with
// status confirmed) and offers a new link when that fails; without them it is the trust-and-verification tab.
import { useApolloClient, useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import formStyles from '../../auth/forms.module.css';
import { useSession } from '../../auth/session';
import { useIntl } from 'react-intl';
import { EmailVerificationDocument, ResendConfirmEmailDocument } from '../../gen/graphql';
import { accountPageMessages as m } from '../../i18n/messages';
import { toastTexts } from '../../i18n/spec-texts';
import { PageTitle } from '../../layout/page-title';
import { useToast } from '../../toasts/toasts';
import TrustAndVerificationPage from '../profile/verification-page';

/** The resend toasts of spec 000 §8, as descriptors of the texts module. */
export const RESEND_TOASTS = {
  success: { kind: 'success', title: toastTexts.checkYourEmail, message: toastTexts.confirmationSent },
  failure: { kind: 'error', title: toastTexts.failedToSendEmail, message: toastTexts.sorryTryAgain },
} as const;

const FAILURES: Record<string, string> = {
  expired: 'This confirmation link has expired.',
  invalid: 'This confirmation link is not valid. It may have been mistyped or replaced by a newer one.',
};

export default function EmailVerificationPage() {
  const [params] = useSearchParams();
  const token = params.get('confirm');
  const email = params.get('email');
  if (!token || !email) return <TrustAndVerificationPage />;
  return <EmailConfirmation token={token} email={email} />;
}

function EmailConfirmation({ token, email }: { token: string; email: string }) {
  const { account, refresh } = useSession();
  const { data, loading, error } = useQuery(EmailVerificationDocument, {
    variables: { token, email },
    fetchPolicy: 'no-cache',
  });
  const status = data?.EmailVerification.status;
  const confirmed = status === 'confirmed';

  useEffect(() => {
    // The header and later screens read isEmailConfirmed from the account.
    if (confirmed) void refresh();
  }, [confirmed, refresh]);

  return (
    <section className={formStyles.card} aria-labelledby="verification-heading" aria-busy={loading}>
      <PageTitle title="Confirm your e-mail" />
      <h1 id="verification-heading">Confirm your e-mail</h1>
      {loading && (
        <p role="status" className={formStyles.lead}>
          Confirming {email}…
        </p>
      )}
      {confirmed && (
        <>
          <p role="status" className={formStyles.formNotice}>
            Thank you! Your e-mail address {email} is confirmed.
          </p>
          <p className={formStyles.actions}>
            <Link className="button button--primary" to={account ? '/dashboard' : '/'}>
              {account ? 'Go to your dashboard' : 'Go to the home page'}
            </Link>
          </p>
        </>
      )}
      {!loading && !confirmed && (
        <>
          <p role="alert" className={formStyles.formAlert}>
            We could not confirm your e-mail address.{' '}
            {(status && FAILURES[status]) ?? (error ? 'Please try again in a moment.' : FAILURES.invalid)}
          </p>
          {account ? <ResendButton /> : <p className={formStyles.lead}>Log in to ask for a new confirmation link.</p>}
        </>
      )}
    </section>
  );
}

export function ResendButton() {
  const intl = useIntl();
  const client = useApolloClient();
  const showToast = useToast();
  const toast = ({ kind, title, message }: (typeof RESEND_TOASTS)[keyof typeof RESEND_TOASTS]) =>
    showToast({ kind, title: intl.formatMessage(title), message: intl.formatMessage(message) });
  const [busy, setBusy] = useState(false);
  const resend = async () => {
    setBusy(true);
    try {
      const { data } = await client.query({ query: ResendConfirmEmailDocument, fetchPolicy: 'no-cache' });
      const status = data?.ResendConfirmEmail.status;
      // Already confirmed: nothing to send (spec 000 §8 skips the resend flow).
      if (status === 'success') toast(RESEND_TOASTS.success);
      else if (status === 'alreadyConfirmed')
        showToast({ kind: 'info', title: intl.formatMessage(m.alreadyConfirmed) });
      else toast(RESEND_TOASTS.failure);
    } catch {
      toast(RESEND_TOASTS.failure);
    } finally {
      setBusy(false);
    }
  };
  return (
    <p className={formStyles.actions}>
      <button
        type="button"
        className="button button--primary"
        onClick={() => void resend()}
        disabled={busy}
        aria-busy={busy}
      >
        {intl.formatMessage(m.resend)}
      </button>
    </p>
  );
}
