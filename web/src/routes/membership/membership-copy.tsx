// What membership is, told the same way on /membership, /membership-info and /diamond-member (spec 001 §6, §9).
import { Link } from 'react-router';
import styles from './membership.module.css';

export const INVITES_PER_MEMBER = 5;
export const INVITE_CREDIT_DOLLARS = 20;

export function MembershipTiers() {
  return (
    <div className={styles.columns}>
      <section className={styles.card} aria-labelledby="standard-heading">
        <p className={styles.eyebrow}>Standard</p>
        <h2 id="standard-heading">Membership</h2>
        <ul className={styles.list}>
          <li>Book homes hosted by women, and list your own home for women to stay in.</li>
          <li>Join GoSolo group trips, on your own or with a friend.</li>
          <li>Meet members in the social area, at events and through connections.</li>
          <li>Find and offer work on the Hustle job board.</li>
          <li>Invite up to {INVITES_PER_MEMBER} friends to join the club.</li>
        </ul>
      </section>
      <section className={`${styles.card} ${styles.highlight}`} aria-labelledby="diamond-heading">
        <p className={styles.eyebrow}>Diamond</p>
        <h2 id="diamond-heading">Diamond membership</h2>
        <ul className={styles.list}>
          <li>No booking, listing or hosting fees.</li>
          <li>Up to $250 of travel credit.</li>
          <li>20% off GoSolo trips, and early access to new trips.</li>
          <li>Partner perks and the concierge.</li>
          <li>Invite credit for every friend who joins.</li>
        </ul>
        <p>
          <Link to="/diamond-member">About Diamond membership</Link>
        </p>
      </section>
    </div>
  );
}

export function HowInvitationsWork() {
  return (
    <section className={styles.card} aria-labelledby="invitations-heading">
      <h2 id="invitations-heading">How invitations work</h2>
      <ol className={styles.list}>
        <li>
          Every member may invite up to {INVITES_PER_MEMBER} friends. Share your personal link, or send invitations by
          e-mail from the <Link to="/invite">invite page</Link>.
        </li>
        <li>
          Your friend opens the link, or enters your referral code, and registers at once: no application, no waiting.
          An e-mailed invitation is valid for 30 days and only for the address it was sent to.
        </li>
        <li>
          You earn ${INVITE_CREDIT_DOLLARS} of travel credit for each friend who joins. A pending invitation holds a
          place; cancel it to free the place again.
        </li>
      </ol>
    </section>
  );
}

export function HowToJoin() {
  return (
    <section className={styles.card} aria-labelledby="join-heading">
      <h2 id="join-heading">How to join</h2>
      <ul className={styles.list}>
        <li>
          <strong>With an invitation.</strong> A member sends you a link or a referral code; you register and are a
          member straight away.
        </li>
        <li>
          <strong>By application.</strong> No invitation yet? <Link to="/become-a-member">Apply for membership</Link>.
          Our team reviews each application by hand and e-mails you once it is approved.
        </li>
        <li>Members are women aged 21 or older.</li>
      </ul>
    </section>
  );
}
