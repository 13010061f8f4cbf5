// /users/show/:profileId? (spec 001 §7 ShowUserProfile; spec 000 §5): a member's public profile. Login is required
// (a visitor goes to /login?refer=<this path>); without an id, or with her own, it is her own profile.
import { useQuery } from '@apollo/client/react';
import { useIntl, type IntlShape, type MessageDescriptor } from 'react-intl';
import { Link, Navigate, useLocation, useParams } from 'react-router';
import formStyles from '../../auth/forms.module.css';
import { useSession } from '../../auth/session';
import { MyProfileDocument, ShowUserProfileDocument, type ProfileFieldsFragment } from '../../gen/graphql';
import { profileScreenMessages as m } from '../../i18n/areas/profile';
import { PageTitle } from '../../layout/page-title';
import { MemberReviews } from '../reviews/member-reviews';
import { Avatar, ownPicture } from './avatar';
import { loginPathFor } from './member-only';
import styles from './profile.module.css';

// Messages with values are passed as plain descriptors: react-intl's typed descriptors expect no values.
const MEMBER_SINCE: MessageDescriptor = m.showMemberSince;
const NAMES_PROFILE: MessageDescriptor = m.showNamesProfile;
const ABOUT_NAME: MessageDescriptor = m.showAboutName;

/** A positive whole profile number from the path, or null (no id, or not a number). */
export function parseProfileId(value: string | undefined): number | null {
  if (!value || !/^[0-9]{1,9}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}

export function joinedText(intl: IntlShape, createdAt: string): string {
  const date = new Date(createdAt);
  if (Number.isNaN(date.getTime())) return '';
  return intl.formatMessage(MEMBER_SINCE, { date: intl.formatDate(date, { month: 'long', year: 'numeric' }) });
}

export default function ShowProfilePage() {
  const { account, loading } = useSession();
  const location = useLocation();
  const { profileId: rawId } = useParams();
  const t = useIntl().formatMessage;
  if (loading) {
    return (
      <p role="status" className={`${styles.page} ${styles.muted}`}>
        {t(m.showLoading)}
      </p>
    );
  }
  if (!account) return <Navigate to={loginPathFor(location)} replace />;
  const profileId = parseProfileId(rawId);
  if (rawId !== undefined && profileId === null) return <ProfileNotFound />;
  const own = profileId === null || profileId === account.profileId;
  return own ? <ShowProfile profileId={null} /> : <OtherMembersProfile profileId={profileId!} />;
}

/**
 * Spec 000 §5: while her own profile is updated but not completed, she is pushed to her own profile rather than
 * shown another member's.
 */
function OtherMembersProfile({ profileId }: { profileId: number }) {
  const { data, loading } = useQuery(MyProfileDocument, { fetchPolicy: 'network-only' });
  const mine = data?.ShowUserProfile;
  const t = useIntl().formatMessage;
  if (loading && !mine) {
    return (
      <p role="status" className={`${styles.page} ${styles.muted}`}>
        {t(m.showLoading)}
      </p>
    );
  }
  if (mine?.isProfileUpdated && !mine.isProfileCompleted) return <Navigate to="/users/show" replace />;
  return <ShowProfile profileId={profileId} />;
}

function ProfileNotFound() {
  const t = useIntl().formatMessage;
  return (
    <div className={styles.page}>
      <PageTitle title={t(m.showMemberProfile)} />
      <section className={styles.panel}>
        <h1>{t(m.showMemberNotFound)}</h1>
        <p className={styles.muted}>{t(m.showNoMemberHere)}</p>
        <p>
          <Link to="/users/show">{t(m.showGoToOwnProfile)}</Link>
        </p>
      </section>
    </div>
  );
}

function ShowProfile({ profileId }: { profileId: number | null }) {
  const { data, loading, error } = useQuery(ShowUserProfileDocument, {
    variables: profileId === null ? { isUser: true } : { profileId },
    fetchPolicy: 'network-only',
  });
  const profile = data?.ShowUserProfile;
  const t = useIntl().formatMessage;
  if (loading && !profile) {
    return (
      <p role="status" className={`${styles.page} ${styles.muted}`}>
        {t(m.showLoading)}
      </p>
    );
  }
  if (error && !profile) {
    return (
      <div className={styles.page}>
        <p role="alert" className={formStyles.formAlert}>
          {t(m.showCouldNotLoad)}
        </p>
      </div>
    );
  }
  if (!profile) return <ProfileNotFound />;
  return <ProfileView profile={profile} />;
}

function ProfileView({ profile }: { profile: ProfileFieldsFragment }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const name = `${profile.firstName} ${profile.lastName}`;
  const picture = profile.isOwnProfile ? ownPicture(profile) : profile.picture;
  const facts: [string, string | null | undefined][] = [
    [t(m.showPosition), profile.currentPosition],
    [t(m.showCompany), profile.companyName],
    [t(m.showIndustry), profile.industry],
    [t(m.showEducation), profile.education],
    [t(m.showUniversity), profile.otherUniversity],
  ];
  const shownFacts = facts.filter(([, value]) => value);
  const verified = [
    profile.verification.isEmailConfirmed && t(m.showEmailAddress),
    profile.verification.isPhoneVerified && t(m.showPhoneNumber),
    profile.verification.isIdVerification && t(m.showIdentity),
  ].filter((item): item is string => Boolean(item));
  const links = [
    { label: 'LinkedIn', href: profile.linkedinUrl },
    { label: t(m.showWebsite), href: profile.websiteUrl },
  ].filter((link): link is { label: string; href: string } => Boolean(link.href));

  return (
    <div className={styles.page}>
      <PageTitle title={profile.isOwnProfile ? t(m.showYourProfile) : t(NAMES_PROFILE, { name: profile.firstName })} />
      <div className={styles.stack}>
        <section className={`${styles.panel} ${styles.profileHead}`} aria-labelledby="profile-name">
          <Avatar picture={picture} name={profile.firstName} />
          <div className={styles.itemText}>
            <h1 id="profile-name" style={{ margin: 0 }}>
              {name}
            </h1>
            {profile.location && <span>{profile.location}</span>}
            <span className={styles.muted}>{joinedText(intl, profile.createdAt)}</span>
            {profile.isDiamond && <span className={styles.badge}>{t(m.showDiamondMember)}</span>}
            {profile.isOwnProfile && (
              <span>
                <Link to="/user/edit">{t(m.showEditYourProfile)}</Link>
              </span>
            )}
          </div>
        </section>

        <div className={styles.layout}>
          <section className={styles.panel} aria-labelledby="verified-items">
            <h2 id="verified-items">{t(m.showVerified)}</h2>
            {verified.length === 0 ? (
              <p className={styles.muted}>{t(m.showNothingVerified)}</p>
            ) : (
              <ul className={styles.list}>
                {verified.map((item) => (
                  <li key={item}>
                    <span className={`${styles.badge} ${styles.badgeGood}`}>✓ {item}</span>
                  </li>
                ))}
              </ul>
            )}
          </section>

          <section className={`${styles.panel} ${styles.stack}`} aria-labelledby="about-heading">
            <h2 id="about-heading">{t(ABOUT_NAME, { name: profile.firstName })}</h2>
            {profile.info ? (
              <p style={{ margin: 0 }}>{profile.info}</p>
            ) : (
              <p className={styles.muted}>{t(m.showNoDescription)}</p>
            )}
            {profile.summary && (
              <div>
                <h3 style={{ margin: '0 0 var(--space-2)' }}>{t(m.showSummary)}</h3>
                <p style={{ margin: 0 }}>{profile.summary}</p>
              </div>
            )}
            {shownFacts.length > 0 && (
              <dl className={styles.facts}>
                {shownFacts.map(([label, value]) => (
                  <div key={label} style={{ display: 'contents' }}>
                    <dt>{label}</dt>
                    <dd>{value}</dd>
                  </div>
                ))}
              </dl>
            )}
            {links.length > 0 && (
              <ul
                className={styles.phoneRow}
                style={{ listStyle: 'none', margin: 0, padding: 0 }}
                aria-label={t(m.showLinks)}
              >
                {links.map((link) => (
                  <li key={link.label}>
                    <a href={link.href} target="_blank" rel="noopener noreferrer nofollow">
                      {link.label}
                    </a>
                  </li>
                ))}
              </ul>
            )}
          </section>
        </div>
        <MemberReviews userId={profile.userId} className={styles.panel} />
      </div>
    </div>
  );
}
