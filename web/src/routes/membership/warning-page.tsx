// /warning: the user-on-hold page (spec 001 §2, §4 "an account on hold is blocked"). The gates send a member whose
// account an admin put on hold here; she can read why and reach the team, nothing else.
import { Link } from 'react-router';
import { useSession } from '../../auth/session';
import { PageTitle } from '../../layout/page-title';
import type { ScreenProps } from '../route-table';
import styles from './membership.module.css';

export default function WarningPage({ screen }: ScreenProps) {
  const { account, logOut } = useSession();
  return (
    <div className={`${styles.page} ${styles.narrow}`}>
      <PageTitle title={screen.title} />
      <section className={`${styles.card} ${styles.highlight}`} aria-labelledby="warning-heading">
        <p className={styles.eyebrow}>Account on hold</p>
        <h1 id="warning-heading">Your account is on hold</h1>
        <p>
          {account ? `${account.firstName}, our` : 'Our'} membership team has put your account on hold. While it is on
          hold you cannot book, host, message members or use the community areas. Your reservations, listings and
          messages are kept as they are.
        </p>
        <p>
          This usually happens when we need to check something with you, for example a report from another member or a
          detail of your verification. Please <Link to="/contactUs">contact us</Link> and we will help you sort it out.
        </p>
        {account && (
          <p className={styles.actions}>
            <Link className="button button--primary" to="/contactUs">
              Contact us
            </Link>
            <button type="button" className="button button--quiet" onClick={() => void logOut()}>
              Log out
            </button>
          </p>
        )}
      </section>
    </div>
  );
}
