// /membership and /membership-info: what membership is (standard and Diamond) and how invitations work. A member
// whose application is still being reviewed waits here (decision 0007) and is told so; a Diamond member is pointed
// to her own page.
import { useQuery } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { Link } from 'react-router';
import { useSession } from '../../auth/session';
import { MemberStandingDocument } from '../../gen/graphql';
import { membershipScreenMessages as m } from '../../i18n/messages';
import { specTexts } from '../../i18n/spec-texts';
import { PageTitle } from '../../layout/page-title';
import type { ScreenProps } from '../route-table';
import { HowInvitationsWork, HowToJoin, MembershipTiers } from './membership-copy';
import styles from './membership.module.css';

// Messages with values are passed as plain descriptors: react-intl's typed descriptors expect no values.
const PENDING_TEXT: MessageDescriptor = m.membershipPendingText;
const REJECTED_TEXT: MessageDescriptor = m.membershipRejectedText;

export default function MembershipPage({ screen }: ScreenProps) {
  const { account } = useSession();
  const t = useIntl().formatMessage;
  const standing = useQuery(MemberStandingDocument, {
    skip: !account,
    fetchPolicy: 'network-only',
    errorPolicy: 'all',
  });
  const memberStatus = standing.data?.userAccount.memberStatus;

  return (
    <div className={styles.page}>
      <PageTitle title={t(screen.title)} />
      <header className={styles.intro}>
        <p className={styles.eyebrow}>{t(m.membershipEyebrow)}</p>
        <h1>{t(screen.title)}</h1>
        <p className={styles.lead}>{t(m.membershipLead)}</p>
      </header>

      {memberStatus === 'pending' && (
        <section className={`${styles.card} ${styles.highlight}`} role="status" aria-labelledby="standing-heading">
          <h2 id="standing-heading">{t(m.membershipPendingHeading)}</h2>
          <p>{t(PENDING_TEXT, { name: account?.firstName })}</p>
        </section>
      )}
      {memberStatus === 'rejected' && (
        <section className={styles.card} role="status" aria-labelledby="standing-heading">
          <h2 id="standing-heading">{t(m.membershipRejectedHeading)}</h2>
          <p>
            {t(REJECTED_TEXT, {
              declined: t(specTexts.membershipDeclined),
              link: (chunks: ReactNode[]) => <Link to="/contactUs">{chunks}</Link>,
            })}
          </p>
        </section>
      )}
      {memberStatus === 'standard' && (
        <section className={`${styles.card} ${styles.highlight}`} aria-labelledby="standing-heading">
          <h2 id="standing-heading">{t(account?.isDiamond ? m.membershipDiamondMember : m.membershipMember)}</h2>
          <p className={styles.actions}>
            <Link className="button button--primary" to="/invite">
              {t(m.membershipInviteFriends)}
            </Link>
            {account?.isDiamond ? (
              <Link className="button button--quiet" to="/diamond-member">
                {t(m.membershipYourDiamond)}
              </Link>
            ) : (
              <Link className="button button--quiet" to="/dashboard">
                {t(m.membershipYourDashboard)}
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
