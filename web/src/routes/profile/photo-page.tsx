// /user/photo: her current picture at 125 px (the default one when she has none, or it fails to load), and a new
// one: PNG or JPG under 1 MB, checked here as the server does, previewed, then uploaded (decision 0009).
import { useQuery } from '@apollo/client/react';
import { MyProfileDocument } from '../../gen/graphql';
import { PageTitle } from '../../layout/page-title';
import { Avatar, ownPicture } from './avatar';
import { MemberOnly } from './member-only';
import { PhotoUploader } from './photo-uploader';
import { ProfileTabs } from './profile-tabs';
import { useIntl } from 'react-intl';
import { profileMessages as p } from '../../i18n/messages';
import styles from './profile.module.css';

export default function PhotoPage() {
  return <MemberOnly>{() => <Photo />}</MemberOnly>;
}

function Photo() {
  const { data, refetch } = useQuery(MyProfileDocument, { fetchPolicy: 'network-only' });
  const profile = data?.ShowUserProfile;
  const t = useIntl().formatMessage;
  return (
    <div className={styles.page}>
      <PageTitle title={t(p.photoTitle)} />
      <h1>{t(p.photoTitle)}</h1>
      <ProfileTabs />
      <div className={styles.layout}>
        <section className={styles.panel} aria-labelledby="current-photo">
          <h2 id="current-photo">{t(p.yourPhoto)}</h2>
          <Avatar picture={profile ? ownPicture(profile) : null} name={profile?.firstName ?? t(p.you)} />
          {profile?.picture && !profile.verification.isEmailConfirmed && (
            <p className={styles.muted}>{t(p.photoAfterConfirm)}</p>
          )}
          <p className={styles.muted} style={{ marginTop: 'var(--space-3)' }}>
            {profile?.picture ? t(p.photoSeen) : t(p.photoHint)}
          </p>
        </section>
        <section className={`${styles.panel} ${styles.stack}`} aria-labelledby="new-photo">
          <h2 id="new-photo">{t(p.uploadNew)}</h2>
          <PhotoUploader label={t(p.uploadNew)} onUploaded={() => void refetch()} />
        </section>
      </div>
    </div>
  );
}
