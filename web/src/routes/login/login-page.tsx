// /login: the sign-in form as a page, where the route guards send visitors; back to `refer` (or home) after.
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useAuthDialogs } from '../../auth/dialogs';
import formStyles from '../../auth/forms.module.css';
import { LoginForm } from '../../auth/login-form';
import { safeReturnPath } from '../../auth/return-path';
import { useSession } from '../../auth/session';
import { PageTitle } from '../../layout/page-title';

export default function LoginPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { show } = useAuthDialogs();
  const { account } = useSession();
  const returnPath = safeReturnPath(params.get('refer')) ?? '/';
  return (
    <section className={formStyles.card} aria-labelledby="login-heading">
      <PageTitle title="Log in" />
      <h1 id="login-heading">Log in</h1>
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
