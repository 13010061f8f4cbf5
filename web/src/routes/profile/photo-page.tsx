// /user/photo: her current picture at 125 px (the default one when she has none, or it fails to load), and a new
// one: PNG or JPG under 1 MB, checked here as the server does, previewed, then uploaded (decision 0009).
import { useQuery } from '@apollo/client/react';
import { MyProfileDocument } from '../../gen/graphql';
import { PageTitle } from '../../layout/page-title';
import { Avatar, ownPicture } from './avatar';
import { MemberOnly } from './member-only';
import { PhotoUploader } from './photo-uploader';
import { ProfileTabs } from './profile-tabs';
import styles from './profile.module.css';

export default function PhotoPage() {
  return <MemberOnly>{() => <Photo />}</MemberOnly>;
}

function Photo() {
  const { data, refetch } = useQuery(MyProfileDocument, { fetchPolicy: 'network-only' });
  const profile = data?.ShowUserProfile;
  return (
    <div className={styles.page}>
      <PageTitle title="Profile photo" />
      <h1>Profile photo</h1>
      <ProfileTabs />
      <div className={styles.layout}>
        <section className={styles.panel} aria-labelledby="current-photo">
          <h2 id="current-photo">Your photo</h2>
          <Avatar picture={profile ? ownPicture(profile) : null} name={profile?.firstName ?? 'You'} />
          {profile?.picture && !profile.verification.isEmailConfirmed && (
            <p className={styles.muted}>Your photo shows here once you have confirmed your e-mail address.</p>
          )}
          <p className={styles.muted} style={{ marginTop: 'var(--space-3)' }}>
            {profile?.picture
              ? 'This is how other members see you.'
              : 'A clear photo of your face helps other members recognise you.'}
          </p>
        </section>
        <section className={`${styles.panel} ${styles.stack}`} aria-labelledby="new-photo">
          <h2 id="new-photo">Upload a new photo</h2>
          <PhotoUploader label="Upload a new photo" onUploaded={() => void refetch()} />
        </section>
      </div>
    </div>
  );
}
