// The floating back button (spec 000 §2, §9): on screens 1199 px wide or narrower, on every path but the home
// page. It goes back in the tab's history, or home when the page was opened directly.
import { useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router';
import { showsBackButton } from '../gates/viewer';
import { headerMessages } from '../i18n/messages';
import styles from './back-button.module.css';

export function BackButton() {
  const intl = useIntl();
  const location = useLocation();
  const navigate = useNavigate();
  if (!showsBackButton(location.pathname)) return null;
  return (
    <button
      type="button"
      className={styles.back}
      aria-label={intl.formatMessage(headerMessages.back)}
      data-testid="back-button"
      onClick={() => {
        // react-router marks the first entry of the tab's history 'default': there is nothing in the app to go back to.
        if (location.key === 'default') void navigate('/');
        else void navigate(-1);
      }}
    >
      <span aria-hidden="true">←</span>
    </button>
  );
}
