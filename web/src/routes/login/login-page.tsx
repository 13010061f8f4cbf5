// /login: the sign-in form as a page, where the route guards send visitors; back to `refer` (or home) after.
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useAuthDialogs } from '../../auth/dialogs';
import formStyles from '../../auth/forms.module.css';
import { LoginForm } from '../../auth/login-form';
import { safeReturnPath } from '../../auth/return-path';
import { useSession } from '../../auth/session';
import { PageTitle } from '../../layout/page-title';

const SOCIAL_NAMES: Record<string, string> = { facebook: 'Facebook', google: 'Google', linkedin: 'LinkedIn' };
const socialProviderName = (value: string | null) => (value ? SOCIAL_NAMES[value] : undefined);

export default function LoginPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { show } = useAuthDialogs();
  const { account } = useSession();
  const returnPath = safeReturnPath(params.get('refer')) ?? '/';
  const social = socialProviderName(params.get('social'));
  return (
    <section className={formStyles.card} aria-labelledby="login-heading">
      <PageTitle title="Log in" />
      <h1 id="login-heading">Log in</h1>
      {social && (
        <p className={formStyles.formNotice} role="status">
          Signing in with {social} is not offered by the club yet. Please log in with your e-mail and password.
        </p>
      )}
      {account ? (
        <p className={formStyles.formNotice}>
          You are signed in as {account.firstName}. <Link to={returnPath}>Continue</Link>
        </p>
      ) : (
        <LoginForm
          onSignedIn={() => navigate(returnPath, { replace: true })}
          onForgotPassword={() => show('forgotPassword')}
        />
      )}
      <p className={formStyles.aside}>
        Not a member yet? <Link to="/become-a-member">Become a member</Link>
      </p>
    </section>
  );
}
