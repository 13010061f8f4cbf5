// /users/show/:profileId? (spec 001 §7 ShowUserProfile; spec 000 §5): a member's public profile. Login is required
// (a visitor goes to /login?refer=<this path>); without an id, or with her own, it is her own profile.
import { useQuery } from '@apollo/client/react';
import { Link, Navigate, useLocation, useParams } from 'react-router';
import formStyles from '../../auth/forms.module.css';
import { useSession } from '../../auth/session';
import { MyProfileDocument, ShowUserProfileDocument, type ProfileFieldsFragment } from '../../gen/graphql';
import { PageTitle } from '../../layout/page-title';
import { Avatar, ownPicture } from './avatar';
import { loginPathFor } from './member-only';
import styles from './profile.module.css';

/** A positive whole profile number from the path, or null (no id, or not a number). */
export function parseProfileId(value: string | undefined): number | null {
  if (!value || !/^[0-9]{1,9}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}

export function joinedText(createdAt: string): string {
  const date = new Date(createdAt);
  if (Number.isNaN(date.getTime())) return '';
  return `Member since ${date.toLocaleDateString('en-US', { month: 'long', year: 'numeric' })}`;
}

export default function ShowProfilePage() {
  const { account, loading } = useSession();
  const location = useLocation();
  const { profileId: rawId } = useParams();
  if (loading) {
    return (
      <p role="status" className={`${styles.page} ${styles.muted}`}>
        Loading…
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
  if (loading && !mine) {
    return (
      <p role="status" className={`${styles.page} ${styles.muted}`}>
        Loading…
      </p>
    );
  }
  if (mine?.isProfileUpdated && !mine.isProfileCompleted) return <Navigate to="/users/show" replace />;
  return <ShowProfile profileId={profileId} />;
}

function ProfileNotFound() {
  return (
    <div className={styles.page}>
      <PageTitle title="Member profile" />
      <section className={styles.panel}>
        <h1>Member not found</h1>
        <p className={styles.muted}>There is no member to show at this address. She may have left the club.</p>
        <p>
          <Link to="/users/show">Go to your own profile</Link>
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
  if (loading && !profile) {
    return (
      <p role="status" className={`${styles.page} ${styles.muted}`}>
        Loading…
      </p>
    );
  }
  if (error && !profile) {
    return (
      <div className={styles.page}>
        <p role="alert" className={formStyles.formAlert}>
          This profile could not be loaded. Please refresh the page.
        </p>
      </div>
    );
  }
  if (!profile) return <ProfileNotFound />;
  return <ProfileView profile={profile} />;
}

function ProfileView({ profile }: { profile: ProfileFieldsFragment }) {
  const name = `${profile.firstName} ${profile.lastName}`;
  const picture = profile.isOwnProfile ? ownPicture(profile) : profile.picture;
  const facts: [string, string | null | undefined][] = [
    ['Position', profile.currentPosition],
    ['Company', profile.companyName],
    ['Industry', profile.industry],
    ['Education', profile.education],
    ['University', profile.otherUniversity],
  ];
  const shownFacts = facts.filter(([, value]) => value);
  const verified = [
    profile.verification.isEmailConfirmed && 'E-mail address',
    profile.verification.isPhoneVerified && 'Phone number',
    profile.verification.isIdVerification && 'Identity',
  ].filter((item): item is string => Boolean(item));
  const links = [
    { label: 'LinkedIn', href: profile.linkedinUrl },
    { label: 'Website', href: profile.websiteUrl },
  ].filter((link): link is { label: string; href: string } => Boolean(link.href));

  return (
    <div className={styles.page}>
      <PageTitle title={profile.isOwnProfile ? 'Your profile' : `${profile.firstName}'s profile`} />
      <div className={styles.stack}>
        <section className={`${styles.panel} ${styles.profileHead}`} aria-labelledby="profile-name">
          <Avatar picture={picture} name={profile.firstName} />
          <div className={styles.itemText}>
            <h1 id="profile-name" style={{ margin: 0 }}>
              {name}
            </h1>
            {profile.location && <span>{profile.location}</span>}
            <span className={styles.muted}>{joinedText(profile.createdAt)}</span>
            {profile.isDiamond && <span className={styles.badge}>Diamond member</span>}
            {profile.isOwnProfile && (
              <span>
                <Link to="/user/edit">Edit your profile</Link>
              </span>
            )}
          </div>
        </section>

        <div className={styles.layout}>
          <section className={styles.panel} aria-labelledby="verified-items">
            <h2 id="verified-items">Verified</h2>
            {verified.length === 0 ? (
              <p className={styles.muted}>Nothing verified yet.</p>
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
            <h2 id="about-heading">About {profile.firstName}</h2>
            {profile.info ? (
              <p style={{ margin: 0 }}>{profile.info}</p>
            ) : (
              <p className={styles.muted}>No description yet.</p>
            )}
            {profile.summary && (
              <div>
                <h3 style={{ margin: '0 0 var(--space-2)' }}>Summary</h3>
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
              <ul className={styles.phoneRow} style={{ listStyle: 'none', margin: 0, padding: 0 }} aria-label="Links">
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
      </div>
    </div>
  );
}
