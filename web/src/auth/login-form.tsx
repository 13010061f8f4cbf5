// The sign-in form (spec 000 §5 "Login", §4 statuses, §8 messages), shown in the header's dialog and on /login.
import { zodResolver } from '@hookform/resolvers/zod';
import { useApolloClient } from '@apollo/client/react';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { UserLoginDocument } from '../gen/graphql';
import { authDialogMessages as m } from '../i18n/messages';
import { useRuleText } from '../i18n/rule-texts';
import { useAuthDialogs } from './dialog-state';
import { FormAlert, PasswordField, SubmitButton, TextField } from './fields';
import styles from './forms.module.css';
import { Modal } from './modal';
import { SocialLoginLinks } from './social-login';
import { useSession } from './session';
import { isSignedInStatus, loginMessage, loginSchema, type LoginValues } from './validation';

export function LoginForm({ onSignedIn, onForgotPassword }: { onSignedIn: () => void; onForgotPassword: () => void }) {
  const intl = useIntl();
  const client = useApolloClient();
  const { refresh } = useSession();
  const [problem, setProblem] = useState<string | null>(null);
  const say = useRuleText();
  const schema = useMemo(() => loginSchema(say), [say]);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginValues>({ resolver: zodResolver(schema), defaultValues: { email: '', password: '' } });

  const onSubmit = handleSubmit(async ({ email, password }) => {
    setProblem(null);
    try {
      const { data } = await client.query({
        query: UserLoginDocument,
        variables: { email: email.trim(), password },
        fetchPolicy: 'no-cache',
      });
      const result = data?.userLogin;
      if (result && isSignedInStatus(result.status)) {
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
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-label={intl.formatMessage(m.logInTitle)}>
      <FormAlert message={problem} />
      <TextField
        label={intl.formatMessage(m.email)}
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...register('email')}
      />
      <PasswordField
        label={intl.formatMessage(m.password)}
        autoComplete="current-password"
        error={errors.password?.message}
        {...register('password')}
      />
      <SubmitButton busy={isSubmitting}>{intl.formatMessage(m.logInSubmit)}</SubmitButton>
      <p className={styles.aside}>
        <button type="button" className={styles.linkButton} onClick={onForgotPassword}>
          {intl.formatMessage(m.forgotPassword)}
        </button>
      </p>
    </form>
  );
}

export function LoginDialog({ onClose }: { onClose: () => void }) {
  const intl = useIntl();
  const { show } = useAuthDialogs();
  return (
    <Modal title={intl.formatMessage(m.logInTitle)} onClose={onClose}>
      <LoginForm onSignedIn={onClose} onForgotPassword={() => show('forgotPassword')} />
      <SocialLoginLinks />
      <p className={styles.aside}>
        {intl.formatMessage(m.notAMember)}{' '}
        <button type="button" className={styles.linkButton} onClick={() => show('signUp')}>
          {intl.formatMessage(m.signUpLink)}
        </button>
      </p>
    </Modal>
  );
}
