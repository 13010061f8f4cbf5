// /unsuccessful: where a man's registration, application or gender choice ends (spec 000 §4, spec 001 §8
// "Membership declined"). The club is for women; the page says so without blame and offers the way out.
import { Link } from 'react-router';
import { useSession } from '../../auth/session';
import { PageTitle } from '../../layout/page-title';
import type { ScreenProps } from '../route-table';
import styles from './membership.module.css';

export const DECLINED_MESSAGE = 'Unfortunately we cannot process your request at this time';

export default function UnsuccessfulPage({ screen }: ScreenProps) {
  const { account, logOut } = useSession();
  return (
    <div className={`${styles.page} ${styles.narrow}`}>
      <PageTitle title={screen.title} />
      <section className={styles.card} aria-labelledby="unsuccessful-heading">
        <h1 id="unsuccessful-heading">{DECLINED_MESSAGE}</h1>
        <p>
          Golightly is a members-only club for women, so we are unable to offer you a membership. Thank you for your
          interest in the club.
        </p>
        <p>
          If you believe this is a mistake, please <Link to="/contactUs">contact us</Link> and our membership team will
          look into it.
        </p>
        {account && (
          <p className={styles.actions}>
            <button type="button" className="button button--quiet" onClick={() => void logOut()}>
              Log out
            </button>
          </p>
        )}
      </section>
    </div>
  );
}
