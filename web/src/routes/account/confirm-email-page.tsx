// /confirm-email (spec 000 §2, §4: exempt from the profile gate): where a member whose e-mail is not confirmed yet is
// told where the link went and can ask for a new one; the link itself lands on /user/verification (decision 0026).
import type { MessageDescriptor } from 'react-intl';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import formStyles from '../../auth/forms.module.css';
import { useSession } from '../../auth/session';
import { accountPageMessages as m } from '../../i18n/messages';
import { PageTitle } from '../../layout/page-title';
import { ResendButton } from '../verification/email-verification-page';
import { SignInNeeded } from './sign-in-needed';

// Messages with values are passed as plain descriptors: react-intl's typed descriptors expect no values.
const PENDING: MessageDescriptor = m.confirmEmailPending;
const DONE: MessageDescriptor = m.confirmEmailDone;

export default function ConfirmEmailPage() {
  const intl = useIntl();
  const { account, loading } = useSession();
  const title = intl.formatMessage(m.confirmEmailTitle);
  const confirmed = account?.verification?.isEmailConfirmed ?? false;
  return (
    <section className={formStyles.card} aria-labelledby="confirm-email-heading" aria-busy={loading}>
      <PageTitle title={title} />
      <h1 id="confirm-email-heading">{title}</h1>
      {loading ? (
        <p role="status">{intl.formatMessage(m.loading)}</p>
      ) : !account ? (
        <SignInNeeded />
      ) : confirmed ? (
        <>
          <p role="status" className={formStyles.formNotice}>
            {intl.formatMessage(DONE, { email: account.email })}
          </p>
          <p className={formStyles.actions}>
            <Link className="button button--primary" to="/dashboard">
              {intl.formatMessage(m.toDashboard)}
            </Link>
          </p>
        </>
      ) : (
        <>
          <p className={formStyles.lead}>{intl.formatMessage(PENDING, { email: account.email })}</p>
          <ResendButton />
        </>
      )}
    </section>
  );
}
