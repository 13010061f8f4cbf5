// What membership is, told the same way on /membership, /membership-info and /diamond-member (spec 001 §6, §9).
import type { ReactNode } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { Link } from 'react-router';
import { membershipScreenMessages as m } from '../../i18n/messages';
import styles from './membership.module.css';

export const INVITES_PER_MEMBER = 5;
export const INVITE_CREDIT_DOLLARS = 20;

// Messages with values are passed as plain descriptors: react-intl's typed descriptors expect no values.
const STANDARD_INVITE: MessageDescriptor = m.copyStandardInvite;
const INVITATIONS_SHARE: MessageDescriptor = m.copyInvitationsShare;
const INVITATIONS_CREDIT: MessageDescriptor = m.copyInvitationsCredit;
const JOIN_INVITATION: MessageDescriptor = m.copyJoinInvitation;
const JOIN_APPLICATION: MessageDescriptor = m.copyJoinApplication;
const strong = (chunks: ReactNode[]) => <strong>{chunks}</strong>;

export function MembershipTiers() {
  const t = useIntl().formatMessage;
  return (
    <div className={styles.columns}>
      <section className={styles.card} aria-labelledby="standard-heading">
        <p className={styles.eyebrow}>{t(m.copyStandardEyebrow)}</p>
        <h2 id="standard-heading">{t(m.copyStandardHeading)}</h2>
        <ul className={styles.list}>
          <li>{t(m.copyStandardHomes)}</li>
          <li>{t(m.copyStandardGoSolo)}</li>
          <li>{t(m.copyStandardSocial)}</li>
          <li>{t(m.copyStandardHustle)}</li>
          <li>{t(STANDARD_INVITE, { count: INVITES_PER_MEMBER })}</li>
        </ul>
      </section>
      <section className={`${styles.card} ${styles.highlight}`} aria-labelledby="diamond-heading">
        <p className={styles.eyebrow}>{t(m.copyDiamondEyebrow)}</p>
        <h2 id="diamond-heading">{t(m.copyDiamondHeading)}</h2>
        <ul className={styles.list}>
          <li>{t(m.copyDiamondFees)}</li>
          <li>{t(m.copyDiamondCredit)}</li>
          <li>{t(m.copyDiamondGoSolo)}</li>
          <li>{t(m.copyDiamondPerks)}</li>
          <li>{t(m.copyDiamondInviteCredit)}</li>
        </ul>
        <p>
          <Link to="/diamond-member">{t(m.copyAboutDiamond)}</Link>
        </p>
      </section>
    </div>
  );
}

export function HowInvitationsWork() {
  const t = useIntl().formatMessage;
  return (
    <section className={styles.card} aria-labelledby="invitations-heading">
      <h2 id="invitations-heading">{t(m.copyInvitationsHeading)}</h2>
      <ol className={styles.list}>
        <li>
          {t(INVITATIONS_SHARE, {
            count: INVITES_PER_MEMBER,
            link: (chunks: ReactNode[]) => <Link to="/invite">{chunks}</Link>,
          })}
        </li>
        <li>{t(m.copyInvitationsRegister)}</li>
        <li>{t(INVITATIONS_CREDIT, { dollars: INVITE_CREDIT_DOLLARS })}</li>
      </ol>
    </section>
  );
}

export function HowToJoin() {
  const t = useIntl().formatMessage;
  return (
    <section className={styles.card} aria-labelledby="join-heading">
      <h2 id="join-heading">{t(m.copyJoinHeading)}</h2>
      <ul className={styles.list}>
        <li>{t(JOIN_INVITATION, { strong })}</li>
        <li>
          {t(JOIN_APPLICATION, {
            strong,
            link: (chunks: ReactNode[]) => <Link to="/become-a-member">{chunks}</Link>,
          })}
        </li>
        <li>{t(m.copyJoinAge)}</li>
      </ul>
    </section>
  );
}
