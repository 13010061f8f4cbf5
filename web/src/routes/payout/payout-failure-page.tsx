// /user/payout/failure (spec 000 §2): where she lands when adding a payout method failed, with the way back.
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { payoutMessages as m } from '../../i18n/areas/payouts';
import { MemberScreen } from '../member-screen';
import type { ScreenProps } from '../screen';
import styles from '../booking/booking.module.css';

export default function PayoutFailurePage({ screen }: ScreenProps) {
  const t = useIntl().formatMessage;
  return (
    <MemberScreen screen={screen}>
      {() => (
        <>
          <p role="alert">{t(m.notAdded)}</p>
          <div className={styles.actions}>
            <Link className="button" to="/user/addpayout">
              {t(m.tryAgain)}
            </Link>
            <Link to="/user/payout">{t(m.backToPayouts)}</Link>
          </div>
        </>
      )}
    </MemberScreen>
  );
}
