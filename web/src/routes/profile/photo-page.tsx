// /user/photo: her current picture at 125 px (the default one when she has none, or it fails to load), and a new
// one: PNG or JPG under 1 MB, checked here as the server does, previewed, then uploaded (decision 0009).
import { useQuery } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { FormAlert, SubmitButton } from '../../auth/fields';
import { useSession } from '../../auth/session';
import { MyProfileDocument } from '../../gen/graphql';
import { PageTitle } from '../../layout/page-title';
import { useToast } from '../../toasts/toasts';
import { Avatar, ownPicture } from './avatar';
import { ImagePicker } from './image-picker';
import { MemberOnly } from './member-only';
import { ProfileTabs } from './profile-tabs';
import { IMAGE_MESSAGES } from './profile-rules';
import styles from './profile.module.css';
import { uploadProfilePhoto } from './uploads';

export default function PhotoPage() {
  return <MemberOnly>{() => <Photo />}</MemberOnly>;
}

function Photo() {
  const toast = useToast();
  const { refresh } = useSession();
  const { data, refetch } = useQuery(MyProfileDocument, { fetchPolicy: 'network-only' });
  const profile = data?.ShowUserProfile;
  const [file, setFile] = useState<File | null>(null);
  const [serverProblem, setServerProblem] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [pickerKey, setPickerKey] = useState(0);

  const upload = async (event: FormEvent) => {
    event.preventDefault();
    setServerProblem(null);
    setProblem(null);
    if (!file) return setProblem(IMAGE_MESSAGES.empty);
    setBusy(true);
    const answer = await uploadProfilePhoto(file);
    setBusy(false);
    if (answer.status === 'success') {
      toast({ kind: 'success', title: 'Photo saved', message: 'Your new profile photo is in place.' });
      setFile(null);
      setPickerKey((key) => key + 1);
      void refetch();
      void refresh();
      return;
    }
    const message = answer.errorMessage ?? 'The upload failed. Please try again.';
    if (answer.status === 'invalid') setServerProblem(message);
    else setProblem(message);
    toast({ kind: 'error', title: 'Photo not saved', message });
  };

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
        <form
          className={`${styles.panel} ${styles.stack}`}
          onSubmit={(event) => void upload(event)}
          noValidate
          aria-label="Upload a new photo"
        >
          <h2>Upload a new photo</h2>
          <ImagePicker
            key={pickerKey}
            label="Photo file"
            previewAlt="Preview of your new photo"
            serverProblem={serverProblem}
            onChange={(chosen) => {
              setFile(chosen);
              setServerProblem(null);
              setProblem(null);
            }}
          />
          <FormAlert message={problem} />
          <SubmitButton busy={busy}>{busy ? 'Uploading…' : 'Upload photo'}</SubmitButton>
        </form>
      </div>
    </div>
  );
}
