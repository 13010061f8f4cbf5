// /password/verification?token=…&email=…: the new-password form of a reset link (spec 001 §5 rules) → resetPassword.
import { zodResolver } from '@hookform/resolvers/zod';
import { useApolloClient } from '@apollo/client/react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import { useAuthDialogs } from '../../auth/dialogs';
import { FormAlert, PasswordField, SubmitButton } from '../../auth/fields';
import formStyles from '../../auth/forms.module.css';
import { resetPasswordSchema, type ResetPasswordValues } from '../../auth/validation';
import { ResetPasswordDocument } from '../../gen/graphql';
import { PageTitle } from '../../layout/page-title';

const FAILURES: Record<string, string | undefined> = {
  expired: 'This reset link has expired. Please ask for a new one.',
  used: 'This reset link has already been used. Please ask for a new one.',
  invalid: 'This reset link is not valid. Please ask for a new one.',
};

const INVALID_LINK = 'This reset link is not valid. Please ask for a new one.';

export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const email = params.get('email');
  return (
    <section className={formStyles.card} aria-labelledby="reset-heading">
      <PageTitle title="Reset your password" />
      <h1 id="reset-heading">Reset your password</h1>
      {token && email ? <ResetForm token={token} email={email} /> : <LinkProblem message={INVALID_LINK} />}
    </section>
  );
}

function LinkProblem({ message }: { message: string }) {
  const { show } = useAuthDialogs();
  return (
    <>
      <p role="alert" className={formStyles.formAlert}>
        {message}
      </p>
      <p className={formStyles.actions}>
        <button type="button" className="button button--quiet" onClick={() => show('forgotPassword')}>
          Send a new reset link
        </button>
      </p>
    </>
  );
}

function ResetForm({ token, email }: { token: string; email: string }) {
  const client = useApolloClient();
  const { show } = useAuthDialogs();
  const [problem, setProblem] = useState<string | null>(null);
  const [linkProblem, setLinkProblem] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ResetPasswordValues>({
    resolver: zodResolver(resetPasswordSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit(async ({ password, confirmPassword }) => {
    setProblem(null);
    try {
      const { data } = await client.mutate({
        mutation: ResetPasswordDocument,
        variables: { email, token, password, confirmPassword },
      });
      const result = data?.resetPassword;
      if (result?.status === 'success') return setDone(true);
      const linkFailure = result ? FAILURES[result.status] : undefined;
      if (linkFailure) return setLinkProblem(result?.errorMessage || linkFailure);
      setProblem(result?.errorMessage || 'Something went wrong. Please try again');
    } catch {
      setProblem('Something went wrong. Please try again');
    }
  });

  if (linkProblem) return <LinkProblem message={linkProblem} />;
  if (done) {
    return (
      <>
        <p role="status" className={formStyles.formNotice}>
          Your password has been changed. You can now log in with your new password.
        </p>
        <p className={formStyles.actions}>
          <button type="button" className="button button--primary" onClick={() => show('login')}>
            Log in
          </button>
          <Link className="button button--quiet" to="/">
            Home
          </Link>
        </p>
      </>
    );
  }
  return (
    <form className={formStyles.form} onSubmit={onSubmit} noValidate aria-label="Choose a new password">
      <p className={formStyles.lead}>
        Choose a new password for <strong>{email}</strong>: 8 to 19 characters with an upper-case letter and a number.
      </p>
      <FormAlert message={problem} />
      <PasswordField
        label="New password"
        autoComplete="new-password"
        error={errors.password?.message}
        {...register('password')}
      />
      <PasswordField
        label="Confirm new password"
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...register('confirmPassword')}
      />
      <SubmitButton busy={isSubmitting}>Change password</SubmitButton>
    </form>
  );
}
