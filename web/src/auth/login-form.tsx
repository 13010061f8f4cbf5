// The sign-in form (spec 000 §5 "Login", §4 statuses, §8 messages), shown in the header's dialog and on /login.
import { zodResolver } from '@hookform/resolvers/zod';
import { useApolloClient } from '@apollo/client/react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { UserLoginDocument } from '../gen/graphql';
import { useAuthDialogs } from './dialogs';
import { FormAlert, PasswordField, SubmitButton, TextField } from './fields';
import styles from './forms.module.css';
import { Modal } from './modal';
import { SocialLoginLinks } from './social-login';
import { useSession } from './session';
import { LOGIN_SUCCESS_STATUSES, loginMessage, loginSchema, type LoginValues } from './validation';

export function LoginForm({ onSignedIn, onForgotPassword }: { onSignedIn: () => void; onForgotPassword: () => void }) {
  const client = useApolloClient();
  const { refresh } = useSession();
  const [problem, setProblem] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginValues>({ resolver: zodResolver(loginSchema), defaultValues: { email: '', password: '' } });

  const onSubmit = handleSubmit(async ({ email, password }) => {
    setProblem(null);
    try {
      const { data } = await client.query({
        query: UserLoginDocument,
        variables: { email: email.trim(), password },
        fetchPolicy: 'no-cache',
      });
      const result = data?.userLogin;
      if (result && LOGIN_SUCCESS_STATUSES.includes(result.status)) {
        await refresh();
        onSignedIn();
        return;
      }
      setProblem(loginMessage(result?.status ?? 'other', result?.errorMessage));
    } catch {
      setProblem(loginMessage('other'));
    }
  });

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-label="Log in">
      <FormAlert message={problem} />
      <TextField label="Email" type="email" autoComplete="email" error={errors.email?.message} {...register('email')} />
      <PasswordField
        label="Password"
        autoComplete="current-password"
        error={errors.password?.message}
        {...register('password')}
      />
      <SubmitButton busy={isSubmitting}>Log in</SubmitButton>
      <p className={styles.aside}>
        <button type="button" className={styles.linkButton} onClick={onForgotPassword}>
          Forgot password?
        </button>
      </p>
    </form>
  );
}

export function LoginDialog({ onClose }: { onClose: () => void }) {
  const { show } = useAuthDialogs();
  return (
    <Modal title="Log in" onClose={onClose}>
      <LoginForm onSignedIn={onClose} onForgotPassword={() => show('forgotPassword')} />
      <SocialLoginLinks />
      <p className={styles.aside}>
        Not a member yet?{' '}
        <button type="button" className={styles.linkButton} onClick={() => show('signUp')}>
          Sign up
        </button>
      </p>
    </Modal>
  );
}
