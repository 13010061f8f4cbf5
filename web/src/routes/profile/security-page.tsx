// /users/security: change password (spec 001 §5: current password, 8 to under 20 characters with an upper-case
// letter and a number, different from the old one, equal to its confirmation) and, for the member herself, deleting
// her account with her password (deleteMyAccount; afterwards she is signed out on the home page).
import { zodResolver } from '@hookform/resolvers/zod';
import { useApolloClient } from '@apollo/client/react';
import { useMemo, useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { FormAlert, PasswordField, SubmitButton } from '../../auth/fields';
import formStyles from '../../auth/forms.module.css';
import { ChangePasswordDocument, DeleteMyAccountDocument } from '../../gen/graphql';
import { profileScreenMessages as m } from '../../i18n/areas/profile';
import { useRuleText, useServerText } from '../../i18n/rule-texts';
import { registrationTexts } from '../../i18n/spec-texts';
import { PageTitle } from '../../layout/page-title';
import { useToast } from '../../toasts/toasts';
import { MemberOnly } from './member-only';
import { changePasswordSchema, type ChangePasswordValues } from './profile-rules';
import styles from './profile.module.css';

export default function SecurityPage() {
  const t = useIntl().formatMessage;
  return (
    <MemberOnly>
      {() => (
        <div className={styles.page}>
          <PageTitle title={t(m.securityTitle)} />
          <h1>{t(m.securityTitle)}</h1>
          <div className={styles.stack} style={{ maxWidth: '36rem' }}>
            <ChangePasswordForm />
            <DeleteAccount />
          </div>
        </div>
      )}
    </MemberOnly>
  );
}

function ChangePasswordForm() {
  const client = useApolloClient();
  const toast = useToast();
  const t = useIntl().formatMessage;
  const serverText = useServerText();
  const say = useRuleText();
  const schema = useMemo(() => changePasswordSchema(say), [say]);
  const somethingWentWrong = t(registrationTexts.other);
  const [problem, setProblem] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ChangePasswordValues>({
    resolver: zodResolver(schema),
    defaultValues: { oldPassword: '', password: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setProblem(null);
    try {
      const { data } = await client.mutate({ mutation: ChangePasswordDocument, variables: values });
      const result = data?.changePassword;
      if (result?.status === 'success') {
        reset();
        toast({
          kind: 'success',
          title: t(m.securityPasswordChanged),
          message: t(m.securityUseNewPassword),
        });
        return;
      }
      for (const fieldError of result?.fieldErrors ?? []) {
        if (fieldError.field in values) {
          setError(fieldError.field as keyof ChangePasswordValues, { message: serverText(fieldError.message) });
        }
      }
      const message = result?.errorMessage ? serverText(result.errorMessage) : somethingWentWrong;
      if (!result?.fieldErrors.length) setProblem(message);
      toast({ kind: 'error', title: t(m.securityPasswordNotChanged), message });
    } catch (error) {
      const message = error instanceof Error && error.message ? error.message : somethingWentWrong;
      setProblem(message);
      toast({ kind: 'error', title: t(m.securityPasswordNotChanged), message });
    }
  });

  return (
    <form
      className={`${styles.panel} ${formStyles.form}`}
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      aria-label={t(m.securityChangePassword)}
    >
      <h2>{t(m.securityChangePassword)}</h2>
      <p className={formStyles.lead}>{t(m.securityPasswordRule)}</p>
      <PasswordField
        label={t(m.securityCurrentPassword)}
        autoComplete="current-password"
        error={errors.oldPassword?.message}
        {...register('oldPassword')}
      />
      <PasswordField
        label={t(m.securityNewPassword)}
        autoComplete="new-password"
        error={errors.password?.message}
        {...register('password')}
      />
      <PasswordField
        label={t(m.securityConfirmNewPassword)}
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...register('confirmPassword')}
      />
      <FormAlert message={problem} />
      <SubmitButton busy={isSubmitting}>{t(m.securityChangePassword)}</SubmitButton>
    </form>
  );
}

function DeleteAccount() {
  const client = useApolloClient();
  const toast = useToast();
  const t = useIntl().formatMessage;
  const serverText = useServerText();
  const somethingWentWrong = t(registrationTexts.other);
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const confirmDeletion = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    if (password === '') return setProblem(t(m.securityEnterPasswordToConfirm));
    setBusy(true);
    try {
      const { data } = await client.mutate({ mutation: DeleteMyAccountDocument, variables: { password } });
      const result = data?.deleteMyAccount;
      if (result?.status === 'success') {
        // The server ended her sessions; the app starts afresh as a visitor on the home page.
        await client.clearStore().catch(() => undefined);
        window.location.assign('/');
        return;
      }
      setProblem(result?.errorMessage ? serverText(result.errorMessage) : somethingWentWrong);
    } catch (error) {
      const message = error instanceof Error && error.message ? error.message : somethingWentWrong;
      setProblem(message);
      toast({ kind: 'error', title: t(m.securityAccountNotDeleted), message });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className={`${styles.panel} ${styles.danger}`} aria-labelledby="delete-heading">
      <h2 id="delete-heading">{t(m.securityDeleteMyAccount)}</h2>
      <p className={formStyles.lead}>{t(m.securityDeleteWarning)}</p>
      {!open ? (
        <p className={formStyles.actions} style={{ marginTop: 'var(--space-3)' }}>
          <button type="button" className="button button--quiet" onClick={() => setOpen(true)}>
            {t(m.securityDeleteMyAccountOpen)}
          </button>
        </p>
      ) : (
        <form
          className={formStyles.form}
          style={{ marginTop: 'var(--space-3)' }}
          onSubmit={(event) => void confirmDeletion(event)}
          noValidate
          aria-label={t(m.securityDeleteMyAccount)}
        >
          <PasswordField
            label={t(m.securityYourPassword)}
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
          <FormAlert message={problem} />
          <p className={formStyles.actions}>
            <button type="submit" className={`button ${styles.dangerButton}`} disabled={busy} aria-busy={busy}>
              {t(m.securityDeleteForGood)}
            </button>
            <button type="button" className="button button--quiet" onClick={() => setOpen(false)}>
              {t(m.securityKeepMyAccount)}
            </button>
          </p>
        </form>
      )}
    </section>
  );
}
