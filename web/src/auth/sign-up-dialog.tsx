// The sign-up dialog (spec 000 §2): join with an e-mail address (the membership application at /become-a-member,
// with the address filled in) or with a referral code (the referral code form), or through a social account.
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router';
import { z } from 'zod';
import { authDialogMessages as m } from '../i18n/messages';
import { useRuleText } from '../i18n/rule-texts';
import { useAuthDialogs } from './dialog-state';
import { SubmitButton, TextField } from './fields';
import styles from './forms.module.css';
import { Modal } from './modal';
import { SocialLoginLinks } from './social-login';
import { checked, emailFailure } from './validation';

interface SignUpValues {
  email: string;
}

export function SignUpDialog({ onClose }: { onClose: () => void }) {
  const intl = useIntl();
  const { show } = useAuthDialogs();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const say = useRuleText();
  const schema = useMemo(() => z.object({ email: checked(emailFailure, say) }), [say]);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<SignUpValues>({ resolver: zodResolver(schema), defaultValues: { email: '' } });

  const onSubmit = handleSubmit(({ email }) => {
    onClose();
    void navigate(`/become-a-member?${new URLSearchParams({ email: email.trim() }).toString()}`);
  });

  return (
    <Modal title={intl.formatMessage(m.signUpTitle)} onClose={onClose}>
      <form className={styles.form} onSubmit={onSubmit} noValidate aria-label={intl.formatMessage(m.signUpSubmit)}>
        <p className={styles.lead}>{intl.formatMessage(m.signUpLead)}</p>
        <TextField
          label={intl.formatMessage(m.email)}
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...register('email')}
        />
        <SubmitButton busy={isSubmitting}>{intl.formatMessage(m.signUpSubmit)}</SubmitButton>
      </form>
      <p className={styles.aside}>
        <button type="button" className={styles.linkButton} onClick={() => show('referralCode')}>
          {intl.formatMessage(m.haveReferralCode)}
        </button>
      </p>
      <SocialLoginLinks refer={pathname} />
      <p className={styles.aside}>
        {intl.formatMessage(m.alreadyMember)}{' '}
        <button type="button" className={styles.linkButton} onClick={() => show('login')}>
          {intl.formatMessage(m.logInLink)}
        </button>
      </p>
    </Modal>
  );
}
