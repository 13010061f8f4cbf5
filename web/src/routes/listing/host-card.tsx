// The host beside her listing (spec 000 §7 getUserdetails; decision 0037): her first name, picture, when she joined and
// how many other homes she hosts, which the listing's host reference gives everyone; for a signed-in member also
// where she lives, her words about herself and her verified badges, as her public profile shows them.
import { useQuery } from '@apollo/client/react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { Link } from 'react-router';
import { useSession } from '../../auth/session';
import { HostDetailsDocument } from '../../gen/graphql';
import { listingScreenMessages as m } from '../../i18n/areas/listing';
import { avatarUrl, FallbackImage } from '../../layout/fallback-image';
import styles from './listing-page.module.css';

const HOSTED_BY: MessageDescriptor = m.hostedBy;
const MEMBER_SINCE: MessageDescriptor = m.memberSince;
const PHOTO: MessageDescriptor = m.hostPhoto;
const OTHER_HOMES: MessageDescriptor = m.otherHomes;

export interface CardHost {
  profileId: number;
  displayName: string;
  picture?: string | null;
  createdAt: string;
  listings: readonly { id: number }[];
}

export function HostCard({ host, listId }: { host: CardHost; listId: number }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const { account } = useSession();
  const { data } = useQuery(HostDetailsDocument, {
    variables: { profileId: host.profileId },
    skip: !account,
    errorPolicy: 'all',
  });
  const details = data?.getUserdetails ?? null;
  const joined = new Date(host.createdAt);
  const otherHomes = host.listings.filter((listing) => listing.id !== listId).length;
  const badges = details
    ? [
        details.verification.isEmailConfirmed && t(m.emailConfirmed),
        details.verification.isPhoneVerified && t(m.phoneVerified),
        details.verification.isIdVerification && t(m.idVerified),
      ].filter((badge): badge is string => Boolean(badge))
    : [];

  return (
    <section className={`${styles.card} ${styles.hostCard}`} aria-labelledby="listing-host">
      <h2 id="listing-host">{t(m.hostHeading)}</h2>
      <div className={styles.hostHead}>
        <FallbackImage
          className={styles.hostPhoto}
          src={avatarUrl(host.picture)}
          alt={t(PHOTO, { name: host.displayName })}
          width={72}
          height={72}
        />
        <div>
          <p className={styles.hostName}>{t(HOSTED_BY, { name: host.displayName })}</p>
          {!Number.isNaN(joined.getTime()) && (
            <p className={styles.muted}>
              {t(MEMBER_SINCE, { date: intl.formatDate(joined, { month: 'long', year: 'numeric' }) })}
            </p>
          )}
          {details?.location && <p className={styles.muted}>{details.location}</p>}
        </div>
      </div>
      <p>{t(OTHER_HOMES, { count: otherHomes })}</p>
      {details?.isDiamond && <p className={styles.badge}>{t(m.diamondMember)}</p>}
      {details?.info && <p className={styles.hostInfo}>{details.info}</p>}
      {badges.length > 0 && (
        <>
          <h3 className={styles.smallHeading}>{t(m.verifiedHeading)}</h3>
          <ul className={styles.badges}>
            {badges.map((badge) => (
              <li key={badge}>{badge}</li>
            ))}
          </ul>
        </>
      )}
      {account ? (
        details && <Link to={`/users/show/${details.profileId}`}>{t(m.viewProfile)}</Link>
      ) : (
        <p className={styles.muted}>{t(m.logInForHost)}</p>
      )}
    </section>
  );
}
