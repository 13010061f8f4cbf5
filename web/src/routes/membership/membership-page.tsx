// /membership and /membership-info: what membership is (standard and Diamond) and how invitations work. A member
// whose application is still being reviewed waits here (decision 0007) and is told so; a Diamond member is pointed
// to her own page.
import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router';
import { useSession } from '../../auth/session';
import { MemberStandingDocument } from '../../gen/graphql';
import { PageTitle } from '../../layout/page-title';
import type { ScreenProps } from '../route-table';
import { HowInvitationsWork, HowToJoin, MembershipTiers } from './membership-copy';
import styles from './membership.module.css';

export default function MembershipPage({ screen }: ScreenProps) {
  const { account } = useSession();
  const standing = useQuery(MemberStandingDocument, {
    skip: !account,
    fetchPolicy: 'network-only',
    errorPolicy: 'all',
  });
  const memberStatus = standing.data?.userAccount.memberStatus;

  return (
    <div className={styles.page}>
      <PageTitle title={screen.title} />
      <header className={styles.intro}>
        <p className={styles.eyebrow}>Membership</p>
        <h1>{screen.title}</h1>
        <p className={styles.lead}>
          Golightly is a members-only club for women who travel. Members stay in each other&apos;s homes, travel
          together, meet, and help each other at work. Membership is by invitation or by application.
        </p>
      </header>

      {memberStatus === 'pending' && (
        <section className={`${styles.card} ${styles.highlight}`} role="status" aria-labelledby="standing-heading">
          <h2 id="standing-heading">Your application is pending review</h2>
          <p>
            Thank you for applying, {account?.firstName}. Our membership team is reviewing your application and will
            e-mail you once it is approved. Until then you can read about the club here and edit your profile.
          </p>
        </section>
      )}
      {memberStatus === 'rejected' && (
        <section className={styles.card} role="status" aria-labelledby="standing-heading">
          <h2 id="standing-heading">Your application was not approved</h2>
          <p>
            Unfortunately we cannot process your request at this time. If you think this is a mistake, please{' '}
            <Link to="/contactUs">contact us</Link>.
          </p>
        </section>
      )}
      {memberStatus === 'standard' && (
        <section className={`${styles.card} ${styles.highlight}`} aria-labelledby="standing-heading">
          <h2 id="standing-heading">{account?.isDiamond ? 'You are a Diamond member' : 'You are a member'}</h2>
          <p className={styles.actions}>
            <Link className="button button--primary" to="/invite">
              Invite friends
            </Link>
            {account?.isDiamond ? (
              <Link className="button button--quiet" to="/diamond-member">
                Your Diamond membership
              </Link>
            ) : (
              <Link className="button button--quiet" to="/dashboard">
                Your dashboard
              </Link>
            )}
          </p>
        </section>
      )}

      <MembershipTiers />
      <HowInvitationsWork />
      {!account && <HowToJoin />}
    </div>
  );
}
