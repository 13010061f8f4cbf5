// /users/security: change password (spec 001 §5: current password, 8 to under 20 characters with an upper-case
// letter and a number, different from the old one, equal to its confirmation) and, for the member herself, deleting
// her account with her password (deleteMyAccount; afterwards she is signed out on the home page).
import { zodResolver } from '@hookform/resolvers/zod';
import { useApolloClient } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { FormAlert, PasswordField, SubmitButton } from '../../auth/fields';
import formStyles from '../../auth/forms.module.css';
import { ChangePasswordDocument, DeleteMyAccountDocument } from '../../gen/graphql';
import { PageTitle } from '../../layout/page-title';
import { useToast } from '../../toasts/toasts';
import { MemberOnly } from './member-only';
import { changePasswordSchema, type ChangePasswordValues } from './profile-rules';
import styles from './profile.module.css';

const SOMETHING_WENT_WRONG = 'Something went wrong. Please try again';

export default function SecurityPage() {
  return (
    <MemberOnly>
      {() => (
        <div className={styles.page}>
          <PageTitle title="Account security" />
          <h1>Account security</h1>
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
  const [problem, setProblem] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ChangePasswordValues>({
    resolver: zodResolver(changePasswordSchema),
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
          title: 'Password changed',
          message: 'Use your new password the next time you log in.',
        });
        return;
      }
      for (const fieldError of result?.fieldErrors ?? []) {
        if (fieldError.field in values) {
          setError(fieldError.field as keyof ChangePasswordValues, { message: fieldError.message });
        }
      }
      const message = result?.errorMessage || SOMETHING_WENT_WRONG;
      if (!result?.fieldErrors.length) setProblem(message);
      toast({ kind: 'error', title: 'Password not changed', message });
    } catch (error) {
      const message = error instanceof Error && error.message ? error.message : SOMETHING_WENT_WRONG;
      setProblem(message);
      toast({ kind: 'error', title: 'Password not changed', message });
    }
  });

  return (
    <form
      className={`${styles.panel} ${formStyles.form}`}
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      aria-label="Change password"
    >
      <h2>Change password</h2>
      <p className={formStyles.lead}>8 to 19 characters, with an upper-case letter and a number.</p>
      <PasswordField
        label="Current password"
        autoComplete="current-password"
        error={errors.oldPassword?.message}
        {...register('oldPassword')}
      />
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
      <FormAlert message={problem} />
      <SubmitButton busy={isSubmitting}>Change password</SubmitButton>
    </form>
  );
}

function DeleteAccount() {
  const client = useApolloClient();
  const toast = useToast();
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const confirmDeletion = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    if (password === '') return setProblem('Please enter your password to confirm.');
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
      setProblem(result?.errorMessage || SOMETHING_WENT_WRONG);
    } catch (error) {
      const message = error instanceof Error && error.message ? error.message : SOMETHING_WENT_WRONG;
      setProblem(message);
      toast({ kind: 'error', title: 'Account not deleted', message });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className={`${styles.panel} ${styles.danger}`} aria-labelledby="delete-heading">
      <h2 id="delete-heading">Delete my account</h2>
      <p className={formStyles.lead}>
        Deleting your account ends your membership and removes your profile. This cannot be undone.
      </p>
      {!open ? (
        <p className={formStyles.actions} style={{ marginTop: 'var(--space-3)' }}>
          <button type="button" className="button button--quiet" onClick={() => setOpen(true)}>
            Delete my account…
          </button>
        </p>
      ) : (
        <form
          className={formStyles.form}
          style={{ marginTop: 'var(--space-3)' }}
          onSubmit={(event) => void confirmDeletion(event)}
          noValidate
          aria-label="Delete my account"
        >
          <PasswordField
            label="Your password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
          <FormAlert message={problem} />
          <p className={formStyles.actions}>
            <button type="submit" className={`button ${styles.dangerButton}`} disabled={busy} aria-busy={busy}>
              Delete my account for good
            </button>
            <button type="button" className="button button--quiet" onClick={() => setOpen(false)}>
              Keep my account
            </button>
          </p>
        </form>
      )}
    </section>
  );
}
