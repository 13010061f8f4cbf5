// /confirm-gender: a member whose account has no gender chooses it once (spec 000 §4). Once it is set the page does
// not exist for her (not found). A woman goes on to her profile or dashboard, a man to /unsuccessful, as the server
// says (confirmGender's redirectTo).
import { useApolloClient } from '@apollo/client/react';
import { GENDER_MESSAGES } from '@golightly/account-rules';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { useAuthDialogs } from '../../auth/dialogs';
import { FormAlert, SubmitButton } from '../../auth/fields';
import formStyles from '../../auth/forms.module.css';
import { useSession } from '../../auth/session';
import { ConfirmGenderDocument } from '../../gen/graphql';
import { confirmGenderMessages as g } from '../../i18n/messages';
import { registrationTexts, specTexts } from '../../i18n/spec-texts';
import { PageTitle } from '../../layout/page-title';
import NotFoundPage from '../not-found/not-found-page';
import type { ScreenProps } from '../route-table';
import styles from './membership.module.css';

// The rules' text (spec 000 §5 'Please indicate Gender.'); the form alert shows it in her language (useServerText).
const CHOOSE_MESSAGE = GENDER_MESSAGES.invalid;
const FAILED_MESSAGE = registrationTexts.other.defaultMessage;

export default function ConfirmGenderPage({ screen }: ScreenProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const { account, loading, refresh } = useSession();
  const { show } = useAuthDialogs();
  const client = useApolloClient();
  const navigate = useNavigate();
  const [gender, setGender] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  if (loading) return <p className="loading-message">{t(g.loading)}</p>;
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
      <PageTitle title={t(screen.title)} />
      <header className={styles.intro}>
        <p className={styles.eyebrow}>{t(g.eyebrow)}</p>
        <h1>{t(g.title)}</h1>
        <p className={styles.lead}>{t(g.lead)}</p>
      </header>
      {account ? (
        <form
          className={`${formStyles.form} ${styles.card}`}
          onSubmit={(event) => void onSubmit(event)}
          noValidate
          aria-label={t(g.title)}
        >
          <fieldset className={styles.choices}>
            <legend className={formStyles.label}>{t(g.gender)}</legend>
            {(['female', 'male'] as const).map((value) => (
              <label key={value} className={styles.choice}>
                <input
                  type="radio"
                  name="gender"
                  value={value}
                  checked={gender === value}
                  onChange={() => setGender(value)}
                />{' '}
                {value === 'female' ? t(g.female) : t(g.male)}
              </label>
            ))}
          </fieldset>
          <FormAlert message={problem} />
          <SubmitButton busy={busy}>{t(g.confirm)}</SubmitButton>
        </form>
      ) : (
        <section className={styles.card}>
          <p>{t(specTexts.notLoggedIn)}</p>
          <p className={styles.actions}>
            <button type="button" className="button button--primary" onClick={() => show('login')}>
              {t(g.logIn)}
            </button>
          </p>
        </section>
      )}
    </div>
  );
}
