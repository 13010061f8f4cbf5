// Forgot password (spec 000 §5, §8): e-mail required and valid; the outcome is told in a toast.
import { zodResolver } from '@hookform/resolvers/zod';
import { useApolloClient } from '@apollo/client/react';
import { useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { SendForgotPasswordDocument } from '../gen/graphql';
import { authDialogMessages as m } from '../i18n/messages';
import { useToast } from '../toasts/toasts';
import { useAuthDialogs } from './dialogs';
import { SubmitButton, TextField } from './fields';
import styles from './forms.module.css';
import { Modal } from './modal';
import { forgotPasswordSchema, type ForgotPasswordValues } from './validation';

export const FORGOT_PASSWORD_TOASTS = {
  success: { kind: 'success', title: 'Reset Link Sent to your email' },
  notAvailable: {
    kind: 'error',
    title: 'Send Reset Link Failed',
    message: "We can't find an account for this email. Please try again.",
  },
  failed: { kind: 'error', title: 'Send Reset Link Failed', message: 'Something went wrong. please try again later.' },
} as const;

export function ForgotPasswordDialog({ onClose }: { onClose: () => void }) {
  const intl = useIntl();
  const client = useApolloClient();
  const toast = useToast();
  const { show } = useAuthDialogs();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ForgotPasswordValues>({ resolver: zodResolver(forgotPasswordSchema), defaultValues: { email: '' } });

  const onSubmit = handleSubmit(async ({ email }) => {
    try {
      const { data } = await client.mutate({
        mutation: SendForgotPasswordDocument,
        variables: { email: email.trim() },
      });
      const status = data?.sendForgotPassword.status;
      if (status === 'success') {
        toast(FORGOT_PASSWORD_TOASTS.success);
        onClose();
      } else if (status === 'notAvailable') {
        toast(FORGOT_PASSWORD_TOASTS.notAvailable);
      } else {
        toast(FORGOT_PASSWORD_TOASTS.failed);
      }
    } catch {
      toast(FORGOT_PASSWORD_TOASTS.failed);
    }
  });

  return (
    <Modal title={intl.formatMessage(m.forgotTitle)} onClose={onClose}>
      <form className={styles.form} onSubmit={onSubmit} noValidate aria-label={intl.formatMessage(m.forgotTitle)}>
        <p className={styles.lead}>{intl.formatMessage(m.forgotLead)}</p>
        <TextField
          label={intl.formatMessage(m.email)}
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...register('email')}
        />
        <SubmitButton busy={isSubmitting}>{intl.formatMessage(m.forgotSubmit)}</SubmitButton>
        <p className={styles.aside}>
          <button type="button" className={styles.linkButton} onClick={() => show('login')}>
            {intl.formatMessage(m.backToLogIn)}
          </button>
        </p>
      </form>
    </Modal>
  );
}
