// /login: the sign-in form as a page, where the route guards send visitors; back to `refer` (or home) after.
import { useIntl, type MessageDescriptor } from 'react-intl';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useAuthDialogs } from '../../auth/dialogs';
import formStyles from '../../auth/forms.module.css';
import { LoginForm } from '../../auth/login-form';
import { safeReturnPath } from '../../auth/return-path';
import { useSession } from '../../auth/session';
import { loginPageMessages as l } from '../../i18n/messages';
import { PageTitle } from '../../layout/page-title';

const SOCIAL_NAMES: Record<string, string> = { facebook: 'Facebook', google: 'Google', linkedin: 'LinkedIn' };
// Messages with values are passed as plain descriptors: react-intl's typed descriptors expect no values.
const SOCIAL_NOT_OFFERED: MessageDescriptor = l.socialNotOffered;
const SIGNED_IN_AS: MessageDescriptor = l.signedInAs;
const socialProviderName = (value: string | null) => (value ? SOCIAL_NAMES[value] : undefined);

export default function LoginPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { show } = useAuthDialogs();
  const { account } = useSession();
  const intl = useIntl();
  const t = intl.formatMessage;
  const returnPath = safeReturnPath(params.get('refer')) ?? '/';
  const social = socialProviderName(params.get('social'));
  return (
    <section className={formStyles.card} aria-labelledby="login-heading">
      <PageTitle title={t(l.title)} />
      <h1 id="login-heading">{t(l.title)}</h1>
      {social && (
        <p className={formStyles.formNotice} role="status">
          {t(SOCIAL_NOT_OFFERED, { provider: social })}
        </p>
      )}
      {account ? (
        <p className={formStyles.formNotice}>
          {t(SIGNED_IN_AS, { name: account.firstName })} <Link to={returnPath}>{t(l.continue)}</Link>
        </p>
      ) : (
        <LoginForm
          onSignedIn={() => navigate(returnPath, { replace: true })}
          onForgotPassword={() => show('forgotPassword')}
        />
      )}
      <p className={formStyles.aside}>
        {t(l.notAMember)} <Link to="/become-a-member">{t(l.becomeAMember)}</Link>
      </p>
    </section>
  );
}
