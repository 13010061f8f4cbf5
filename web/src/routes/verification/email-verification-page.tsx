// /user/verification: with ?confirm=…&email=… it confirms the member's e-mail (spec 000 §2, §8: success only with
// status confirmed) and offers a new link when that fails; without them it is the trust-and-verification tab.
import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { Link, useSearchParams } from 'react-router';
import formStyles from '../../auth/forms.module.css';
import { useSession } from '../../auth/session';
import { EmailVerificationDocument } from '../../gen/graphql';
import { verificationMessages as v } from '../../i18n/messages';
import { specTexts } from '../../i18n/spec-texts';
import { PageTitle } from '../../layout/page-title';
import TrustAndVerificationPage from '../profile/verification-page';
import { ResendButton } from './resend-button';

// The resend button has its own module: the trust and verification page shows it too, and this page shows that one.
export { RESEND_TOASTS, ResendButton } from './resend-button';

const FAILURES: Record<string, MessageDescriptor> = { expired: v.expired, invalid: v.invalid };
// Messages with values are passed as plain descriptors: react-intl's typed descriptors expect no values.
const CONFIRMING: MessageDescriptor = v.confirming;
const CONFIRMED: MessageDescriptor = v.confirmed;

export default function EmailVerificationPage() {
  const [params] = useSearchParams();
  const token = params.get('confirm');
  const email = params.get('email');
  if (!token || !email) return <TrustAndVerificationPage />;
  return <EmailConfirmation token={token} email={email} />;
}

function EmailConfirmation({ token, email }: { token: string; email: string }) {
  const intl = useIntl();
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

  const t = intl.formatMessage;
  const failure: MessageDescriptor =
    (status ? FAILURES[status] : undefined) ?? (error ? v.tryLater : FAILURES.invalid!);
  return (
    <section className={formStyles.card} aria-labelledby="verification-heading" aria-busy={loading}>
      <PageTitle title={t(v.title)} />
      <h1 id="verification-heading">{t(v.title)}</h1>
      {loading && (
        <p role="status" className={formStyles.lead}>
          {t(CONFIRMING, { email })}
        </p>
      )}
      {confirmed && (
        <>
          <p role="status" className={formStyles.formNotice}>
            {t(CONFIRMED, { email })}
          </p>
          <p className={formStyles.actions}>
            <Link className="button button--primary" to={account ? '/dashboard' : '/'}>
              {account ? t(v.toDashboard) : t(v.toHome)}
            </Link>
          </p>
        </>
      )}
      {!loading && !confirmed && (
        <>
          <p role="alert" className={formStyles.formAlert}>
            {t(v.notConfirmed)} {t(failure)}
          </p>
          {account ? <ResendButton /> : <p className={formStyles.lead}>{t(specTexts.loginToConfirmEmail)}</p>}
        </>
      )}
    </section>
  );
}
