// /confirm-gender: a member whose account has no gender chooses it once (spec 000 §4). Once it is set the page does
// not exist for her (not found). A woman goes on to her profile or dashboard, a man to /unsuccessful, as the server
// says (confirmGender's redirectTo).
import { useApolloClient } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useAuthDialogs } from '../../auth/dialogs';
import { FormAlert, SubmitButton } from '../../auth/fields';
import formStyles from '../../auth/forms.module.css';
import { useSession } from '../../auth/session';
import { ConfirmGenderDocument } from '../../gen/graphql';
import { PageTitle } from '../../layout/page-title';
import NotFoundPage from '../not-found/not-found-page';
import type { ScreenProps } from '../route-table';
import styles from './membership.module.css';

const CHOOSE_MESSAGE = 'Please indicate Gender.';
const FAILED_MESSAGE = 'Something went wrong. Please try again';

export default function ConfirmGenderPage({ screen }: ScreenProps) {
  const { account, loading, refresh } = useSession();
  const { show } = useAuthDialogs();
  const client = useApolloClient();
  const navigate = useNavigate();
  const [gender, setGender] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  if (loading) return <p className="loading-message">Loading…</p>;
  if (account?.gender) return <NotFoundPage />;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (gender !== 'female' && gender !== 'male') return setProblem(CHOOSE_MESSAGE);
    setProblem(null);
    setBusy(true);
    try {
      const { data } = await client.mutate({ mutation: ConfirmGenderDocument, variables: { gender } });
      const result = data?.confirmGender;
      if (result?.status === 'success') {
        await refresh();
        return navigate(result.redirectTo ?? '/dashboard', { replace: true });
      }
      if (result?.status === 'alreadySet') {
        await refresh();
        return;
      }
      setProblem(result?.errorMessage || FAILED_MESSAGE);
    } catch {
      setProblem(FAILED_MESSAGE);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={`${styles.page} ${styles.narrow}`}>
      <PageTitle title={screen.title} />
      <header className={styles.intro}>
        <p className={styles.eyebrow}>Your account</p>
        <h1>Confirm your gender</h1>
        <p className={styles.lead}>
          Golightly is a club for women: stays, trips and the community are open to women only. Please tell us your
          gender to continue. You choose it once; our team can help if it needs changing later.
        </p>
      </header>
      {account ? (
        <form
          className={`${formStyles.form} ${styles.card}`}
          onSubmit={(event) => void onSubmit(event)}
          noValidate
          aria-label="Confirm your gender"
        >
          <fieldset className={styles.choices}>
            <legend className={formStyles.label}>Gender</legend>
            {(['female', 'male'] as const).map((value) => (
              <label key={value} className={styles.choice}>
                <input
                  type="radio"
                  name="gender"
                  value={value}
                  checked={gender === value}
                  onChange={() => setGender(value)}
                />{' '}
                {value === 'female' ? 'Female' : 'Male'}
              </label>
            ))}
          </fieldset>
          <FormAlert message={problem} />
          <SubmitButton busy={busy}>Confirm</SubmitButton>
        </form>
      ) : (
        <section className={styles.card}>
          <p>Please log in to confirm your gender.</p>
          <p className={styles.actions}>
            <button type="button" className="button button--primary" onClick={() => show('login')}>
              Log in
            </button>
          </p>
        </section>
      )}
    </div>
  );
}
