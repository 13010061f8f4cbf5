// The referral code form (spec 000 §4-5, §8): the code is required and checked with getValidReferralKey; a good
// code opens the registration screen with the code locked, a bad one says why.
import { zodResolver } from '@hookform/resolvers/zod';
import { useApolloClient } from '@apollo/client/react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { ValidReferralKeyDocument } from '../gen/graphql';
import { authDialogMessages as m } from '../i18n/messages';
import { useAuthDialogs } from './dialog-state';
import { FormAlert, SubmitButton, TextField } from './fields';
import styles from './forms.module.css';
import { Modal } from './modal';
import { REFERRAL_CODE_MESSAGES, referralCodeSchema, referralOutcome, type ReferralCodeValues } from './referral-code';

export function ReferralCodeForm({ onAccepted }: { onAccepted: (registrationPath: string) => void }) {
  const intl = useIntl();
  const client = useApolloClient();
  const [problem, setProblem] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ReferralCodeValues>({ resolver: zodResolver(referralCodeSchema), defaultValues: { referralCode: '' } });

  const onSubmit = handleSubmit(async ({ referralCode }) => {
    setProblem(null);
    try {
      const { data } = await client.query({
        query: ValidReferralKeyDocument,
        variables: { referralKey: referralCode.trim(), pageType: 'referral' },
        fetchPolicy: 'no-cache',
      });
      const outcome = referralOutcome(data?.getValidReferralKey);
      if (outcome.ok) onAccepted(outcome.registrationPath);
      else setProblem(outcome.message);
    } catch {
      setProblem(REFERRAL_CODE_MESSAGES.failed);
    }
  });

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-label={intl.formatMessage(m.referralFormLabel)}>
      <p className={styles.lead}>{intl.formatMessage(m.referralLead)}</p>
      <FormAlert message={problem} />
      <TextField
        label={intl.formatMessage(m.referralLabel)}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        error={errors.referralCode?.message}
        {...register('referralCode')}
      />
      <SubmitButton busy={isSubmitting}>{intl.formatMessage(m.referralSubmit)}</SubmitButton>
    </form>
  );
}

export function ReferralCodeDialog({ onClose }: { onClose: () => void }) {
  const intl = useIntl();
  const { show } = useAuthDialogs();
  const navigate = useNavigate();
  return (
    <Modal title={intl.formatMessage(m.referralTitle)} onClose={onClose}>
      <ReferralCodeForm
        onAccepted={(registrationPath) => {
          onClose();
          void navigate(registrationPath);
        }}
      />
      <p className={styles.aside}>
        {intl.formatMessage(m.noCode)}{' '}
        <button type="button" className={styles.linkButton} onClick={() => show('signUp')}>
          {intl.formatMessage(m.applyWithEmail)}
        </button>
      </p>
    </Modal>
  );
}
