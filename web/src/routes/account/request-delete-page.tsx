// /requestDelete (spec 000 §2): the signed-in member deletes her own account after confirming her password
// (deleteMyAccount); she is then signed out everywhere and lands on the home page (decision 0026).
import { useMutation } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { FormAlert, PasswordField } from '../../auth/fields';
import formStyles from '../../auth/forms.module.css';
import { useSession } from '../../auth/session';
import { DeleteMyAccountDocument } from '../../gen/graphql';
import { accountPageMessages as m } from '../../i18n/messages';
import { loginTexts, specTexts } from '../../i18n/spec-texts';
import { PageTitle } from '../../layout/page-title';
import { SignInNeeded } from './sign-in-needed';

export default function RequestDeletePage() {
  const intl = useIntl();
  const { account, loading } = useSession();
  const title = intl.formatMessage(m.deleteTitle);
  return (
    <section className={formStyles.card} aria-labelledby="delete-heading" aria-busy={loading}>
      <PageTitle title={title} />
      <h1 id="delete-heading">{title}</h1>
      {loading ? <p role="status">{intl.formatMessage(m.loading)}</p> : account ? <DeleteForm /> : <SignInNeeded />}
    </section>
  );
}

function DeleteForm() {
  const intl = useIntl();
  const [deleteMyAccount, { loading: busy }] = useMutation(DeleteMyAccountDocument);
  const [password, setPassword] = useState('');
  const [understood, setUnderstood] = useState(false);
  const [passwordError, setPasswordError] = useState<string | undefined>();
  const [problem, setProblem] = useState<string | null>(null);
  const [deleted, setDeleted] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    if (!password) {
      setPasswordError(intl.formatMessage(m.deletePasswordRequired));
      return;
    }
    setPasswordError(undefined);
    try {
      const { data } = await deleteMyAccount({ variables: { password } });
      const status = data?.deleteMyAccount.status;
      if (status === 'success') {
        setDeleted(true);
        // Her session is gone on the server: reload as a visitor so no screen keeps her data.
        window.location.assign('/');
        return;
      }
      if (status === 'password') setProblem(intl.formatMessage(loginTexts.password));
      else setProblem(intl.formatMessage(specTexts.somethingWentWrongRefresh));
    } catch {
      setProblem(intl.formatMessage(specTexts.somethingWentWrongRefresh));
    }
  };

  if (deleted) {
    return (
      <p role="status" className={formStyles.formNotice}>
        {intl.formatMessage(m.deleteDone)}
      </p>
    );
  }
  return (
    <form
      className={formStyles.form}
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      aria-label={intl.formatMessage(m.deleteTitle)}
    >
      <p className={formStyles.lead}>{intl.formatMessage(m.deleteLead)}</p>
      <FormAlert message={problem} />
      <PasswordField
        label={intl.formatMessage(m.deletePassword)}
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={passwordError}
      />
      <label className={formStyles.field}>
        <input type="checkbox" checked={understood} onChange={(event) => setUnderstood(event.target.checked)} />{' '}
        {intl.formatMessage(m.deleteUnderstand)}
      </label>
      <button
        type="submit"
        className={`button button--primary ${formStyles.submit}`}
        disabled={busy || !understood}
        aria-busy={busy}
      >
        {intl.formatMessage(m.deleteSubmit)}
      </button>
      <p className={formStyles.aside}>
        <Link to="/users/security">{intl.formatMessage(m.deleteKeep)}</Link>
      </p>
    </form>
  );
}
