// /diamond-member: the Diamond tier (spec 001 §6, §9). A Diamond member is welcomed as one; everyone else reads
// what the tier offers. Subscribing online belongs to the payments work and is not offered here yet.
import { useIntl, type MessageDescriptor } from 'react-intl';
import { Link } from 'react-router';
import { useSession } from '../../auth/session';
import { membershipScreenMessages as m } from '../../i18n/messages';
import { PageTitle } from '../../layout/page-title';
import type { ScreenProps } from '../route-table';
import styles from './membership.module.css';

const BENEFITS: [title: MessageDescriptor, text: MessageDescriptor][] = [
  [m.diamondNoFeesTitle, m.diamondNoFeesText],
  [m.diamondCreditTitle, m.diamondCreditText],
  [m.diamondGoSoloTitle, m.diamondGoSoloText],
  [m.diamondPerksTitle, m.diamondPerksText],
  [m.diamondInviteTitle, m.diamondInviteText],
];
// Messages with values are passed as plain descriptors: react-intl's typed descriptors expect no values.
const WELCOME: MessageDescriptor = m.diamondWelcome;

export default function DiamondMemberPage({ screen }: ScreenProps) {
  const { account } = useSession();
  const t = useIntl().formatMessage;
  return (
    <div className={styles.page}>
      <PageTitle title={t(screen.title)} />
      <header className={styles.intro}>
        <p className={styles.eyebrow}>{t(m.diamondEyebrow)}</p>
        <h1>{t(m.diamondHeading)}</h1>
        <p className={styles.lead}>{t(m.diamondLead)}</p>
      </header>
      {account?.isDiamond && (
        <section className={`${styles.card} ${styles.highlight}`} aria-labelledby="welcome-heading">
          <h2 id="welcome-heading">{t(WELCOME, { name: account.firstName })}</h2>
          <p>{t(m.diamondWelcomeText)}</p>
          <p className={styles.actions}>
            <Link className="button button--primary" to="/s">
              {t(m.diamondFindStay)}
            </Link>
            <Link className="button button--quiet" to="/go-solo">
              {t(m.diamondGoSoloTrips)}
            </Link>
          </p>
        </section>
      )}
      <div className={styles.columns}>
        {BENEFITS.map(([title, text]) => (
          <section key={title.id} className={styles.card}>
            <h2>{t(title)}</h2>
            <p>{t(text)}</p>
          </section>
        ))}
      </div>
      {!account?.isDiamond && (
        <section className={styles.card} aria-labelledby="subscribe-heading">
          <h2 id="subscribe-heading">{t(m.diamondBecomingHeading)}</h2>
          <p>{t(account ? m.diamondSubscriptionMember : m.diamondSubscriptionVisitor)}</p>
          <p className={styles.actions}>
            {account ? (
              <Link className="button button--primary" to="/contactUs">
                {t(m.diamondContactUs)}
              </Link>
            ) : (
              <Link className="button button--primary" to="/become-a-member">
                {t(m.diamondBecomeMember)}
              </Link>
            )}
            <Link className="button button--quiet" to="/membership">
              {t(m.diamondCompare)}
            </Link>
          </p>
        </section>
      )}
    </div>
  );
}
