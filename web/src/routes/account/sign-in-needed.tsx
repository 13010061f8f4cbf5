// What an account screen shows a visitor: the spec's "You are not logged In. Please Login to continue!" and a way in.
import { useIntl } from 'react-intl';
import { useAuthDialogs } from '../../auth/dialogs';
import formStyles from '../../auth/forms.module.css';
import { accountPageMessages as m } from '../../i18n/messages';
import { specTexts } from '../../i18n/spec-texts';

export function SignInNeeded() {
  const intl = useIntl();
  const { show } = useAuthDialogs();
  return (
    <>
      <p role="alert" className={formStyles.formAlert}>
        {intl.formatMessage(specTexts.notLoggedIn)}
      </p>
      <p className={formStyles.actions}>
        <button type="button" className="button button--primary" onClick={() => show('login')}>
          {intl.formatMessage(m.logIn)}
        </button>
      </p>
    </>
  );
}
