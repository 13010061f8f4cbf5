// Forgot password (spec 000 §5, §8): e-mail required and valid; the outcome is told in a toast.
import { zodResolver } from '@hookform/resolvers/zod';
import { useApolloClient } from '@apollo/client/react';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { SendForgotPasswordDocument } from '../gen/graphql';
import { authDialogMessages as m } from '../i18n/messages';
import { useRuleText } from '../i18n/rule-texts';
import { toastTexts } from '../i18n/spec-texts';
import { useToast } from '../toasts/toasts';
import { useAuthDialogs } from './dialog-state';
import { SubmitButton, TextField } from './fields';
import styles from './forms.module.css';
import { Modal } from './modal';
import { forgotPasswordSchema, type ForgotPasswordValues } from './validation';

/** The toasts of spec 000 §8 "Forgot password", as descriptors of the texts module. */
export const FORGOT_PASSWORD_TOASTS = {
  success: { kind: 'success', title: toastTexts.resetLinkSent },
  notAvailable: { kind: 'error', title: toastTexts.resetLinkFailed, message: toastTexts.resetNoAccount },
  failed: { kind: 'error', title: toastTexts.resetLinkFailed, message: toastTexts.resetFailed },
} as const;

type ForgotToast = { kind: 'success' | 'error'; title: MessageDescriptor; message?: MessageDescriptor };

export function ForgotPasswordDialog({ onClose }: { onClose: () => void }) {
  const intl = useIntl();
  const client = useApolloClient();
  const showToast = useToast();
  const toast = ({ kind, title, message }: ForgotToast) =>
    showToast({ kind, title: intl.formatMessage(title), message: message && intl.formatMessage(message) });
  const { show } = useAuthDialogs();
  const say = useRuleText();
  const schema = useMemo(() => forgotPasswordSchema(say), [say]);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ForgotPasswordValues>({ resolver: zodResolver(schema), defaultValues: { email: '' } });

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
