// /warning: the user-on-hold page (spec 001 §2, §4 "an account on hold is blocked"). The gates send a member whose
// account an admin put on hold here; she can read why and reach the team, nothing else.
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { Link } from 'react-router';
import { useSession } from '../../auth/session';
import { warningMessages as w } from '../../i18n/messages';
import { PageTitle } from '../../layout/page-title';
import type { ScreenProps } from '../route-table';
import styles from './membership.module.css';

// Messages with values are passed as plain descriptors: react-intl's typed descriptors expect no values.
const ON_HOLD_NAMED: MessageDescriptor = w.onHoldNamed;
const WHY: MessageDescriptor = w.why;

export default function WarningPage({ screen }: ScreenProps) {
  const { account, logOut } = useSession();
  const intl = useIntl();
  const t = intl.formatMessage;
  const contactLink = { link: (chunks: ReactNode) => <Link to="/contactUs">{chunks}</Link> };
  return (
    <div className={`${styles.page} ${styles.narrow}`}>
      <PageTitle title={t(screen.title)} />
      <section className={`${styles.card} ${styles.highlight}`} aria-labelledby="warning-heading">
        <p className={styles.eyebrow}>{t(w.eyebrow)}</p>
        <h1 id="warning-heading">{t(w.title)}</h1>
        <p>{account ? t(ON_HOLD_NAMED, { name: account.firstName }) : t(w.onHold)}</p>
        <p>
          <FormattedMessage {...WHY} values={contactLink} />
        </p>
        {account && (
          <p className={styles.actions}>
            <Link className="button button--primary" to="/contactUs">
              {t(w.contactUs)}
            </Link>
            <button type="button" className="button button--quiet" onClick={() => void logOut()}>
              {t(w.logOut)}
            </button>
          </p>
        )}
      </section>
    </div>
  );
}
