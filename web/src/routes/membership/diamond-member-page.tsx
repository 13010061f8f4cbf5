// /diamond-member: the Diamond tier (spec 001 §6, §9). A Diamond member is welcomed as one; everyone else reads
// what the tier offers. Subscribing online belongs to the payments work and is not offered here yet.
import { Link } from 'react-router';
import { useSession } from '../../auth/session';
import { PageTitle } from '../../layout/page-title';
import type { ScreenProps } from '../route-table';
import styles from './membership.module.css';

const BENEFITS: [title: string, text: string][] = [
  ['No fees', 'No booking, listing or hosting fees on any stay you book or host.'],
  ['Travel credit', 'Up to $250 of travel credit to spend on stays, with credit covering up to half of a payment.'],
  ['GoSolo', '20% off GoSolo group trips, and early access when new trips open.'],
  ['Perks and concierge', 'Partner perks and the concierge, who plans the details of your trip with you.'],
  ['Invite credit', 'Travel credit for each friend you invite who joins the club.'],
];

export default function DiamondMemberPage({ screen }: ScreenProps) {
  const { account } = useSession();
  return (
    <div className={styles.page}>
      <PageTitle title={screen.title} />
      <header className={styles.intro}>
        <p className={styles.eyebrow}>Diamond</p>
        <h1>Diamond membership</h1>
        <p className={styles.lead}>
          For members who travel often: no fees, travel credit and the best of GoSolo. Diamond members save around $600
          a year.
        </p>
      </header>
      {account?.isDiamond && (
        <section className={`${styles.card} ${styles.highlight}`} aria-labelledby="welcome-heading">
          <h2 id="welcome-heading">Welcome, {account.firstName}: you are a Diamond member</h2>
          <p>Your benefits apply automatically when you book, host and join trips.</p>
          <p className={styles.actions}>
            <Link className="button button--primary" to="/s">
              Find a stay
            </Link>
            <Link className="button button--quiet" to="/go-solo">
              GoSolo trips
            </Link>
          </p>
        </section>
      )}
      <div className={styles.columns}>
        {BENEFITS.map(([title, text]) => (
          <section key={title} className={styles.card}>
            <h2>{title}</h2>
            <p>{text}</p>
          </section>
        ))}
      </div>
      {!account?.isDiamond && (
        <section className={styles.card} aria-labelledby="subscribe-heading">
          <h2 id="subscribe-heading">Becoming a Diamond member</h2>
          <p>
            Diamond membership is a subscription, paid monthly or annually. Online subscription opens soon; until then,{' '}
            {account
              ? 'write to us and we will upgrade your membership.'
              : 'join the club first, then write to us to upgrade.'}
          </p>
          <p className={styles.actions}>
            {account ? (
              <Link className="button button--primary" to="/contactUs">
                Contact us
              </Link>
            ) : (
              <Link className="button button--primary" to="/become-a-member">
                Become a member
              </Link>
            )}
            <Link className="button button--quiet" to="/membership">
              Compare memberships
            </Link>
          </p>
        </section>
      )}
    </div>
  );
}
